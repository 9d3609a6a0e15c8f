/**
 * The *Embedding tables (prisma/schema.prisma) as one shape per space: the scan reads them, and the
 * sqlite-vec and pgvector indexes sync from them (they stay the source of truth).
 */
import type { Space } from './types.js';
import { ROWS_TABLE } from './types.js';

export type Dialect = 'sqlite' | 'postgres';

/** A source row: id, owner, model, Float32 bytes, 1 when public, what changes when it is made again. */
export interface SourceRow {
  id: string;
  userId: string;
  model: string;
  vector: Uint8Array;
  public: number;
  stamp: string | null;
}

const text = (dialect: Dialect, expr: string) => (dialect === 'sqlite' ? `CAST(${expr} AS TEXT)` : `${expr}::text`);

/** SELECT id, "userId", model, vector, public, stamp of a space's source table. */
export function sourceSelect(space: Space, dialect: Dialect): string {
  switch (space) {
    case 'memory':
      // A memory's visibility is the memory's own; a changed memory has a newer sourceUpdatedAt.
      return `SELECT e."memoryId" AS id, e."userId" AS "userId", e."model" AS model, e."vector" AS vector,
        CASE WHEN m."visibility" = 'public' THEN 1 ELSE 0 END AS public, ${text(dialect, 'e."sourceUpdatedAt"')} AS stamp
        FROM "MemoryEmbedding" e JOIN "Memory" m ON m."id" = e."memoryId"`;
    case 'message':
      // A person's conversations are theirs alone: never public.
      return `SELECT e."stepId" AS id, e."userId" AS "userId", e."model" AS model, e."vector" AS vector,
        0 AS public, ${text(dialect, 'e."createdAt"')} AS stamp FROM "StepEmbedding" e`;
    case 'chunk':
      return `SELECT e."chunkId" AS id, e."userId" AS "userId", e."model" AS model, e."vector" AS vector,
        CASE WHEN e."visibility" = 'public' THEN 1 ELSE 0 END AS public, NULL AS stamp
        FROM "DocumentChunkEmbedding" e`;
  }
}

/**
 * Source rows the index lacks or holds as they were (another model, visibility or stamp), after
 * `after` in id order, a page at a time. Empty vectors (a message without text) are left out.
 * Parameters: space, after, limit.
 */
export function changedSql(space: Space, dialect: Dialect): string {
  const p = placeholders(dialect);
  const differs = dialect === 'sqlite' ? 'IS NOT' : 'IS DISTINCT FROM';
  const bytes = dialect === 'sqlite' ? 'length(s.vector)' : 'octet_length(s.vector)';
  return `SELECT s.* FROM (${sourceSelect(space, dialect)}) s
    LEFT JOIN ${ROWS_TABLE} r ON r.space = ${p()} AND r.id = s.id
    WHERE s.id > ${p()} AND ${bytes} > 0
      AND (r.id IS NULL OR r.model <> s.model OR r.public <> s.public OR r.stamp ${differs} s.stamp)
    ORDER BY s.id LIMIT ${p()}`;
}

/**
 * The source rows of some ids (those still there). Parameters: the ids, as a JSON array on SQLite
 * (one statement whatever their number), as a text[] on PostgreSQL.
 */
export function byIdsSql(space: Space, dialect: Dialect): string {
  const ids = dialect === 'sqlite' ? 'SELECT value FROM json_each(?)' : 'SELECT unnest($1::text[])';
  return `SELECT s.* FROM (${sourceSelect(space, dialect)}) s WHERE s.id IN (${ids})`;
}

/** Ids the index holds whose source row is gone (or lost its vector). Parameters: space. */
export function orphansSql(space: Space, dialect: Dialect): string {
  const p = placeholders(dialect);
  const bytes = dialect === 'sqlite' ? 'length(s.vector)' : 'octet_length(s.vector)';
  return `SELECT r.id AS id FROM ${ROWS_TABLE} r
    LEFT JOIN (${sourceSelect(space, dialect)}) s ON s.id = r.id
    WHERE r.space = ${p()} AND (s.id IS NULL OR ${bytes} = 0)`;
}

/** `?` for SQLite, `$1`, `$2` … for PostgreSQL, in order of use. */
export function placeholders(dialect: Dialect): () => string {
  let n = 0;
  return () => (dialect === 'sqlite' ? '?' : `$${++n}`);
}
