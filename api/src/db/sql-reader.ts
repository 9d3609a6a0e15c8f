/**
 * The thin read layer's driver: cached prepared statements on a dedicated
 * read connection (better-sqlite3 in WAL mode, or a pg pool with named
 * statements, which the hot writes on PostgreSQL share: hot-writes/). Statements are built with
 * Kysely and compiled once (typed-sql/); their rows come back from the driver as arrays and are
 * decoded into named, typed rows. Why not Prisma here: docs/decisions/hot-reads-bypass-prisma.md.
 */
import Database from 'better-sqlite3';
import pg from 'pg';
import type { Config } from '../config.js';
import { databaseError } from '../errors/database-errors.js';
import type { Logger } from '../logging/logger.js';
import { connectionErrorLog, type Db } from './client.js';
import { registerPostgresPool } from './hot-writes/index.js';
import { statementName } from './sql-values.js';
import type { Statement } from './typed-sql/statement.js';

export interface SqlReader {
  readonly kind: 'sqlite' | 'postgres';
  /** A statement's rows, named and typed (typed-sql/). */
  rows<A, R>(statement: Statement<A, R>, args: A): Promise<R[]>;
  /** PostgreSQL: its pool's connections now, for the metrics (SQLite has one connection, no pool). */
  connections?(): PoolConnections;
  close(): Promise<void>;
}

export interface PoolConnections {
  open: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

function sqliteReader(file: string): SqlReader {
  const db = new Database(file, { fileMustExist: false });
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  const cache = new Map<string, Database.Statement>();
  const statement = (sql: string) => {
    let stmt = cache.get(sql);
    if (!stmt) {
      stmt = db.prepare(sql);
      stmt.raw(true);
      cache.set(sql, stmt);
    }
    return stmt;
  };
  return {
    kind: 'sqlite',
    async rows<A, R>(s: Statement<A, R>, args: A) {
      const compiled = s.for('sqlite');
      // Arrays in select order (about half the cost of the driver building an object per row),
      // decoded into named rows by the statement's own decoder.
      const rows = statement(compiled.sql).all(...compiled.bind(args)) as unknown[][];
      return rows.map(compiled.decode);
    },
    async close() {
      db.close();
    },
  };
}

/** The pool of the hot SQL on PostgreSQL: reads, and the hot writes' transactions. */
export function postgresPool(url: string, logger?: Logger): pg.Pool {
  // Prisma writes TIMESTAMP(3) values in UTC: read them back as UTC, not local time.
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') =>
      oid === 1114 ? (s: string) => new Date(`${s.replace(' ', 'T')}Z`) : pg.types.getTypeParser(oid, format as 'text'),
  } as pg.CustomTypesConfig;
  const pool = new pg.Pool({ connectionString: url, max: 10, types });
  // An idle connection that the server ends (a restart, a fast shutdown) is an 'error' event of
  // the pool: without a listener it would end the process. The pool drops that connection and
  // opens new ones as queries need them, so reads come back with the database by themselves.
  pool.on('error', connectionErrorLog(logger, 'read layer'));
  return pool;
}

function postgresReader(pool: pg.Pool): SqlReader {
  return {
    kind: 'postgres',
    connections: () => ({ open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async rows<A, R>(s: Statement<A, R>, args: A) {
      const compiled = s.for('postgres');
      const result = await pool
        .query({ name: statementName(compiled.sql), text: compiled.sql, values: compiled.bind(args), rowMode: 'array' })
        .catch((error: unknown) => {
          throw databaseError(error);
        });
      return (result.rows as unknown[][]).map(compiled.decode);
    },
    async close() {
      await pool.end();
    },
  };
}

export function createSqlReader(database: Config['database'], db: Db, logger?: Logger): SqlReader {
  if (database.kind === 'sqlite') return sqliteReader(database.sqlitePath!);
  const pool = postgresPool(database.url, logger);
  // The hot writes on PostgreSQL run their transactions on this pool (hot-writes/README.md).
  registerPostgresPool(db, pool);
  return postgresReader(pool);
}

/** Normalises driver values to what Prisma returns (Date, boolean, parsed JSON). */
export const col = {
  date(v: unknown): Date {
    return v instanceof Date ? v : new Date(String(v));
  },
  dateOrNull(v: unknown): Date | null {
    return v === null || v === undefined ? null : col.date(v);
  },
  bool(v: unknown): boolean {
    return v === true || v === 1 || v === '1' || v === 't';
  },
  json<T = unknown>(v: unknown, fallback: T): T {
    if (v === null || v === undefined) return fallback;
    if (typeof v === 'string') {
      // Most JSON columns hold an empty list or object: skip the parser for those.
      if (v === '[]') return [] as T;
      if (v === '{}') return {} as T;
      try {
        return JSON.parse(v) as T;
      } catch {
        return fallback;
      }
    }
    return v as T;
  },
  int(v: unknown): number {
    return typeof v === 'number' ? v : Number(v);
  },
  intOrNull(v: unknown): number | null {
    return v === null || v === undefined ? null : col.int(v);
  },
};
