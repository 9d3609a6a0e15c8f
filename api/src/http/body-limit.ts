/**
 * The ceiling on a JSON request body, REST and GraphQL alike: Hono's bodyLimit, which refuses a
 * declared Content-Length past it at once and counts a body without one as it arrives. Multipart
 * requests (uploads, imports) pass: they have limits of their own (http/multipart.ts). A declared
 * length is judged from the headers, not by bodyLimit: a departure listed with its figures in
 * docs/decisions/history-page-profile.md.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { said } from '../words/said.js';

/** The largest JSON body Duet reads. */
export const JSON_BODY_LIMIT = 1024 * 1024;
export const TOO_LARGE_MESSAGE = said(
  /*i18n*/ {
    id: 'error.http.body-too-large',
    message: 'Request body is too large (limit 1 MB)',
  },
);

/**
 * `rawBodyPaths`: routes that read a raw body of their own under their own cap (a recording:
 * http/raw-body.ts), passed like multipart requests: a path, or a pattern for routes with a
 * parameter (a twin's username).
 */
export function jsonBodyLimit(
  tooLarge: (c: Context) => Response,
  rawBodyPaths: readonly (string | RegExp)[] = [],
): MiddlewareHandler {
  const limit = bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: tooLarge });
  return async (c, next) => {
    if (/^multipart\//i.test(c.req.header('content-type') ?? '')) return next();
    const path = c.req.path;
    if (rawBodyPaths.some((raw) => (typeof raw === 'string' ? raw === path : raw.test(path)))) return next();
    // A request without a body, or one that declares its length, is judged here as bodyLimit
    // judges it, from the method and headers alone: bodyLimit asks for the body as a stream first,
    // and on @hono/node-server that builds a second, full Request whose stream the handler then
    // reads instead of the socket (bench/RESULTS.md, the history page).
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    const length = c.req.header('content-length');
    if (length !== undefined && c.req.header('transfer-encoding') === undefined) {
      return parseInt(length || '0', 10) > JSON_BODY_LIMIT ? tooLarge(c) : next();
    }
    return limit(c, next);
  };
}
