/**
 * Whether the database answers: one round trip on Prisma's own connection, the one the app's
 * writes go through. Readiness (/readyz in app.ts, beside schema-probe.ts and write-probe.ts) and
 * the status page (monitoring/status.ts) and the metrics (monitoring/metric-sources.ts) ask it; it throws when the database cannot be reached.
 */
import type { Db } from './client.js';

export async function pingDatabase(db: Db): Promise<void> {
  await db.$queryRawUnsafe('SELECT 1');
}
