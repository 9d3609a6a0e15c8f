/**
 * GET /metrics: Prometheus' text format (monitoring/metrics.ts) for a scraper that sends
 * METRICS_TOKEN as a bearer token. Without a token configured there is no such page (404, as for any
 * unknown address); a wrong or missing token is 401. docs/deployment.md says how to scrape it.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import type { Metrics } from '../monitoring/metrics.js';

const sameToken = (given: string, token: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Refusals in the API's error shape (rest/http-json.ts errorBody). */
type Refuse = (message: string, code: string) => Record<string, unknown>;

export async function metricsPage(
  c: Context,
  metrics: Metrics,
  token: string | null,
  refuse: Refuse,
): Promise<Response> {
  if (!token || !metrics.registry) return c.json(refuse('Not found', 'NOT_FOUND'), 404);
  const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
  if (!sameToken(given, token)) {
    c.header('WWW-Authenticate', 'Bearer realm="metrics"');
    return c.json(refuse('The metrics need their token (METRICS_TOKEN) as a bearer token', 'UNAUTHENTICATED'), 401);
  }
  return c.body(await metrics.registry.metrics(), 200, { 'content-type': metrics.registry.contentType });
}
