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
