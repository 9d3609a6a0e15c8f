/**
 * Every route of docs/product.md §2. Screens load lazily (route-level code splitting); protected loaders run
 * the guard before their query, so pages render with their data (loadQuery + usePreloadedQuery).
 * The landing page needs no Relay client: it has a branch of its own.
 */
import { createBrowserRouter, Outlet, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { PageLoading } from './layouts/PageLoading';
import { RouteError } from './layouts/RouteError';
import { probeViewer } from './session/viewer-probe';

const to =
  (path: string, keepSearch = false) =>
  ({ request }: LoaderFunctionArgs) =>
    redirect(path + (keepSearch ? new URL(request.url).search : ''));

const frame = () => import('./layouts/RelayFrame');
const placeholder = () =>
  import('./routes/placeholder/PlaceholderRoute').then((m) => ({ loader: m.loader, Component: m.PlaceholderRoute }));

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Outlet />,
    HydrateFallback: PageLoading,
    errorElement: <RouteError />,
    children: [
      {
        index: true,
        // docs/product.md §2: signed out → landing; not onboarded → /onboarding; else /chat.
        loader: async () => {
          const viewer = await probeViewer();
          if (viewer) throw redirect(viewer.isOnboarded ? '/chat' : '/onboarding');
          return null;
        },
        lazy: () => import('./routes/landing/LandingRoute').then((m) => ({ Component: m.LandingRoute })),
      },
      {
        lazy: () => frame().then((m) => ({ loader: m.loader, Component: m.RelayFrame })),
        children: [
          {
            path: 'accounts/login',
            lazy: () => import('./routes/auth/LoginRoute').then((m) => ({ loader: m.loader, Component: m.LoginRoute })),
          },
          {
            path: 'accounts/signup',
            lazy: () =>
              import('./routes/auth/SignupRoute').then((m) => ({ loader: m.loader, Component: m.SignupRoute })),
          },
          {
            path: 'forgot-password',
            lazy: () => import('./routes/auth/ForgotPasswordRoute').then((m) => ({ Component: m.ForgotPasswordRoute })),
          },
          {
            path: 'reset-password',
            lazy: () => import('./routes/auth/ResetPasswordRoute').then((m) => ({ Component: m.ResetPasswordRoute })),
          },
          {
            path: 'accounts/confirm-email',
            lazy: () => import('./routes/auth/ConfirmEmailRoute').then((m) => ({ Component: m.ConfirmEmailRoute })),
          },
          {
            path: 'sign-in-link',
            lazy: () => import('./routes/auth/SignInLinkRoute').then((m) => ({ Component: m.SignInLinkRoute })),
          },
          {
            path: 'terms',
            lazy: () => import('./routes/public/TermsRoute').then((m) => ({ Component: m.TermsRoute })),
          },
          {
            path: 'privacy',
            lazy: () => import('./routes/public/PrivacyRoute').then((m) => ({ Component: m.PrivacyRoute })),
          },
          {
            path: 'pricing',
            lazy: () => import('./routes/public/PricingRoute').then((m) => ({ Component: m.PricingRoute })),
          },
          {
            path: 'chat/:threadId?',
            lazy: () => import('./routes/chat/ChatRoute').then((m) => ({ loader: m.loader, Component: m.ChatRoute })),
          },
          {
            path: 'profile-pal',
            lazy: () => import('./routes/chat/ProfilePalRoute').then((m) => ({ loader: m.loader })),
          },
          {
            path: 'onboarding',
            lazy: () =>
              import('./routes/chat/OnboardingRoute').then((m) => ({ loader: m.loader, Component: m.OnboardingRoute })),
          },
          {
            path: 'testing',
            lazy: () =>
              import('./routes/chat/TestingRoute').then((m) => ({ loader: m.loader, Component: m.TestingRoute })),
          },
          {
            path: 'history',
            lazy: () =>
              import('./routes/history/HistoryRoute').then((m) => ({ loader: m.loader, Component: m.HistoryRoute })),
          },
          {
            path: 'knowledge',
            lazy: () =>
              import('./routes/knowledge/KnowledgeRoute').then((m) => ({
                loader: m.loader,
                Component: m.KnowledgeRoute,
              })),
          },
          {
            path: 'knowledge/documents',
            lazy: () =>
              import('./routes/knowledge/DocumentsRoute').then((m) => ({
                loader: m.loader,
                Component: m.DocumentsRoute,
              })),
          },
          {
            path: 'knowledge/documents/:documentId',
            lazy: () =>
              import('./routes/knowledge/DocumentReaderRoute').then((m) => ({
                loader: m.loader,
                Component: m.DocumentReaderRoute,
              })),
          },
          {
            path: 'projects/new',
            lazy: () =>
              import('./routes/projects/NewProjectRoute').then((m) => ({
                loader: m.loader,
                Component: m.NewProjectRoute,
              })),
          },
          {
            path: 'projects/:projectId',
            lazy: () =>
              import('./routes/projects/ProjectRoute').then((m) => ({ loader: m.loader, Component: m.ProjectRoute })),
          },
          {
            path: 'story',
            lazy: () =>
              import('./routes/story/StoryRoute').then((m) => ({ loader: m.loader, Component: m.StoryRoute })),
          },
          {
            path: 'settings',
            lazy: () =>
              import('./routes/settings/SettingsRoute').then((m) => ({ loader: m.loader, Component: m.SettingsRoute })),
          },
          {
            path: 'discover',
            lazy: () =>
              import('./routes/discover/DiscoverRoute').then((m) => ({ loader: m.loader, Component: m.DiscoverRoute })),
          },
          {
            path: 'monitoring',
            lazy: () =>
              import('./routes/monitoring/MonitoringRoute').then((m) => ({
                loader: m.loader,
                Component: m.MonitoringRoute,
              })),
          },
          {
            path: 'admin',
            lazy: () =>
              import('./routes/admin/AdminRoute').then((m) => ({ loader: m.loader, Component: m.AdminRoute })),
          },
          {
            path: 'admin/ai',
            lazy: () =>
              import('./routes/admin/AiModelsRoute').then((m) => ({ loader: m.loader, Component: m.AiModelsRoute })),
          },
          {
            path: 'admin/usage',
            lazy: () =>
              import('./routes/admin/AdminUsageRoute').then((m) => ({
                loader: m.loader,
                Component: m.AdminUsageRoute,
              })),
          },
          {
            path: 'roadmap',
            lazy: () =>
              import('./routes/roadmap/RoadmapRoute').then((m) => ({ loader: m.loader, Component: m.RoadmapRoute })),
          },
          ...['dashboard'].map((path): RouteObject => ({ path, lazy: placeholder })),
          {
            path: 'twin',
            lazy: () =>
              import('./routes/twin/MyTwinRoute').then((m) => ({ loader: m.loader, Component: m.MyTwinRoute })),
          },
          {
            path: 'twin/profile',
            lazy: () =>
              import('./routes/twin/PublicPageRoute').then((m) => ({ loader: m.loader, Component: m.PublicPageRoute })),
          },
          {
            path: 'twin/conversations/:threadId',
            lazy: () =>
              import('./routes/twin/TwinConversationRoute').then((m) => ({
                loader: m.loader,
                Component: m.TwinConversationRoute,
              })),
          },
          {
            path: 'twin/:username/embed',
            lazy: () =>
              import('./routes/twin/TwinEmbedRoute').then((m) => ({ loader: m.loader, Component: m.TwinEmbedRoute })),
          },
          {
            path: 'twin/:username/chat',
            lazy: () =>
              import('./routes/twin/TwinChatRoute').then((m) => ({ loader: m.loader, Component: m.TwinChatRoute })),
          },
          {
            path: ':username/documents/:documentId',
            lazy: () =>
              import('./routes/public-profile/PublicDocumentRoute').then((m) => ({
                Component: m.PublicDocumentRoute,
              })),
          },
          {
            path: ':username',
            lazy: () =>
              import('./routes/public-profile/PublicProfileRoute').then((m) => ({
                loader: m.loader,
                Component: m.PublicProfileRoute,
              })),
          },
          {
            path: '*',
            lazy: () => import('./routes/public/NotFoundRoute').then((m) => ({ Component: m.NotFoundRoute })),
          },
        ],
      },
      { path: 'login', loader: to('/accounts/login') },
      { path: 'signup', loader: to('/accounts/signup') },
      { path: 'register', loader: to('/accounts/signup') },
      { path: 'accounts/forgot-password', loader: to('/forgot-password', true) },
      { path: 'accounts/reset-password', loader: to('/reset-password', true) },
      // docs/product.md §2: /twin/{username} and /twin/{username}/ go to the chat (the router ignores the trailing slash).
      { path: 'twin/conversations', loader: to('/twin') },
      { path: 'twin/:username', loader: ({ params }) => redirect(`/twin/${params.username}/chat`) },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
