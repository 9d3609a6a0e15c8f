/**
 * Hot writes: statements (typed-sql/) in one transaction, straight to the driver: on SQLite through
 * the driver adapter's transaction on Prisma's own connection, on PostgreSQL on the read layer's
 * pool. Why, with figures, and the contract: README.md.
 */
// The client's types from the generated client itself: client.ts imports this folder, not the other way round.
import type pg from 'pg';
import type { Compilable } from 'kysely';
import { databaseError } from '../../errors/database-errors.js';
import type { PrismaClient as Db } from '../generated/sqlite/client.js';
import { statementName, toPostgres, toSqlite, type SqlValue } from '../sql-values.js';
import type { SqliteDriver } from '../sqlite-transactions/index.js';
import { queryBuilder, type DbKind, type QueryBuilder, type Statement } from '../typed-sql/statement.js';

export type { DbKind, SqlValue };

/** Statements run inside one transaction. */
export interface SqlExec {
  readonly kind: DbKind;
  /** A statement's rows (its RETURNING list), named and typed. */
  rows<A, R>(statement: Statement<A, R>, args: A): Promise<R[]>;
  /** Runs a statement; the number of rows it changed. */
  run<A, R>(statement: Statement<A, R>, args: A): Promise<number>;
  /** Runs a query built for this one call (a shape that is seldom the same twice: imports' batches). */
  runOnce(build: (qb: QueryBuilder) => Compilable<unknown>): Promise<number>;
}

const sqliteDrivers = new WeakMap<Db, SqliteDriver>();
const postgresPools = new WeakMap<Db, pg.Pool>();

/** Lets writeTransaction() reach this client's SQLite connection directly (db/client.ts). */
export function registerSqliteDriver(db: Db, driver: SqliteDriver) {
  sqliteDrivers.set(db, driver);
}

/** The pool the hot writes use on PostgreSQL: the read layer's (db/sql-reader.ts). */
export function registerPostgresPool(db: Db, pool: pg.Pool) {
  postgresPools.set(db, pool);
}

/** `fn`'s statements in one transaction, committed when it returns, rolled back when it throws. */
export async function writeTransaction<T>(db: Db, fn: (exec: SqlExec) => Promise<T>): Promise<T> {
  const driver = sqliteDrivers.get(db);
  if (driver) return sqliteTransaction(db, driver, fn);
  const pool = postgresPools.get(db);
  if (!pool) throw new Error('No driver for the hot writes: the app’s services register it (db/sql-reader.ts)');
  return postgresTransaction(pool, fn);
}

async function sqliteTransaction<T>(db: Db, driver: SqliteDriver, fn: (exec: SqlExec) => Promise<T>): Promise<T> {
  // The driver is Prisma's own connection, opened with the client.
  if (!driver.connected()) await db.$connect();
  const tx = await driver.startTransaction();
  const query = (sql: string, values: unknown[]) => ({
    sql,
    args: values,
    argTypes: values.map(() => ({ scalarType: 'unknown' as const, arity: 'scalar' as const })),
  });
  const exec: SqlExec = {
    kind: 'sqlite',
    async rows(statement, args) {
      const compiled = statement.for('sqlite');
      const result = await tx.queryRaw(query(compiled.sql, compiled.bind(args)));
      return result.rows.map(compiled.decode);
    },
    run(statement, args) {
      const compiled = statement.for('sqlite');
      return tx.executeRaw(query(compiled.sql, compiled.bind(args)));
    },
    runOnce(build) {
      const { sql, parameters } = build(queryBuilder('sqlite')).compile();
      return tx.executeRaw(
        query(
          sql,
          parameters.map((v) => toSqlite(v as SqlValue)),
        ),
      );
    },
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

async function postgresTransaction<T>(pool: pg.Pool, fn: (exec: SqlExec) => Promise<T>): Promise<T> {
  const client = await pool.connect().catch((error: unknown) => {
    throw databaseError(error);
  });
  const send = async (config: pg.QueryConfig | pg.QueryArrayConfig) => {
    try {
      return await client.query(config as pg.QueryConfig);
    } catch (error) {
      throw databaseError(error);
    }
  };
  const exec: SqlExec = {
    kind: 'postgres',
    async rows(statement, args) {
      const compiled = statement.for('postgres');
      const result = await send({
        name: statementName(compiled.sql),
        text: compiled.sql,
        values: compiled.bind(args),
        rowMode: 'array',
      });
      return (result.rows as unknown[][]).map(compiled.decode);
    },
    async run(statement, args) {
      const compiled = statement.for('postgres');
      const result = await send({ name: statementName(compiled.sql), text: compiled.sql, values: compiled.bind(args) });
      return result.rowCount ?? 0;
    },
    async runOnce(build) {
      const { sql, parameters } = build(queryBuilder('postgres')).compile();
      const result = await send({ text: sql, values: parameters.map((v) => toPostgres(v as SqlValue)) });
      return result.rowCount ?? 0;
    },
  };
  let broken = false;
  // The pool listens for errors of idle connections only: one it has lent out emits 'error' on the
  // client when the server ends it (a restart), which would end the process without a listener.
  // The statement in flight fails by itself; the connection is not given back.
  const lost = () => {
    broken = true;
  };
  client.on('error', lost);
  try {
    await send({ text: 'BEGIN' });
    const result = await fn(exec);
    await send({ text: 'COMMIT' });
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {
      // The connection itself failed: it is not given back to the pool.
      broken = true;
    });
    throw error;
  } finally {
    client.removeListener('error', lost);
    client.release(broken);
  }
}
