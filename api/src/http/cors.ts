/**
 * CORS for the API: none by default (same-origin only, not a single Access-Control header).
 * Origins named in CORS_ORIGINS get credentialed CORS through Hono's middleware; an origin is
 * never reflected unless it is on that list, and `*` is never sent.
 */
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { OriginPolicy } from './csrf.js';
import { ALLOWANCE_HEADERS } from './request-allowance.js';

export function apiCors(policy: OriginPolicy): MiddlewareHandler {
  const named = cors({
    origin: (origin) => (policy.trusted.has(origin) ? origin : null),
    credentials: true,
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowHeaders: ['authorization', 'content-type', 'accept', 'last-event-id', 'x-duet-csrf', 'x-duet-anon-id'],
    exposeHeaders: [
      'retry-after',
      'content-disposition',
      'x-duet-export-conversations',
      'x-duet-export-files',
      'duet-speech-parts',
      'duet-speech-seconds',
      ...ALLOWANCE_HEADERS,
    ],
    maxAge: 600,
  });
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (origin !== undefined && policy.trusted.has(origin)) return named(c, next);
    // A preflight from anywhere else gets an answer without any permission in it.
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      return c.body(null, 204);
    }
    await next();
  };
}
