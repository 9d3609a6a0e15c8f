/**
 * Prisma client factory: SQLite (better-sqlite3 adapter) by default,
 * PostgreSQL (pg adapter) when DATABASE_URL is postgres://. Both generated
 * clients come from the same data model, so the app types against one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import type { Config } from '../config.js';
import type { Logger } from '../logging/logger.js';
import { registerSqliteDriver } from './hot-writes/index.js';
import { sqliteAdapter } from './sqlite-transactions/index.js';
import { PrismaClient as SqliteClient } from './generated/sqlite/client.js';
import { PrismaClient as PostgresClient } from './generated/postgres/client.js';

export type Db = SqliteClient;
export { Prisma } from './generated/sqlite/client.js';

/**
 * The listener for a pg pool's 'error' events (an idle connection the server ended): logs the
 * first of an outage, not one line per pooled connection.
 */
export function connectionErrorLog(logger: Logger | undefined, pool: string): (error: Error) => void {
  let last = 0;
  return (error) => {
    if (Date.now() - last < 10_000) return;
    last = Date.now();
    logger?.warn({ err: error }, `database connection lost (${pool}): the pool reconnects when queries need it`);
  };
}

/** Prisma's own pool on PostgreSQL, by client, for the metrics (monitoring/metric-sources.ts). */
const prismaPools = new WeakMap<Db, pg.Pool>();
export const prismaPool = (db: Db): pg.Pool | undefined => prismaPools.get(db);

export function createDb(database: Config['database'], logger?: Logger): Db {
  if (database.kind === 'sqlite') {
    const file = database.sqlitePath!;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Transactions that end even when SQLite rolled them back itself (a full disk): sqlite-transactions/README.md.
    const { factory, driver } = sqliteAdapter(file);
    const client = new SqliteClient({ adapter: factory });
    // The hot writes go straight to this connection (hot-writes/README.md).
    registerSqliteDriver(client, driver);
    // WAL (set by the read layer's connection, sql-reader.ts, and kept in the file) with synchronous=NORMAL:
    // a commit no longer waits for an fsync (the WAL is synced at checkpoints). The database stays
    // consistent after a crash; only the last commits before a power loss could be lost. This is
    // the first statement on Prisma's single connection, so everything after runs with it.
    void client.$executeRawUnsafe('PRAGMA synchronous = NORMAL').catch(() => undefined);
    // What is deleted (a temporary chat, a conversation, an account) is overwritten with zeros in the
    // file, not left in free pages for anyone who copies it (chat/temporary-chats.ts).
    void client.$executeRawUnsafe('PRAGMA secure_delete = ON').catch(() => undefined);
    // A cap on the file's size (SQLITE_MAX_BYTES): past it, writes fail as on a full disk (507).
    if (database.sqliteMaxBytes) {
      void client
        .$queryRawUnsafe<{ page_size: number | bigint }[]>('PRAGMA page_size')
        .then(([row]) =>
          client.$queryRawUnsafe(
            `PRAGMA max_page_count = ${Math.max(1, Math.floor(database.sqliteMaxBytes! / Number(row?.page_size ?? 4096)))}`,
          ),
        )
        .catch(() => undefined);
    }
    return client;
  }
  // The adapter's pool listens for its idle connections' errors itself; these log them.
  const onError = connectionErrorLog(logger, 'Prisma');
  // Our pool, handed to the adapter (which ends it on $disconnect), so the metrics can read it.
  const pool = new pg.Pool({ connectionString: database.url, max: 10 });
  const client = new PostgresClient({
    adapter: new PrismaPg(pool, { onPoolError: onError, onConnectionError: onError, disposeExternalPool: true }),
  });
  // Same models, same API: the two generated clients differ only in their provider.
  prismaPools.set(client as unknown as Db, pool);
  return client as unknown as Db;
}
