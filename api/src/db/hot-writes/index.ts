/**
 * Hot writes: plain SQL in a transaction, straight through the SQLite driver adapter, or through
 * Prisma's raw queries (PostgreSQL, and SQLite with DB_WRITE_PATH=prisma). Why, with figures, and
 * the contract: README.md.
 */
// The client's types from the generated client itself: client.ts imports this folder, not the other way round.
import type { PrismaClient as Db, Prisma } from '../generated/sqlite/client.js';
import { numberPlaceholders, toSqlite, type SqlValue } from '../sql-values.js';
import type { SqliteDriver } from '../sqlite-transactions/index.js';

export type { SqlValue };

/** SQL with `?` placeholders, run inside one transaction. */
export interface SqlExec {
  rows<T extends Record<string, unknown>>(sql: string, values?: SqlValue[]): Promise<T[]>;
  /** Runs a statement; the number of rows it changed. */
  run(sql: string, values?: SqlValue[]): Promise<number>;
}

const drivers = new WeakMap<Db, SqliteDriver>();

/** Lets writeTransaction() reach this client's SQLite connection directly (db/client.ts). */
export function registerSqliteDriver(db: Db, driver: SqliteDriver) {
  drivers.set(db, driver);
}

export type DbKind = 'sqlite' | 'postgres';

/**
 * For SQL whose values need PostgreSQL casts (a VALUES list has no columns to type them by):
 * placeholders numbered and cast for PostgreSQL, `?` for SQLite, values converted for each.
 */
export function rawParams(kind: DbKind) {
  let n = 0;
  const values: unknown[] = [];
  const p = (value: SqlValue, cast: 'text' | 'integer' | 'boolean' | 'jsonb' | 'timestamp(3)') => {
    values.push(kind === 'postgres' ? value : toSqlite(value));
    return kind === 'postgres' ? `$${++n}::${cast}` : '?';
  };
  return { p, values };
}

/** Prisma's provider of a client or of its transaction client. */
const isPostgres = (db: Db | Prisma.TransactionClient) => (db as unknown as { _activeProvider?: string })._activeProvider === 'postgresql';

/** SQL on Prisma's transaction client (raw queries: no query building, but Prisma's engine still runs). */
export function prismaExec(tx: Prisma.TransactionClient): SqlExec {
  const pg = isPostgres(tx);
  const prepare = (sql: string, values: SqlValue[]): [string, unknown[]] => {
    return pg ? [numberPlaceholders(sql), values] : [sql, values.map(toSqlite)];
  };
  return {
    rows: <T,>(sql: string, values: SqlValue[] = []) => {
      const [text, args] = prepare(sql, values);
      return tx.$queryRawUnsafe<T[]>(text, ...args);
    },
    run: (sql, values = []) => {
      const [text, args] = prepare(sql, values);
      return tx.$executeRawUnsafe(text, ...args);
    },
  } as SqlExec;
}

/** `fn`'s statements in one transaction, committed when it returns, rolled back when it throws. */
export async function writeTransaction<T>(db: Db, fn: (exec: SqlExec) => Promise<T>): Promise<T> {
  const driver = drivers.get(db);
  if (!driver) return db.$transaction((tx) => fn(prismaExec(tx)));
  // The driver is Prisma's own connection, opened with the client.
  if (!driver.connected()) await db.$connect();
  const tx = await driver.startTransaction();
  const untyped = (values: SqlValue[]) => ({
    args: values.map(toSqlite),
    argTypes: values.map(() => ({ scalarType: 'unknown' as const, arity: 'scalar' as const })),
  });
  const exec: SqlExec = {
    async rows<R extends Record<string, unknown>>(sql: string, values: SqlValue[] = []) {
      const result = await tx.queryRaw({ sql, ...untyped(values) });
      return result.rows.map((row) => Object.fromEntries(result.columnNames.map((name, i) => [name, row[i]])) as R);
    },
    run: (sql, values = []) => tx.executeRaw({ sql, ...untyped(values) }),
  };
  try {
    const result = await fn(exec);
    await tx.executeRaw({ sql: 'COMMIT', args: [], argTypes: [] });
    await tx.commit();
    return result;
  } catch (error) {
    await tx.executeRaw({ sql: 'ROLLBACK', args: [], argTypes: [] }).catch(() => undefined);
    await tx.rollback();
    throw error;
  }
}
