/** What the metrics' gauges read at each scrape (metrics.ts): from the database, the run engine and Redis. */
import { prismaPool, type Db } from '../db/client.js';
import { pingDatabase } from '../db/ping.js';
import type { PoolConnections, SqlReader } from '../db/sql-reader.js';
import type pg from 'pg';

/** PostgreSQL's two pools: the read layer's (reads, hot writes) and Prisma's (the rest). */
function pools(sql: Pick<SqlReader, 'connections'>, prisma: pg.Pool | undefined): Record<string, PoolConnections> {
  return {
    ...(sql.connections ? { sql: sql.connections() } : {}),
    ...(prisma ? { prisma: { open: prisma.totalCount, idle: prisma.idleCount, waiting: prisma.waitingCount } } : {}),
  };
}
import type { RedisLink } from '../realtime/redis-link.js';
import type { MetricSources } from './metrics.js';

export function metricSources(deps: {
  db: Db;
  /** The read layer, whose pool on PostgreSQL serves the reads and the hot writes. */
  sql: Pick<SqlReader, 'connections'>;
  liveRuns: () => number;
  redisLink?: RedisLink;
}): MetricSources {
  const { db } = deps;
  return {
    liveRuns: deps.liveRuns,
    documentQueue: async () => {
      // One statement a scrape for both states.
      const rows = await db.document.groupBy({
        by: ['status'],
        where: { status: { in: ['queued', 'reading'] } },
        _count: { _all: true },
      });
      const count = (status: string) => rows.find((r) => r.status === status)?._count._all ?? 0;
      return { queued: count('queued'), reading: count('reading') };
    },
    database: async () => {
      await pingDatabase(db);
      return true;
    },
    redis: () => (deps.redisLink ? deps.redisLink.ready : null),
    pools: deps.sql.connections ? () => pools(deps.sql, prismaPool(db)) : null,
  };
}
