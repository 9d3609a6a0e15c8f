/**
 * Full-text search's tables and expressions, for the statements that search by words
 * (threads-by-words.ts, passages-by-words.ts). SQLite: the FTS5 tables the migrations make
 * (prisma/migrations/20261122010100_full_text_search, 20261206010000_knowledge_library), which the
 * Prisma schema cannot describe, with their hidden `rowid` and `rank` columns. PostgreSQL: the
 * tsvector expressions written exactly as the GIN indexes of prisma/postgres/migrations/ have them,
 * so the planner uses those indexes (a value bound in their place would not match).
 */
import { sql, type RawBuilder } from 'kysely';
import type { QueryBuilder } from '../typed-sql/statement.js';

type Fts5 = {
  rowid: number;
  /** bm25 of the row for the MATCH of its query (lower is better). */
  rank: number;
  body: string;
  user_id: string;
};

export type FullTextTables = {
  StepSearch: Fts5 & { thread_id: string };
  ThreadNameSearch: Fts5 & { thread_id: string };
  ChunkSearch: Fts5 & { visibility: string };
  // SQLite's rowid of the tables they index (the FTS5 row of a step or passage has its rowid).
  Step: { rowid: number };
  DocumentChunk: { rowid: number };
};

type Fts5Table = 'StepSearch' | 'ThreadNameSearch' | 'ChunkSearch';

/** The builder with the tables above (the intersection adds `rowid` to Step and DocumentChunk). */
export const withFullText = (qb: QueryBuilder) => qb.withTables<FullTextTables>();

/** SQLite: the FTS5 table's rows that match a query of FTS5's own syntax. */
export const matches = (table: Fts5Table, query: unknown): RawBuilder<boolean> =>
  sql`${sql.table(table)} MATCH ${query}`;

/** SQLite: bm25 of a matched row (lower is better). */
export const bm25 = (table: Fts5Table): RawBuilder<number> => sql`bm25(${sql.table(table)})`;

/** PostgreSQL: a tsquery of the `simple` configuration. */
export const tsQuery = (query: unknown): RawBuilder<unknown> => sql`to_tsquery('simple', ${query})`;

/** PostgreSQL: a step's words, as "Step_search_idx" indexes them (s: the step's alias). */
export const stepWords = (s: string): RawBuilder<unknown> =>
  sql`to_tsvector('simple', coalesce(${sql.ref(`${s}.input`)}, '') || ' ' || coalesce(${sql.ref(`${s}.output`)}, ''))`;

/** PostgreSQL: a thread's name, as "Thread_name_search_idx" indexes it (t: the thread's alias). */
export const threadNameWords = (t: string): RawBuilder<unknown> =>
  sql`to_tsvector('simple', coalesce(${sql.ref(`${t}.name`)}, ''))`;

/** PostgreSQL: a passage's heading and text, as "DocumentChunk_search_idx" indexes them. */
export const passageWords = (c: string): RawBuilder<unknown> =>
  sql`to_tsvector('simple', coalesce(${sql.ref(`${c}.heading`)}, '') || ' ' || ${sql.ref(`${c}.text`)})`;

/** PostgreSQL: whether a document matches a query, and its rank. */
export const tsMatches = (words: RawBuilder<unknown>, query: unknown): RawBuilder<boolean> =>
  sql`${words} @@ ${tsQuery(query)}`;
export const tsRank = (words: RawBuilder<unknown>, query: unknown): RawBuilder<number> =>
  sql`ts_rank(${words}, ${tsQuery(query)})`;
