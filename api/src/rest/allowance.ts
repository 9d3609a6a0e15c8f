/**
 * The request allowance on REST (limits/request-allowance.ts): every request costs 1 point, charged
 * before its route runs; past the allowance it is refused 429 with Retry-After in REST's error
 * shape, and nothing runs. A file's bytes (a picture on a page, an attachment) cost nothing, as the
 * web app's own files cost nothing: the fields are still sent. docs/decisions/api-allowance.md.
 * The middleware hands on the response it holds rather than setting it again (Hono's setter copies
 * it): docs/decisions/history-page-profile.md.
 */
import type { MiddlewareHandler } from 'hono';
import { allowanceRefusal } from '../limits/request-allowance.js';
import { chargeRequest, withAllowanceHeaders } from '../http/request-allowance.js';
import { errorResponse } from './http-json.js';
import type { RestEnv } from './router.js';

const FILE_BYTES = /^\/api\/v1\/upload\/files\/[^/]+$/;

export const costOfRoute = (method: string, path: string) =>
  (method === 'GET' || method === 'HEAD') && FILE_BYTES.test(path) ? 0 : 1;

export const chargeRoute: MiddlewareHandler<RestEnv> = async (c, next) => {
  const ctx = c.var.ctx;
  const state = await chargeRequest(ctx, costOfRoute(c.req.method, c.req.path));
  if (!state.granted) {
    return withAllowanceHeaders(errorResponse(c, allowanceRefusal(state), ctx.services.logger), state);
  }
  await next();
  const res = withAllowanceHeaders(c.res, state);
  // Hono's setter copies the response (its body as a stream) even when it is the same one.
  if (res !== c.res) c.res = res;
};
