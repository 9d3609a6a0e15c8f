/** What the metrics' gauges read at each scrape (metrics.ts): from the database, the run engine and Redis. */
import type { Db } from '../db/client.js';
import { pingDatabase } from '../db/ping.js';
import type { RedisLink } from '../realtime/redis-link.js';
import type { MetricSources } from './metrics.js';

export function metricSources(deps: { db: Db; liveRuns: () => number; redisLink?: RedisLink }): MetricSources {
  const { db } = deps;
  return {
    liveRuns: deps.liveRuns,
    documentQueue: async () => {
      const [queued, reading] = await Promise.all([
        db.document.count({ where: { status: 'queued' } }),
        db.document.count({ where: { status: 'reading' } }),
      ]);
      return { queued, reading };
    },
    database: async () => {
      await pingDatabase(db);
      return true;
    },
    redis: () => (deps.redisLink ? deps.redisLink.ready : null),
  };
}
