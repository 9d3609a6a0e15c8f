/**
 * /{username}: a person's public profile (docs/product.md §2). The loader starts the public profile call
 * (no credentials, 10 s time-out) before render; 'Loading profile...' shows until it answers.
 * The signed-in owner goes to /twin, unless previewing the page as a visitor (?preview=visitor,
 * layouts/visitor-preview.ts): then it is the signed-out page under a preview banner, and its links
 * to the twin chat stay in the preview. Blue accent: this page is what visitors see.
 */
import { LoadingState } from '@duet/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, use, type ReactNode } from 'react';
import { redirect, useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
import { PrivatePagePreview, VisitorPreview } from '../../features/twin/VisitorPreview';
import { usePageTitle } from '../../layouts/page-title';
import { useViewer } from '../../layouts/viewer-context';
import { isVisitorPreview, useVisitorPreview, withVisitorPreview } from '../../layouts/visitor-preview';
import { currentViewer } from '../../session/AppViewer';
import { NotFoundRoute } from '../public/NotFoundRoute';
import { ProfileColumn, ProfileContent, PublicFrame } from '../../public-pages/ProfilePage';
import styles from '../../public-pages/ProfilePage.module.css';
import { fetchPublicProfile, type PublicProfileResult } from './public-profile-call';

const USERNAME = /^[a-z0-9](?:[a-z0-9-]{1,18}[a-z0-9])$/;

interface LoaderData {
  username: string;
  profile: Promise<PublicProfileResult> | null;
}

export async function loader({ params, request }: LoaderFunctionArgs): Promise<LoaderData> {
  const username = params.username ?? '';
  if (!USERNAME.test(username)) return { username, profile: null };
  const profile = fetchPublicProfile(username);
  const viewer = await currentViewer();
  const url = new URL(request.url);
  if (viewer && viewer.username === username && !isVisitorPreview(url.pathname, url.search, viewer.username))
    throw redirect('/twin');
  return { username, profile };
}

export function PublicProfileRoute() {
  const { username, profile } = useLoaderData() as LoaderData;
  if (!profile) return <NotFoundRoute />;
  return (
    <Suspense
      fallback={
        <Frame>
          <LoadingState variant="page">
            <Trans>Loading profile...</Trans>
          </LoadingState>
        </Frame>
      }
    >
      <Profile key={username} result={profile} />
    </Suspense>
  );
}

/**
 * Inside the sidebar layout when signed in; otherwise bare, with the public navigation (and so in
 * the owner's visitor preview, under the preview banner).
 */
function Frame({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const viewer = useViewer();
  const preview = useVisitorPreview();
  const navigate = useNavigate();
  usePageTitle(t`Public Profile`);
  const body = <ProfileColumn>{children}</ProfileColumn>;
  if (viewer && !preview) return body;
  const page = <PublicFrame onNavigate={(path) => navigate(path)}>{body}</PublicFrame>;
  return preview ? <VisitorPreview>{page}</VisitorPreview> : page;
}

/** Where the page's own links go: in the visitor preview, the twin chat is previewed too. */
function useProfileNavigate() {
  const navigate = useNavigate();
  const preview = useVisitorPreview();
  return (path: string) => navigate(preview && /^\/twin\/[^/]+\/chat$/.test(path) ? withVisitorPreview(path) : path);
}

function Profile({ result }: { result: Promise<PublicProfileResult> }) {
  const outcome = use(result);
  const go = useProfileNavigate();
  const preview = useVisitorPreview();
  const { username } = useLoaderData() as LoaderData;
  if (outcome.kind === 'not_found') return preview ? <PrivatePagePreview username={username} /> : <NotFoundRoute />;
  if (outcome.kind === 'error') {
    return (
      <Frame>
        <p className={styles.error} role="alert">
          {outcome.message}
        </p>
      </Frame>
    );
  }
  return (
    <Frame>
      <ProfileContent profile={outcome.profile} onNavigate={go} />
    </Frame>
  );
}
