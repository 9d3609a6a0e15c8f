/**
 * Plain SQL as Duet writes it for both databases: `?` placeholders (numbered for PostgreSQL), and
 * values as SQLite holds what Prisma writes (booleans 0/1, dates as ISO text with +00:00). Used by
 * the read layer (sql-reader.ts) and the hot writes (hot-writes/index.ts).
 */
export type SqlValue = string | number | boolean | null | Date;

export const toSqlite = (v: SqlValue) =>
  v instanceof Date ? v.toISOString().replace('Z', '+00:00') : typeof v === 'boolean' ? (v ? 1 : 0) : v;

/** `?` placeholders as PostgreSQL's `$1`, `$2`, … */
export function numberPlaceholders(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}
