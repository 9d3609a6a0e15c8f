/**
 * Which REST operations the tests drive against the OpenAPI document, and which they do not and
 * why: api/test/openapi-answers*.test.ts each hold themselves to their list, and openapi.test.ts
 * checks that together they account for every operation of the document, every GET among the
 * driven ones.
 */

/** Driven by openapi-answers.test.ts: the person's own side. */
export const DRIVEN_PERSONAL = [
  'POST /auth/register',
  'POST /auth/login',
  'POST /auth/sign-in-link',
  'GET /auth/sign-up-options',
  'GET /auth/me',
  'POST /auth/refresh',
  'POST /auth/logout',
  'POST /auth/check-username',
  'POST /auth/check-email',
  'POST /auth/forgot-password',
  'POST /auth/reset-password',
  'GET /auth/options',
  'GET /auth/oidc/start',
  'GET /auth/oidc/callback',
  'DELETE /account',
  'POST /account/onboarding/finish',
  'PUT /account/theme',
  'GET /account/instructions',
  'PUT /account/instructions',
  'GET /account/email',
  'POST /account/email',
  'POST /account/email/resend',
  'DELETE /account/email',
  'POST /account/email/confirm',
  'GET /account/export',
  'GET /chat/threads',
  'POST /chat/threads',
  'GET /chat/threads/search',
  'GET /chat/threads/{id}',
  'PATCH /chat/threads/{id}',
  'DELETE /chat/threads/{id}',
  'GET /chat/threads/{id}/count',
  'GET /chat/threads/{id}/history',
  'POST /chat/threads/{id}/viewed',
  'POST /chat/threads/{id}/stop',
  'GET /chat/threads/{id}/export',
  'POST /chat/threads/{id}/share',
  'POST /chat/private-brain/start',
  'POST /chat/profile-pal/start',
  'GET /chat/profile-pal/progress',
  'PUT /chat/steps/{id}/feedback',
  'POST /chat/steps/{id}/select',
  'GET /chat/stream',
  'DELETE /chat/shares/{token}',
  'GET /shares',
  'POST /upload/files',
  'GET /upload/files/{id}',
  'GET /upload/files/{id}/document',
  'POST /import',
  'GET /profile',
  'PUT /profile',
  'GET /profile/public/{username}',
  'POST /profile/upload-picture',
  'POST /profile/photos',
  'GET /openapi.json',
  'GET /docs',
];

/** Driven by openapi-answers-more.test.ts: documents, projects, the twin, tools, the admin. */
export const DRIVEN_MORE: string[] = [];

/** Operations no test drives here, each with the reason. */
export const NOT_DRIVEN: Record<string, string> = {};
