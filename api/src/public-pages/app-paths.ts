/**
 * The paths the web app answers (web/src/router.tsx): the server sends those the app's page,
 * and answers 404 for every other path. A test keeps this list and the router in step.
 */
const SECTIONS = [
  'accounts/login',
  'accounts/signup',
  'accounts/forgot-password',
  'accounts/reset-password',
  'accounts/confirm-email',
  'forgot-password',
  'reset-password',
  'sign-in-link',
  'terms',
  'privacy',
  'pricing',
  'chat',
  'profile-pal',
  'onboarding',
  'testing',
  'history',
  'knowledge',
  'knowledge/documents',
  'projects/new',
  'story',
  'settings',
  'discover',
  'monitoring',
  'roadmap',
  'admin',
  'admin/ai',
  'admin/usage',
  'dashboard',
  'twin',
  'twin/conversations',
  'twin/profile',
  'login',
  'signup',
  'register',
  'index.html',
];
const sections = new Set(SECTIONS);

/** Whether `pathname` is a page of the app other than a profile (/{username}) or a twin chat. */
export function isAppPath(pathname: string): boolean {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  if (sections.has(path)) return true;
  // /chat/{threadId}, /twin/conversations/{threadId}, /knowledge/documents/{id}, /projects/{id},
  // /{username}/documents/{id}
  return /^(?:chat|twin\/conversations|knowledge\/documents|projects|[^/]+\/documents)\/[^/]+$/.test(path);
}

export const APP_SECTIONS: readonly string[] = SECTIONS;
