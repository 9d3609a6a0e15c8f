/**
 * Who is signed in: the app-start query (docs/product.md §2 "App start"), and the route guard built on it.
 */
import { redirect } from 'react-router-dom';
import { fetchQuery, graphql, loadQuery, type PreloadedQuery } from 'react-relay/hooks';
import type { AppViewerQuery as AppViewerQueryType } from '../__generated__/AppViewerQuery.graphql';
import { environment } from '../relay/environment';
import { rememberReturnTo, STORAGE_KEYS, writeStorage } from './storage-keys';

// The app-start query: its viewer is shared with every page through ViewerContext, and its
// sidebar fragment goes to the signed-in layout (loaded lazily), so the fields are used elsewhere.
/* eslint-disable relay/unused-fields, relay/must-colocate-fragment-spreads */
export const AppViewerQuery = graphql`
  query AppViewerQuery {
    viewer {
      id
      databaseId
      email
      username
      displayName
      isOnboarded
      profilePictureUrl
      isAdmin
      hasConnectedModel
      theme
      locale
      voice {
        transcription
        speech
      }
      ...AppSidebar_viewer
      ...AppNotificationBell_viewer
    }
  }
`;
/* eslint-enable relay/unused-fields, relay/must-colocate-fragment-spreads */

export type Viewer = NonNullable<AppViewerQueryType['response']['viewer']>;

let appQuery: PreloadedQuery<AppViewerQueryType> | null = null;

/** The app-start query reference (loaded once; later reads come from the store). */
export function appViewerQueryRef(): PreloadedQuery<AppViewerQueryType> {
  appQuery ??= loadQuery<AppViewerQueryType>(environment, AppViewerQuery, {}, { fetchPolicy: 'store-or-network' });
  return appQuery;
}

/** The current user, from the store when known, else from the server. */
export async function currentViewer(): Promise<Viewer | null> {
  appViewerQueryRef();
  const data = await fetchQuery<AppViewerQueryType>(
    environment,
    AppViewerQuery,
    {},
    { fetchPolicy: 'store-or-network' },
  ).toPromise();
  return data?.viewer ?? null;
}

/** After login or register: read the viewer again from the server. */
export async function refreshViewer(): Promise<Viewer | null> {
  const data = await fetchQuery<AppViewerQueryType>(
    environment,
    AppViewerQuery,
    {},
    { fetchPolicy: 'network-only' },
  ).toPromise();
  return data?.viewer ?? null;
}

/**
 * The protected-route guard for route loaders: signed-out visitors go to login (the origin is
 * remembered), signed-in users who are not onboarded go to /onboarding.
 */
export async function requireViewer(request: Request, options: { onboarding?: boolean } = {}): Promise<Viewer> {
  const viewer = await currentViewer();
  const url = new URL(request.url);
  if (!viewer) {
    rememberReturnTo(url.pathname + url.search);
    // A session that ended elsewhere leaves no trace of the last conversation on this device.
    writeStorage(STORAGE_KEYS.lastThreadId, null);
    throw redirect('/accounts/login');
  }
  if (!viewer.isOnboarded && !options.onboarding) throw redirect('/onboarding');
  return viewer;
}

/** Where a signed-in user belongs by default. */
export function homeFor(viewer: Pick<Viewer, 'isOnboarded'>): string {
  return viewer.isOnboarded ? '/chat' : '/onboarding';
}
