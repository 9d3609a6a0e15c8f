/**
 * The ceiling on a JSON request body, REST and GraphQL alike: Hono's bodyLimit, which refuses a
 * declared Content-Length past it at once and counts a body without one as it arrives. Multipart
 * requests (uploads, imports) pass: they have limits of their own (http/multipart.ts).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/** The largest JSON body Duet reads. */
export const JSON_BODY_LIMIT = 1024 * 1024;
export const TOO_LARGE_MESSAGE = 'Request body is too large (limit 1 MB)';

export function jsonBodyLimit(tooLarge: (c: Context) => Response): MiddlewareHandler {
  const limit = bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: tooLarge });
  return (c, next) => (/^multipart\//i.test(c.req.header('content-type') ?? '') ? next() : limit(c, next));
}
