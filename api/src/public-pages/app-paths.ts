/**
 * The paths the web app answers (web/src/router.tsx): the server sends those the app's page,
 * and answers 404 for every other path. A test keeps this list and the router in step.
 *
 * The list itself is app-paths.json beside this file, so that the web build reads the same one:
 * the app's service worker answers navigations to these paths, and to no other (web/vite-pwa.ts).
 *   sections  a page at that path exactly (e.g. chat, settings, accounts/login)
 *   withId    a page of one thing under that path: /chat/{threadId}, /projects/{id}, ...
 */
import appPaths from './app-paths.json';

const sections = new Set<string>(appPaths.sections);
const withId = new RegExp(`^(?:${appPaths.withId.join('|')})/[^/]+$`);

/** Whether `pathname` is a page of the app other than a profile (/{username}) or a twin chat. */
export function isAppPath(pathname: string): boolean {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  if (sections.has(path) || withId.test(path)) return true;
  // A public document of a profile, /{username}/documents/{id}: the app's page too, though the
  // service worker leaves it to the server (it belongs to a public profile).
  return /^[^/]+\/documents\/[^/]+$/.test(path);
}

export const APP_SECTIONS: readonly string[] = appPaths.sections;
