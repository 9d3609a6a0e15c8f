/**
 * Builds the full-text search SQL for each database from a user's query:
 * words only (no operator injection), AND semantics, the last word as a
 * prefix when it has 3+ characters; threads whose name matches come before
 * threads matched by a message, each group by relevance; one row per thread. Temporary chats are
 * never found: SQLite's index never holds them (its triggers skip them), PostgreSQL's queries
 * leave them out.
 */
const MAX_TERMS = 8;

export function searchTerms(query: string): string[] {
  return (query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_TERMS);
}

/** The SQLite FTS5 MATCH expression: each term quoted, the last of 3+ characters as a prefix. */
function ftsMatch(terms: readonly string[]): string {
  const last = terms.length - 1;
  return terms.map((t, i) => (i === last && t.length >= 3 ? `"${t}"*` : `"${t}"`)).join(' ');
}

/** The Postgres tsquery: the terms ANDed, the last of 3+ characters as a prefix. */
function tsQuery(terms: readonly string[]): string {
  const last = terms.length - 1;
  return terms.map((t, i) => (i === last && t.length >= 3 ? `${t}:*` : t)).join(' & ');
}

/** A message's searchable text in Postgres (the step alias is `s`). */
const STEP_DOC = `to_tsvector('simple', coalesce(s."input", '') || ' ' || coalesce(s."output", ''))`;

export interface BuiltSearch {
  sql: string;
  params(ownerId: string, limit: number, projectId?: string): unknown[];
}

/**
 * The search's SQL; `inProject`: only the threads of one project (api/src/projects/), chosen
 * before the limit so a narrowed search finds as many as a wide one.
 */
export function searchSql(kind: 'sqlite' | 'postgres', query: string, inProject = false): BuiltSearch | null {
  const terms = searchTerms(query);
  if (terms.length === 0) return null;
  const narrowed = inProject ? `WHERE thread_id IN (SELECT "id" FROM "Thread" WHERE "projectId" = ?)` : '';
  const project = (projectId?: string) => (inProject ? [projectId ?? ''] : []);
  if (kind === 'sqlite') {
    const match = ftsMatch(terms);
    return {
      sql: `SELECT t."id", t."name", t."updatedAt" FROM (
              SELECT thread_id, min(p) AS p, min(r) AS r FROM (
                SELECT thread_id, 0 AS p, bm25("ThreadNameSearch") AS r FROM "ThreadNameSearch"
                  WHERE "ThreadNameSearch" MATCH ? AND user_id = ?
                UNION ALL
                SELECT thread_id, 1 AS p, bm25("StepSearch") AS r FROM "StepSearch"
                  WHERE "StepSearch" MATCH ? AND user_id = ?
              ) ${narrowed} GROUP BY thread_id ORDER BY p, r LIMIT ?
            ) hits JOIN "Thread" t ON t."id" = hits.thread_id ORDER BY hits.p, hits.r, t."updatedAt" DESC`,
      params: (ownerId, limit, projectId) => [match, ownerId, match, ownerId, ...project(projectId), limit],
    };
  }
  const tsquery = tsQuery(terms);
  return {
    sql: `SELECT t."id", t."name", t."updatedAt" FROM (
            SELECT thread_id, min(p) AS p, max(r) AS r FROM (
              SELECT th."id" AS thread_id, 0 AS p,
                     ts_rank(to_tsvector('simple', coalesce(th."name", '')), to_tsquery('simple', ?)) AS r
                FROM "Thread" th
                WHERE th."userId" = ? AND NOT th."temporary"
                  AND to_tsvector('simple', coalesce(th."name", '')) @@ to_tsquery('simple', ?)
              UNION ALL
              SELECT s."threadId" AS thread_id, 1 AS p,
                     ts_rank(${STEP_DOC}, to_tsquery('simple', ?)) AS r
                FROM "Step" s JOIN "Thread" th ON th."id" = s."threadId"
                WHERE th."userId" = ? AND NOT th."temporary"
                  AND ${STEP_DOC} @@ to_tsquery('simple', ?)
            ) u ${narrowed} GROUP BY thread_id ORDER BY p, r DESC LIMIT ?
          ) hits JOIN "Thread" t ON t."id" = hits.thread_id ORDER BY hits.p, hits.r DESC, t."updatedAt" DESC`,
    params: (ownerId, limit, projectId) => [
      tsquery,
      ownerId,
      tsquery,
      tsquery,
      ownerId,
      tsquery,
      ...project(projectId),
      limit,
    ],
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
  const ids = threadIds.map(() => '?').join(', ');
  if (kind === 'sqlite') {
    // SQLite takes the other columns of an aggregate's row from the row min() picked; `rank` is
    // the hidden bm25 column (the bm25() function cannot be used under an aggregate).
    return {
      sql: `SELECT s."threadId", s."id", s."input", s."output" FROM (
              SELECT step_rowid, min(r) FROM (
                SELECT thread_id, rowid AS step_rowid, rank AS r FROM "StepSearch"
                  WHERE "StepSearch" MATCH ? AND user_id = ? AND thread_id IN (${ids})
              ) GROUP BY thread_id
            ) best JOIN "Step" s ON s.rowid = best.step_rowid`,
      params: [ftsMatch(terms), ownerId, ...threadIds],
    };
  }
  const tsquery = tsQuery(terms);
  return {
    sql: `SELECT DISTINCT ON (s."threadId") s."threadId", s."id", s."input", s."output"
            FROM "Step" s JOIN "Thread" th ON th."id" = s."threadId"
           WHERE th."userId" = ? AND NOT th."temporary" AND s."threadId" IN (${ids}) AND ${STEP_DOC} @@ to_tsquery('simple', ?)
           ORDER BY s."threadId", ts_rank(${STEP_DOC}, to_tsquery('simple', ?)) DESC, s."seq" DESC`,
    params: [ownerId, ...threadIds, tsquery, tsquery],
  };
}
