/**
 * The navigations the service worker answers with the app's page (web/vite-pwa.ts): the app's own
 * paths, from the list the server answers with that page (api/src/public-pages/app-paths.json), so
 * that the two never disagree. Workbox tests each pattern on the path and the query.
 *
 * Left out, and so left to the server: the landing page (/), public profiles (/{username}) and
 * their documents, twin chats, shared conversations, the API, /graphql, uploads and every file.
 */
export interface AppPaths {
  /** Pages at that path exactly (e.g. chat, settings, accounts/login). */
  sections: string[];
  /** Pages of one thing under that path (chat: /chat/{threadId}). */
  withId: string[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function appNavigations(paths: AppPaths): RegExp[] {
  const end = '/?(?:\\?.*)?$';
  return [
    new RegExp(`^/(?:${paths.sections.map(escape).join('|')})${end}`),
    new RegExp(`^/(?:${paths.withId.map(escape).join('|')})/[^/?]+${end}`),
  ];
}
