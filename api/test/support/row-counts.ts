/** How many rows each table of the data model has: every model of prisma/schema.prisma, so a table added later is counted too. */
import { Prisma, type Db } from '../../src/db/client.js';

const COUNTS = `SELECT ${Object.values(Prisma.ModelName)
  .map((m) => `(SELECT COUNT(*) FROM "${m}") AS "${m}"`)
  .join(', ')}`;

/** One statement, on SQLite and PostgreSQL alike: {Model: rows}. */
export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const [row] = await db.$queryRawUnsafe<Array<Record<string, number | bigint>>>(COUNTS);
  return Object.fromEntries(Object.entries(row!).map(([k, v]) => [k, Number(v)]));
}

/**
 * The same once the answers' background work settled and the usage waiting to be written is
 * written, without UsageRecord: the embedder records its tokens on its own clock, at any time
 * (api/src/usage/recorder.ts), so a test checks a person's own records by name.
 */
export async function settledRowCounts(t: {
  db: Db;
  app: { services: { chat: { runs: { settled(): Promise<void> } }; usage: { flush(): Promise<void> } } };
}): Promise<Record<string, number>> {
  await t.app.services.chat.runs.settled();
  await t.app.services.usage.flush();
  const { UsageRecord: _writtenAnyTime, ...rest } = await rowCounts(t.db);
  return rest;
}
