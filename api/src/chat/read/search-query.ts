/**
 * Builds the full-text search SQL for each database from a user's query:
 * words only (no operator injection), AND semantics, the last word as a
 * prefix when it has 3+ characters; threads whose name matches come before
 * threads matched by a message, each group by relevance; one row per thread.
 */
const MAX_TERMS = 8;

export function searchTerms(query: string): string[] {
  return (query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_TERMS);
}

export interface BuiltSearch {
  sql: string;
  params(ownerId: string, limit: number): unknown[];
}

export function searchSql(kind: 'sqlite' | 'postgres', query: string): BuiltSearch | null {
  const terms = searchTerms(query);
  if (terms.length === 0) return null;
  const last = terms.length - 1;
  if (kind === 'sqlite') {
    const match = terms
      .map((t, i) => (i === last && t.length >= 3 ? `"${t}"*` : `"${t}"`))
      .join(' ');
    return {
      sql: `SELECT t."id", t."name", t."updatedAt" FROM (
              SELECT thread_id, min(p) AS p, min(r) AS r FROM (
                SELECT thread_id, 0 AS p, bm25("ThreadNameSearch") AS r FROM "ThreadNameSearch"
                  WHERE "ThreadNameSearch" MATCH ? AND user_id = ?
                UNION ALL
                SELECT thread_id, 1 AS p, bm25("StepSearch") AS r FROM "StepSearch"
                  WHERE "StepSearch" MATCH ? AND user_id = ?
              ) GROUP BY thread_id ORDER BY p, r LIMIT ?
            ) hits JOIN "Thread" t ON t."id" = hits.thread_id ORDER BY hits.p, hits.r, t."updatedAt" DESC`,
      params: (ownerId, limit) => [match, ownerId, match, ownerId, limit],
    };
  }
  const tsquery = terms.map((t, i) => (i === last && t.length >= 3 ? `${t}:*` : t)).join(' & ');
  return {
    sql: `SELECT t."id", t."name", t."updatedAt" FROM (
            SELECT thread_id, min(p) AS p, max(r) AS r FROM (
              SELECT th."id" AS thread_id, 0 AS p,
                     ts_rank(to_tsvector('simple', coalesce(th."name", '')), to_tsquery('simple', ?)) AS r
                FROM "Thread" th
                WHERE th."userId" = ? AND to_tsvector('simple', coalesce(th."name", '')) @@ to_tsquery('simple', ?)
              UNION ALL
              SELECT s."threadId" AS thread_id, 1 AS p,
                     ts_rank(to_tsvector('simple', coalesce(s."input", '') || ' ' || coalesce(s."output", '')), to_tsquery('simple', ?)) AS r
                FROM "Step" s JOIN "Thread" th ON th."id" = s."threadId"
                WHERE th."userId" = ?
                  AND to_tsvector('simple', coalesce(s."input", '') || ' ' || coalesce(s."output", '')) @@ to_tsquery('simple', ?)
            ) u GROUP BY thread_id ORDER BY p, r DESC LIMIT ?
          ) hits JOIN "Thread" t ON t."id" = hits.thread_id ORDER BY hits.p, hits.r DESC, t."updatedAt" DESC`,
    params: (ownerId, limit) => [tsquery, ownerId, tsquery, tsquery, ownerId, tsquery, limit],
  };
}

/**
 * The best-matching message of each of the given threads (the one a search result opens at):
 * rows of thread id, step id, input and output.
 */
export function bestStepSql(
  kind: 'sqlite' | 'postgres',
  query: string,
  ownerId: string,
  threadIds: readonly string[],
): { sql: string; params: string[] } | null {
  const terms = searchTerms(query);
  if (terms.length === 0 || threadIds.length === 0) return null;
  const last = terms.length - 1;
  const ids = threadIds.map(() => '?').join(', ');
  if (kind === 'sqlite') {
    const match = terms.map((t, i) => (i === last && t.length >= 3 ? `"${t}"*` : `"${t}"`)).join(' ');
    // SQLite takes the other columns of an aggregate's row from the row min() picked; `rank` is
    // the hidden bm25 column (the bm25() function cannot be used under an aggregate).
    return {
      sql: `SELECT s."threadId", s."id", s."input", s."output" FROM (
              SELECT step_rowid, min(r) FROM (
                SELECT thread_id, rowid AS step_rowid, rank AS r FROM "StepSearch"
                  WHERE "StepSearch" MATCH ? AND user_id = ? AND thread_id IN (${ids})
              ) GROUP BY thread_id
            ) best JOIN "Step" s ON s.rowid = best.step_rowid`,
      params: [match, ownerId, ...threadIds],
    };
  }
  const tsquery = terms.map((t, i) => (i === last && t.length >= 3 ? `${t}:*` : t)).join(' & ');
  const doc = `to_tsvector('simple', coalesce(s."input", '') || ' ' || coalesce(s."output", ''))`;
  return {
    sql: `SELECT DISTINCT ON (s."threadId") s."threadId", s."id", s."input", s."output"
            FROM "Step" s JOIN "Thread" th ON th."id" = s."threadId"
           WHERE th."userId" = ? AND s."threadId" IN (${ids}) AND ${doc} @@ to_tsquery('simple', ?)
           ORDER BY s."threadId", ts_rank(${doc}, to_tsquery('simple', ?)) DESC, s."seq" DESC`,
    params: [ownerId, ...threadIds, tsquery, tsquery],
  };
}
