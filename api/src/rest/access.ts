/**
 * Access-token scopes on REST: auth/access.ts decides, as it does for GraphQL's scopes
 * (schema/builder.ts). The GETs that send a message ask it themselves (http/csrf.ts assertMayWrite).
 */
import type { MiddlewareHandler } from 'hono';
import { assertScope } from '../auth/access.js';
import type { RestEnv } from './router.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Any token may end itself, a read-only one too. */
const LOGOUT = '/api/v1/auth/logout';

/** On every route: a request that changes data refuses a read-only token (403). */
export const changeData: MiddlewareHandler<RestEnv> = async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method) && c.req.path !== LOGOUT)
    assertScope(c.var.ctx.session, 'changeData');
  await next();
};

/** On an account-management route: refuses every access token (403). */
export const manageAccount: MiddlewareHandler<RestEnv> = async (c, next) => {
  assertScope(c.var.ctx.session, 'manageAccount');
  await next();
};
