/**
 * The root of every page: knows who is signed in (app start shows 'Loading...' until then) and
 * picks the layout (docs/product.md §2): the sidebar layout when signed in, except on /, /accounts/*,
 * /forgot-password, /reset-password and /onboarding (bare) and /testing, /history (no layout).
 * The owner's visitor preview of their own page is bare too (visitor-preview.ts).
 */
import { lazy, Suspense, useEffect } from 'react';
import { usePreloadedQuery } from 'react-relay/hooks';
import { Outlet, useLocation } from 'react-router-dom';
import type { AppViewerQuery as AppViewerQueryType } from '../__generated__/AppViewerQuery.graphql';
// The theme's reading only: the way to change it (its mutation) is the account menu's and Settings'.
import { applyTheme, themeOf } from '../features/theme/apply-theme';
import { AccountLanguage } from '../i18n/AccountLanguage';
import { AppStatusSlot } from '../pwa/AppStatusSlot';
import { AppViewerQuery, appViewerQueryRef } from '../session/AppViewer';
import { LoadLater } from '../after-paint/load-later';
import { PageLoading } from './PageLoading';
import { DocumentTitle, PageTitleProvider } from './page-title';
import { ViewerContext } from './viewer-context';
import { isVisitorPreview } from './visitor-preview';

let sidebarLayout: typeof import('./SidebarLayout') | undefined;
/** The sidebar layout's code, fetched by RelayFrame's loader beside the page's queries. */
export const loadSidebarLayout = () => import('./SidebarLayout').then((m) => (sidebarLayout = m));
const LazySidebarLayout = lazy(loadSidebarLayout);
// Only before sign-in: its menu, words and mutation are not in a signed-in page's first download.
const SignedOutLanguage = lazy(() =>
  import('../i18n/SignedOutLanguage').then((m) => ({ default: m.SignedOutLanguage })),
);
// Renders nothing: its stream (and the subscription's artifact) loads beside the page, not before it.
const SignedInWatch = lazy(() =>
  import('../features/notifications/SignedInWatch').then((m) => ({ default: m.SignedInWatch })),
);

const BARE_EXACT = new Set([
  '/',
  '/forgot-password',
  '/reset-password',
  '/onboarding',
  '/login',
  '/signup',
  '/register',
]);
const NO_LAYOUT = new Set(['/testing', '/history']);

export type LayoutKind = 'sidebar' | 'bare' | 'none';

/** The twin's compact chat, framed by the owner's site (/twin/{username}/embed). */
const isEmbed = (pathname: string) => /^\/twin\/[^/]+\/embed\/?$/.test(pathname);

export function layoutFor(pathname: string, signedIn: boolean): LayoutKind {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (NO_LAYOUT.has(path)) return 'none';
  if (!signedIn || BARE_EXACT.has(path) || path.startsWith('/accounts/') || path === '/accounts') return 'bare';
  return 'sidebar';
}

export function AppFrame() {
  const { viewer } = usePreloadedQuery<AppViewerQueryType>(AppViewerQuery, appViewerQueryRef());
  const { pathname, search } = useLocation();
  // The account's theme, on this device too (signed out, the device keeps the last one).
  const theme = viewer ? themeOf(viewer.theme) : null;
  useEffect(() => {
    if (theme) applyTheme(theme);
  }, [theme]);
  const preview = isVisitorPreview(pathname, search, viewer?.username);
  const layout = preview ? 'bare' : layoutFor(pathname, !!viewer);
  // Already loaded (the usual case): rendered at once, without a suspended first render.
  const SidebarLayout = sidebarLayout?.default ?? LazySidebarLayout;
  // LoadLater commits with the page, not with its loading state: what waits is fetched once the page shows.
  const page = (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
      <LoadLater />
    </Suspense>
  );
  return (
    <ViewerContext.Provider value={viewer ?? null}>
      <PageTitleProvider>
        <DocumentTitle />
        <AccountLanguage locale={viewer?.locale} />
        {layout === 'sidebar' && viewer ? (
          <Suspense fallback={<PageLoading />}>
            <SidebarLayout viewer={viewer}>{page}</SidebarLayout>
          </Suspense>
        ) : (
          <>
            {/* The sidebar's bell follows the session; without it, this does (a disabled person goes to
                sign-in). Not in the visitor preview, which shows the page as a signed-out visitor gets it. */}
            {viewer && !preview && (
              <Suspense fallback={null}>
                <SignedInWatch viewerId={viewer.id} />
              </Suspense>
            )}
            {/* Offline, or a new version ready; not in the twin's frame on another site. */}
            {!isEmbed(pathname) && <AppStatusSlot />}
            {page}
            {/* Before sign-in, the language menu at the foot of the page (not in the twin's frame; the
                landing page has its own in its footer). */}
            {!viewer && !isEmbed(pathname) && pathname !== '/' && (
              <Suspense fallback={null}>
                <SignedOutLanguage />
              </Suspense>
            )}
          </>
        )}
      </PageTitleProvider>
    </ViewerContext.Provider>
  );
}
