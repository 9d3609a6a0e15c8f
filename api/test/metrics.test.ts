/**
 * The operator's metrics (monitoring/metrics.ts, http/metrics-page.ts): at /metrics only with
 * METRICS_TOKEN as a bearer token, in Prometheus' text format, with the requests by route and
 * status, the answers' first words and tokens by model, live answers, the reading queue, the
 * database, and the process. `.ci/run` checks the page with promtool.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMetrics } from '../src/monitoring/metrics.js';
import { answered, signedUp, startTestApp, type TestApp } from './support/test-app.js';

const TOKEN = 'metrics-token-0123456789';
let t: TestApp;
let off: TestApp;
beforeAll(async () => {
  [t, off] = await Promise.all([startTestApp({ METRICS_TOKEN: TOKEN }), startTestApp()]);
});
afterAll(async () => {
  await Promise.all([t.close(), off.close()]);
});

/** The value of one sample of the page (`name{labels}`), or undefined. */
function sample(page: string, series: string): number | undefined {
  const line = page.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

async function scrape(app: TestApp, token = TOKEN) {
  return app.client().raw('GET', '/metrics', { headers: { authorization: `Bearer ${token}` } });
}

describe('/metrics', () => {
  it('is not there without METRICS_TOKEN, and refuses a scraper without the token', async () => {
    expect((await scrape(off)).status).toBe(404);
    expect((await t.client().raw('GET', '/metrics')).status).toBe(401);
    const wrong = await scrape(t, `${TOKEN}x`);
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });

  it('counts requests, answers, tokens and the state of the parts, in Prometheus text', async () => {
    const ada = await signedUp(t);
    const thread = (await ada.post('/api/v1/chat/private-brain/start', {})).body.thread_id as string;
    await answered(ada, thread, 'remember that I love climbing');
    await t.app.services.chat.runs.settled();

    const res = await scrape(t);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const page = await res.text();

    expect(sample(page, 'duet_http_requests_total{method="POST",route="/api/v1/auth/register",status="201"}')).toBe(1);
    expect(sample(page, 'duet_http_requests_total{method="GET",route="/api/v1/chat/stream",status="200"}')).toBe(1);
    expect(
      sample(page, 'duet_http_request_duration_seconds_count{method="GET",route="/api/v1/chat/stream",status="200"}'),
    ).toBe(1);
    // By provider (the model's connection: the offline brain's is "Built in") and model.
    expect(sample(page, 'duet_answer_first_token_seconds_count{provider="Built in",model="duet-local"}')).toBe(1);
    expect(
      sample(
        page,
        'duet_model_tokens_total{provider="Built in",model="duet-local",purpose="answer",direction="output"}',
      ),
    ).toBeGreaterThan(0);
    expect(sample(page, 'duet_live_answers')).toBe(0);
    expect(sample(page, 'duet_database_up')).toBe(1);
    expect(sample(page, 'duet_document_queue{state="queued"}')).toBe(0);
    expect(sample(page, 'duet_process_cpu_user_seconds_total')).toBeGreaterThan(0);
    // No Redis configured: no Redis series, rather than a "down" one; SQLite has no pool.
    expect(page).not.toMatch(/^duet_redis_up /m);
    if (t.config.database.kind === 'sqlite') expect(page).not.toMatch(/^duet_database_pool/m);
    else {
      // Both pools have served this test: their connections are open, none waits.
      for (const pool of ['sql', 'prisma']) {
        const open = ['busy', 'idle'].map((state) =>
          sample(page, `duet_database_pool_connections{pool="${pool}",state="${state}"}`)!,
        );
        expect(open[0]! + open[1]!).toBeGreaterThan(0);
        expect(sample(page, `duet_database_pool_waiting{pool="${pool}"}`)).toBe(0);
      }
    }
    // Never a person's words or a token.
    expect(page).not.toContain('climbing');
    expect(page).not.toContain(TOKEN);
  });
});

describe('the gauges of the parts', () => {
  it('show the PostgreSQL pool and Redis as their sources see them at each scrape', async () => {
    const now = { open: 4, idle: 1, waiting: 2, redis: true };
    const metrics = createMetrics({
      liveRuns: () => 3,
      documentQueue: async () => ({ queued: 5, reading: 1 }),
      database: async () => true,
      redis: () => now.redis,
      pools: () => ({ sql: now, prisma: { open: 2, idle: 2, waiting: 0 } }),
    });
    let page = await metrics.registry!.metrics();
    expect(sample(page, 'duet_database_pool_connections{pool="sql",state="busy"}')).toBe(3);
    expect(sample(page, 'duet_database_pool_connections{pool="sql",state="idle"}')).toBe(1);
    expect(sample(page, 'duet_database_pool_waiting{pool="sql"}')).toBe(2);
    expect(sample(page, 'duet_database_pool_connections{pool="prisma",state="idle"}')).toBe(2);
    expect(sample(page, 'duet_redis_up')).toBe(1);
    expect(sample(page, 'duet_document_queue{state="queued"}')).toBe(5);
    Object.assign(now, { open: 10, idle: 0, waiting: 7, redis: false });
    page = await metrics.registry!.metrics();
    expect(sample(page, 'duet_database_pool_connections{pool="sql",state="busy"}')).toBe(10);
    expect(sample(page, 'duet_database_pool_waiting{pool="sql"}')).toBe(7);
    expect(sample(page, 'duet_redis_up')).toBe(0);
  });
});
