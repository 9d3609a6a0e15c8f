/**
 * The thin read layer's driver: cached prepared statements on a dedicated
 * read connection (better-sqlite3 in WAL mode, or a pg pool with named
 * statements). SQL is written once with `?` placeholders; the PostgreSQL
 * reader numbers them. Why not Prisma here: docs/decisions/hot-reads-bypass-prisma.md.
 */
import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import pg from 'pg';
import type { Config } from '../config.js';
import { databaseError } from '../errors/database-errors.js';
import type { Logger } from '../logging/logger.js';
import { connectionErrorLog, type Db } from './client.js';
import { numberPlaceholders, toSqlite, type SqlValue } from './sql-values.js';

export type { SqlValue };

export type Row = Record<string, unknown>;

export interface SqlReader {
  readonly kind: 'sqlite' | 'postgres';
  all<T = Row>(sql: string, params?: SqlValue[]): Promise<T[]>;
  /**
   * Rows as arrays of column values in select order: about half the cost of
   * building an object per row, for the hot pages (history, thread lists).
   */
  arrays(sql: string, params?: SqlValue[]): Promise<unknown[][]>;
  close(): Promise<void>;
}

function sqliteReader(file: string): SqlReader {
  const db = new Database(file, { fileMustExist: false });
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  const cache = new Map<string, Database.Statement>();
  const rawCache = new Map<string, Database.Statement>();
  const statement = (sql: string, raw: boolean) => {
    const map = raw ? rawCache : cache;
    let stmt = map.get(sql);
    if (!stmt) {
      stmt = db.prepare(sql);
      if (raw) stmt.raw(true);
      map.set(sql, stmt);
    }
    return stmt;
  };
  return {
    kind: 'sqlite',
    async all<T>(sql: string, params: SqlValue[] = []) {
      return statement(sql, false).all(...params.map(toSqlite)) as T[];
    },
    async arrays(sql: string, params: SqlValue[] = []) {
      return statement(sql, true).all(...params.map(toSqlite)) as unknown[][];
    },
    async close() {
      db.close();
    },
  };
}

function postgresReader(url: string, logger?: Logger): SqlReader {
  // Prisma writes TIMESTAMP(3) values in UTC: read them back as UTC, not local time.
  const types = {
    getTypeParser: (oid: number, format?: 'text' | 'binary') =>
      oid === 1114
        ? (s: string) => new Date(`${s.replace(' ', 'T')}Z`)
        : pg.types.getTypeParser(oid, format as 'text'),
  } as pg.CustomTypesConfig;
  const pool = new pg.Pool({ connectionString: url, max: 10, types });
  // An idle connection that the server ends (a restart, a fast shutdown) is an 'error' event of
  // the pool: without a listener it would end the process. The pool drops that connection and
  // opens new ones as queries need them, so reads come back with the database by themselves.
  pool.on('error', connectionErrorLog(logger, 'read layer'));
  const names = new Map<string, { name: string; text: string }>();
  const prepared = (sql: string) => {
    let entry = names.get(sql);
    if (!entry) {
      const text = numberPlaceholders(sql);
      entry = { name: `duet_${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`, text };
      names.set(sql, entry);
    }
    return entry;
  };
  return {
    kind: 'postgres',
    async all<T>(sql: string, params: SqlValue[] = []) {
      const { name, text } = prepared(sql);
      const result = await pool.query({ name, text, values: params }).catch((error: unknown) => {
        throw databaseError(error);
      });
      return result.rows as T[];
    },
    async arrays(sql: string, params: SqlValue[] = []) {
      const { name, text } = prepared(sql);
      const result = await pool.query({ name, text, values: params, rowMode: 'array' }).catch((error: unknown) => {
        throw databaseError(error);
      });
      return result.rows as unknown[][];
    },
    async close() {
      await pool.end();
    },
  };
}

/**
 * The stock path (DB_READ_PATH=prisma): the same SQL through Prisma's raw queries, on Prisma's own
 * connection; rows come back as objects, and as arrays in select order for `arrays`.
 */
function prismaReader(db: Db, kind: 'sqlite' | 'postgres'): SqlReader {
  const run = (sql: string, params: SqlValue[]) =>
    kind === 'sqlite'
      ? db.$queryRawUnsafe<Row[]>(sql, ...params.map(toSqlite))
      : db.$queryRawUnsafe<Row[]>(numberPlaceholders(sql), ...params);
  return {
    kind,
    async all<T>(sql: string, params: SqlValue[] = []) {
      return (await run(sql, params)) as T[];
    },
    async arrays(sql: string, params: SqlValue[] = []) {
      return (await run(sql, params)).map((row) => Object.values(row));
    },
    async close() {
      // Prisma's connection is the app's: it closes with the app.
    },
  };
}

export function createSqlReader(database: Config['database'], db: Db, logger?: Logger): SqlReader {
  if (database.readPath === 'prisma') return prismaReader(db, database.kind);
  return database.kind === 'sqlite'
    ? sqliteReader(database.sqlitePath!)
    : postgresReader(database.url, logger);
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
