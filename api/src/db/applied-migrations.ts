/**
 * The newest migration Prisma finished applying to a database other than the app's own: a
 * backup's SQLite file, or the PostgreSQL database pg_dump has just copied (operations/backup.ts).
 * Asked by a typed statement over Prisma's bookkeeping table (schema-probe.ts asks the app's own
 * database the same), on a connection opened for the question and closed after.
 */
import Database from 'better-sqlite3';
import { postgresRows, sqliteStatements } from './typed-sql/own-connection.js';
import { statement } from './typed-sql/statement.js';

/** Prisma's `_prisma_migrations`, as far as these questions read it. */
type PrismaMigrations = {
  _prisma_migrations: { migration_name: string; finished_at: Date | null; rolled_back_at: Date | null };
};

const newestApplied = statement((qb) =>
  qb
    .withTables<PrismaMigrations>()
    .selectFrom('_prisma_migrations')
    .select('migration_name as name')
    .where('finished_at', 'is not', null)
    .orderBy('migration_name', 'desc')
    .limit(1),
);

/** The newest migration applied to an SQLite file (opened read-only); null without any. */
export function newestAppliedInSqlite(file: string): string | null {
  const db = new Database(file, { readonly: true });
  try {
    return sqliteStatements(db).rows(newestApplied, {})[0]?.name ?? null;
  } finally {
    db.close();
  }
}

/** The newest migration applied to a PostgreSQL database; null without any. */
export async function newestAppliedInPostgres(url: string): Promise<string | null> {
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: url });
  await client.connect();
  try {
    return (await postgresRows(client, newestApplied, {}))[0]?.name ?? null;
  } finally {
    await client.end();
  }
}
