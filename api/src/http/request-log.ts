/**
 * One log line per request: its method, the route it matched (never the address itself, whose
 * query may hold a message or a token), its status and duration, the request id and the signed-in
 * person's id. The id comes from the client's `X-Request-Id` when it is a plain token, else it is
 * made here; the answer echoes it, and every line the request causes carries it
 * (logging/request-scope.ts). Health probes log at debug, so they do not drown the rest. The same
 * route, status and duration go to the metrics (monitoring/metrics.ts), and with traces on to the
 * request's span (request-span.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Logger } from '../logging/logger.js';
import { withRequestId } from '../logging/request-scope.js';
import { noMetrics, type Metrics } from '../monitoring/metrics.js';
import { inRequestSpan } from './request-span.js';

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** What a client's id may be: letters, digits and . _ - :, up to 128 characters. */
const CLIENT_ID = /^[\w.:-]{1,128}$/;
const PROBES = new Set(['/healthz', '/readyz']);

/**
 * The pattern of the handler that answered (`/api/v1/chat/threads/:id`; `/*` for the web app's
 * pages): read once the chain has run, when Hono's route index is the last handler it called.
 */
const routeOf = (c: Context): string => routePath(c);

export function requestLog(
  logger: Logger,
  metrics: Pick<Metrics, 'request'> = noMetrics,
  traced = false,
): MiddlewareHandler {
  return async (c, next) => {
    const given = c.req.header(REQUEST_ID_HEADER);
    const requestId = given && CLIENT_ID.test(given) ? given : randomUUID();
    const started = performance.now();
    // Traces off: no span, not even the API's no-op one.
    let endSpan: ((route: string, status: number) => void) | undefined;
    if (traced) endSpan = await withRequestId(requestId, () => inRequestSpan(c.req.raw, requestId, next));
    else await withRequestId(requestId, next);
    try {
      c.res.headers.set(REQUEST_ID_HEADER, requestId);
    } catch {
      // An answer whose headers are frozen (a fetched one): copied once to name the request.
      c.res = new Response(c.res.body, c.res);
      c.res.headers.set(REQUEST_ID_HEADER, requestId);
    }
    const seconds = (performance.now() - started) / 1000;
    const route = routeOf(c);
    metrics.request(c.req.method, route, c.res.status, seconds);
    endSpan?.(route, c.res.status);
    const probe = PROBES.has(c.req.path);
    if (!logger.isLevelEnabled(probe ? 'debug' : 'info')) return;
    const viewer = (c.get('ctx') as { viewer?: { id: string } | null } | undefined)?.viewer;
    const line = {
      requestId,
      method: c.req.method,
      route,
      status: c.res.status,
      ms: Math.round(seconds * 10_000) / 10,
      ...(viewer ? { userId: viewer.id } : {}),
    };
    if (probe) logger.debug(line, 'request');
    else logger.info(line, 'request');
  };
}
