/**
 * Refreshes the sidebar's list of conversations from the server when its order or titles may
 * have changed: a pin (useUpdateThreadMutation.ts), an answer (routes/chat/ChatRoute.tsx), an
 * import (features/settings/ImportSection.tsx).
 */
import { fetchQuery } from 'react-relay/hooks';
import { ConnectionHandler, type Environment } from 'relay-runtime';
import AppSidebarThreadsPagination, {
  type AppSidebarThreadsPaginationQuery,
} from '../../__generated__/AppSidebarThreadsPaginationQuery.graphql';

/** How many loaded threads the sidebar shows at most after a refresh. */
const REFRESH_MAX = 100;

/** How many threads the sidebar has loaded (its first page and any more the reader scrolled to). */
function loadedThreads(environment: Environment, viewerId: string): number {
  let loaded = 0;
  // Without a scheduler (relay/environment.ts) the update runs at once; it only reads.
  environment.commitUpdate((store) => {
    const viewer = store.get(viewerId);
    const connection = viewer ? ConnectionHandler.getConnection(viewer, 'AppSidebar_threads') : null;
    loaded = connection?.getLinkedRecords('edges')?.length ?? 0;
  });
  return loaded;
}

/**
 * Re-reads as many threads as the sidebar shows (at least 30, at most REFRESH_MAX) as its first
 * page, so the server's order — pinned first, newest first — and new titles replace what is
 * shown without the list shrinking back to one page.
 */
export function refreshSidebarThreads(environment: Environment, viewerId: string): void {
  const count = Math.min(Math.max(loadedThreads(environment, viewerId), 30), REFRESH_MAX);
  fetchQuery<AppSidebarThreadsPaginationQuery>(
    environment,
    AppSidebarThreadsPagination,
    { id: viewerId, count, cursor: null },
    { fetchPolicy: 'network-only' },
  ).subscribe({
    error: (error: unknown) => console.warn('Refreshing the conversation list failed', error),
  });
}
