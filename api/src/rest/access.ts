/**
 * Access-token scopes on REST: auth/access.ts decides, as it does for GraphQL's scopes
 * (schema/builder.ts). The GETs that send a message ask it themselves (http/csrf.ts assertMayWrite).
 */
import type { MiddlewareHandler } from 'hono';
import { assertScope } from '../auth/access.js';
import { isAdmin } from '../auth/roles.js';
import { NotFoundError } from '../errors/domain-errors.js';
import type { RestEnv } from './router.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Signing in, up and out, resetting a password and following the link that confirms a new e-mail
 * act for nobody yet (or end the credential itself), as in GraphQL (schema/auth.ts,
 * schema/account-changes.ts); refresh is account management (rest/auth.ts).
 */
const SIGN_IN_FLOW =
  /^\/api\/v1\/(auth\/(register|login|sign-in-link|logout|check-username|check-email|forgot-password|reset-password)|account\/email\/confirm)$/;

/** On every route: a request that changes data refuses a read-only token (403). */
export const changeData: MiddlewareHandler<RestEnv> = async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method) && !SIGN_IN_FLOW.test(c.req.path)) {
    assertScope(c.var.ctx.session, 'changeData');
  }
  await next();
};

/** On an account-management route: refuses every access token (403). */
export const manageAccount: MiddlewareHandler<RestEnv> = async (c, next) => {
  assertScope(c.var.ctx.session, 'manageAccount');
  await next();
};

/** On the admins' routes (/api/v1/admin/…): to anyone else they do not exist (404). */
export const adminOnly: MiddlewareHandler<RestEnv> = async (c, next) => {
  if (!isAdmin(c.var.ctx.viewer)) throw new NotFoundError(`No such API route: ${c.req.method} ${c.req.path}`);
  await next();
};
