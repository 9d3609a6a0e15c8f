/**
 * Prometheus metrics (prom-client) for an operator's scraper, at /metrics when METRICS_TOKEN is set
 * (docs/deployment.md): requests by route and status with their durations (http/request-log.ts),
 * live answers, time to an answer's first words and tokens by provider and model
 * (chat/runs/run-executor.ts, usage/recorder.ts), the document reading queue, the database (its
 * pool on PostgreSQL) and Redis, and the process's own.
 * Each app has its own registry; without a token nothing is collected (noMetrics).
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { UsageEntry, UsageSink } from '../usage/recorder.js';
import { currentUsage } from '../usage/usage-context.js';
import type { PoolConnections } from '../db/sql-reader.js';

/** What the gauges read at each scrape. */
export interface MetricSources {
  liveRuns(): number;
  /** Documents waiting to be read, and being read now. */
  documentQueue(): Promise<{ queued: number; reading: number }>;
  database(): Promise<boolean>;
  /** null: no Redis configured. */
  redis(): boolean | null;
  /** The connection pools on PostgreSQL, by name (sql: db/sql-reader.ts, prisma: db/client.ts); null: SQLite. */
  pools: (() => Record<string, PoolConnections>) | null;
}

export interface Metrics {
  /** null: metrics are off. */
  registry: Registry | null;
  request(method: string, route: string, status: number, seconds: number): void;
  /** `provider`: the model's connection by name (none known: "unknown"). */
  firstToken(model: string, provider: string | undefined, seconds: number): void;
  /** A usage sink that counts tokens by provider, model and purpose, then hands each entry on. */
  countingTokens(sink: UsageSink): UsageSink;
}

/** The provider label of a call whose connection is not known (the embedder's, a model from the environment without the catalog). */
const UNKNOWN = 'unknown';

export const noMetrics: Metrics = {
  registry: null,
  request: () => undefined,
  firstToken: () => undefined,
  countingTokens: (sink) => sink,
};

export function createMetrics(sources: MetricSources): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'duet_' });
  // Gauges prom-client names like counters (…_total), which Prometheus' own checks refuse.
  for (const name of ['active_handles_total', 'active_requests_total', 'active_resources_total']) {
    registry.removeSingleMetric(`duet_nodejs_${name}`);
  }
  const requests = new Counter({
    name: 'duet_http_requests_total',
    help: 'HTTP requests by method, matched route and status.',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'duet_http_request_duration_seconds',
    help: 'Time to the response (its headers, for a stream), by method, matched route and status.',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const firstTokens = new Histogram({
    name: 'duet_answer_first_token_seconds',
    help: 'Time from a message sent to the first words of its answer, by provider (connection) and model.',
    labelNames: ['provider', 'model'],
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 4, 8, 16, 32],
    registers: [registry],
  });
  const tokens = new Counter({
    name: 'duet_model_tokens_total',
    help: 'Tokens of model calls by provider (connection), model, purpose (answer, twin_reply, title, judgement, summary, embedding) and direction.',
    labelNames: ['provider', 'model', 'purpose', 'direction'],
    registers: [registry],
  });
  new Gauge({
    name: 'duet_live_answers',
    help: 'Answers being written by this process now.',
    registers: [registry],
    collect() {
      this.set(sources.liveRuns());
    },
  });
  new Gauge({
    name: 'duet_document_queue',
    help: 'Documents waiting to be read (queued) and being read (reading), all processes.',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      const queue = await sources.documentQueue().catch(() => null);
      if (!queue) return;
      this.set({ state: 'queued' }, queue.queued);
      this.set({ state: 'reading' }, queue.reading);
    },
  });
  new Gauge({
    name: 'duet_database_up',
    help: '1 when the database answers, else 0.',
    registers: [registry],
    async collect() {
      this.set((await sources.database().catch(() => false)) ? 1 : 0);
    },
  });
  const pools = sources.pools;
  if (pools) {
    new Gauge({
      name: 'duet_database_pool_connections',
      help: "Connections of the pools on PostgreSQL (sql: reads and hot writes; prisma: Prisma's), by state: busy or idle.",
      labelNames: ['pool', 'state'],
      registers: [registry],
      collect() {
        for (const [pool, now] of Object.entries(pools())) {
          this.set({ pool, state: 'busy' }, now.open - now.idle);
          this.set({ pool, state: 'idle' }, now.idle);
        }
      },
    });
    new Gauge({
      name: 'duet_database_pool_waiting',
      help: 'Queries waiting for a connection of a pool on PostgreSQL.',
      labelNames: ['pool'],
      registers: [registry],
      collect() {
        for (const [pool, now] of Object.entries(pools())) this.set({ pool }, now.waiting);
      },
    });
  }
  // Only with Redis configured: none is not "down".
  if (sources.redis() !== null) {
    new Gauge({
      name: 'duet_redis_up',
      help: '1 when Redis is connected, else 0 (REDIS_URL).',
      registers: [registry],
      collect() {
        this.set(sources.redis() ? 1 : 0);
      },
    });
  }

  const count = (entry: UsageEntry) => {
    const labels = { provider: entry.provider ?? UNKNOWN, model: entry.model, purpose: entry.purpose };
    if (entry.inputTokens > 0) tokens.inc({ ...labels, direction: 'input' }, entry.inputTokens);
    if (entry.outputTokens > 0) tokens.inc({ ...labels, direction: 'output' }, entry.outputTokens);
  };
  return {
    registry,
    request(method, route, status, seconds) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
    firstToken: (model, provider, seconds) => firstTokens.observe({ provider: provider ?? UNKNOWN, model }, seconds),
    countingTokens: (sink) => ({
      record(entry) {
        count(entry);
        sink.record(entry);
      },
      recordHere(call) {
        // Whose and what for, from the work running now (usage/usage-context.ts), as the sink does.
        const entry = { ...currentUsage(), ...call };
        count(entry);
        sink.record(entry);
      },
    }),
  };
}
