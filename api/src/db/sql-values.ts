/**
 * Values as Duet binds them on both databases: SQLite holds what Prisma writes (booleans 0/1, dates
 * as ISO text with +00:00); PostgreSQL gets dates as ISO text in UTC (a `timestamp(3)` column keeps
 * the UTC time, whatever the process's time zone). Used by the read layer (sql-reader.ts), the hot
 * writes (hot-writes/index.ts) and the statements (typed-sql/).
 */
import { createHash } from 'node:crypto';

export type SqlValue = string | number | boolean | null | Date;

export const toSqlite = (v: SqlValue) =>
  v instanceof Date ? v.toISOString().replace('Z', '+00:00') : typeof v === 'boolean' ? (v ? 1 : 0) : v;

export const toPostgres = (v: SqlValue) => (v instanceof Date ? v.toISOString() : v);

/** `?` placeholders as PostgreSQL's `$1`, `$2`, … */
export function numberPlaceholders(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

const names = new Map<string, string>();
/** A PostgreSQL named (server-side prepared) statement per SQL text: the same name on every connection. */
export function statementName(sql: string): string {
  let name = names.get(sql);
  if (!name) {
    name = `duet_${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`;
    names.set(sql, name);
  }
  return name;
}
