/**
 * Hot reads of the chat engine: thread lists, history pages (with their
 * elements and tool calls in two batched queries), counts and full-text
 * search. Flat, windowed queries only (no nested connections: docs/decisions/hot-reads-bypass-prisma.md).
 */
import type { SearchHit, StepRecord, ThreadRecord } from '../records.js';
import type { ElementCreate } from '../elements.js';
import { col, type SqlReader, type SqlValue } from '../../db/sql-reader.js';
import { bestStepSql, searchSql } from './search-query.js';
import {
  ELEMENT_COLUMNS,
  elementFromRow,
  sessionFromRow,
  STEP_COLUMNS,
  stepFromRow,
  str,
  strOrNull,
  THREAD_COLUMNS,
  threadFromRow,
  TOOL_CALL_JOIN_COLUMNS,
  toolCallFromRow,
} from './rows.js';
import { searchSnippet } from './search-snippet.js';

/** History shows the thread's shown branch (chat/branches.ts); TRUE works in SQLite and PostgreSQL. */
const ON_BRANCH = `"onBranch" = TRUE`;

export interface ThreadPageArgs {
  ownerId: string;
  limit: number;
  /** Keyset cursor: threads strictly after this one in list order (pinned first, newest first). */
  after?: { pinned: boolean; updatedAt: Date; id: string };
  /** Only threads of these agent types (the /history filter). */
  agentTypes?: readonly string[];
}

/** A step as an edit or a regeneration finds it (chat/branches.ts checks it). */
export interface ForkPoint {
  id: string;
  threadId: string;
  seq: number;
  parentId: string | null;
  stepType: string;
  input: string | null;
  onBranch: boolean;
}

const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ');

export class ChatReads {
  constructor(readonly sql: SqlReader) {}

  async threadsByIds(ids: readonly string[]): Promise<Map<string, ThreadRecord>> {
    if (ids.length === 0) return new Map();
    const rows = await this.sql.arrays(
      `SELECT ${THREAD_COLUMNS} FROM "Thread" WHERE "id" IN (${placeholders(ids.length)})`,
      [...ids],
    );
    return new Map(rows.map((r) => [r[0] as string, threadFromRow(r)]));
  }

  /**
   * The thread list: pinned first, then the most recently updated; keyset-paged on
   * (pinned, updatedAt, id). Threads without a message are never listed (an empty New Chat).
   */
  async threadsPage({ ownerId, limit, after, agentTypes }: ThreadPageArgs): Promise<ThreadRecord[]> {
    const where = [`"userId" = ?`, `"stepCount" > 0`];
    const params: SqlValue[] = [ownerId];
    if (agentTypes) {
      where.push(`"agentType" IN (${placeholders(agentTypes.length)})`);
      params.push(...agentTypes);
    }
    if (after) {
      // Row values compare in list order, and the (userId, pinned, updatedAt, id) index serves them.
      where.push(`("pinned", "updatedAt", "id") < (?, ?, ?)`);
      params.push(after.pinned, after.updatedAt, after.id);
    }
    const rows = await this.sql.arrays(
      `SELECT ${THREAD_COLUMNS} FROM "Thread" WHERE ${where.join(' AND ')}
       ORDER BY "pinned" DESC, "updatedAt" DESC, "id" DESC LIMIT ?`,
      [...params, limit],
    );
    return rows.map(threadFromRow);
  }

  async threadCount(ownerId: string): Promise<number> {
    const [row] = await this.sql.all<{ n: unknown }>(
      `SELECT count(*) AS n FROM "Thread" WHERE "userId" = ?`,
      [ownerId],
    );
    return col.int(row?.n ?? 0);
  }

  /** Steps of the shown branch with seq < beforeSeq (newest `limit` of them), returned oldest first. */
  async historyBefore(threadId: string, limit: number, beforeSeq?: number): Promise<StepRecord[]> {
    const rows =
      beforeSeq === undefined
        ? await this.sql.arrays(
            `SELECT ${STEP_COLUMNS} FROM "Step" WHERE "threadId" = ? AND ${ON_BRANCH} ORDER BY "seq" DESC LIMIT ?`,
            [threadId, limit],
          )
        : await this.sql.arrays(
            `SELECT ${STEP_COLUMNS} FROM "Step" WHERE "threadId" = ? AND ${ON_BRANCH} AND "seq" < ? ORDER BY "seq" DESC LIMIT ?`,
            [threadId, beforeSeq, limit],
          );
    return this.withChildren(rows.reverse().map(stepFromRow));
  }

  /** What an edit or a regeneration needs of the step it starts from. */
  async forkPoint(stepId: string): Promise<ForkPoint | null> {
    const [r] = await this.sql.arrays(
      `SELECT "id", "threadId", "seq", "parentId", "stepType", "input", "onBranch" FROM "Step" WHERE "id" = ?`,
      [stepId],
    );
    if (!r) return null;
    return { id: str(r[0]), threadId: str(r[1]), seq: col.int(r[2]), parentId: strOrNull(r[3]), stepType: str(r[4]), input: strOrNull(r[5]), onBranch: col.bool(r[6]) };
  }

  /** A message's attachments, as an edit of it writes them again. */
  async elementsToCopy(stepId: string): Promise<ElementCreate[]> {
    const rows = await this.sql.arrays(
      `SELECT ${ELEMENT_COLUMNS}, "uploadId" FROM "Element" WHERE "stepId" = ? ORDER BY "position" ASC`,
      [stepId],
    );
    return rows.map((r) => {
      const { id: _id, stepId: _step, ...element } = elementFromRow(r);
      return { ...element, uploadId: strOrNull(r[12]) };
    });
  }

  /** The thread's compaction summary and the last seq it covers. */
  async threadSummary(threadId: string): Promise<{ summary: string | null; uptoSeq: number | null }> {
    const [row] = await this.sql.arrays(`SELECT "summary", "summaryUptoSeq" FROM "Thread" WHERE "id" = ?`, [threadId]);
    return { summary: strOrNull(row?.[0]), uptoSeq: row?.[1] == null ? null : col.int(row[1]) };
  }

  /**
   * The conversation a new answer reads: user and assistant messages of the shown branch (not
   * failed ones) with afterSeq < seq < beforeSeq, the newest `limit` of them, newest first.
   */
  async branchMessages(
    threadId: string,
    limit: number,
    { afterSeq = 0, beforeSeq }: { afterSeq?: number; beforeSeq?: number },
  ): Promise<{ seq: number; stepType: string; text: string | null }[]> {
    const rows = await this.sql.arrays(
      `SELECT "seq", "stepType", CASE WHEN "stepType" = 'USER_MESSAGE' THEN "input" ELSE "output" END FROM "Step"
       WHERE "threadId" = ? AND ${ON_BRANCH} AND "stepType" IN ('USER_MESSAGE', 'ASSISTANT_MESSAGE') AND "isError" = FALSE
         AND "seq" > ? AND "seq" < ?
       ORDER BY "seq" DESC LIMIT ?`,
      [threadId, afterSeq, beforeSeq ?? 2_147_483_647, limit],
    );
    return rows.map((r) => ({ seq: col.int(r[0]), stepType: str(r[1]), text: strOrNull(r[2]) }));
  }

  /** Steps with seq > afterSeq (oldest `limit` of them), oldest first. */
  async historyAfter(threadId: string, limit: number, afterSeq: number): Promise<StepRecord[]> {
    const rows = await this.sql.arrays(
      `SELECT ${STEP_COLUMNS} FROM "Step" WHERE "threadId" = ? AND ${ON_BRANCH} AND "seq" > ? ORDER BY "seq" ASC LIMIT ?`,
      [threadId, afterSeq, limit],
    );
    return this.withChildren(rows.map(stepFromRow));
  }

  /** REST paging: oldest first, `offset` counted from the oldest step. */
  async historyOffset(threadId: string, limit: number, offset: number): Promise<StepRecord[]> {
    const rows = await this.sql.arrays(
      `SELECT ${STEP_COLUMNS} FROM "Step" WHERE "threadId" = ? AND ${ON_BRANCH} ORDER BY "seq" ASC LIMIT ? OFFSET ?`,
      [threadId, limit, offset],
    );
    return this.withChildren(rows.map(stepFromRow));
  }

  async stepById(stepId: string): Promise<StepRecord | null> {
    const rows = await this.sql.arrays(`SELECT ${STEP_COLUMNS} FROM "Step" WHERE "id" = ?`, [
      stepId,
    ]);
    const [step] = await this.withChildren(rows.map(stepFromRow));
    return step ?? null;
  }

  async countSteps(threadId: string): Promise<number> {
    const [row] = await this.sql.all<{ n: unknown }>(
      `SELECT count(*) AS n FROM "Step" WHERE "threadId" = ? AND ${ON_BRANCH}`,
      [threadId],
    );
    return col.int(row?.n ?? 0);
  }

  /**
   * Ranked full-text search over the owner's thread names and messages; each hit carries its
   * best-matching message (any branch) and the passage to show (search-snippet.ts).
   */
  async searchThreads(ownerId: string, query: string, limit: number): Promise<SearchHit[]> {
    const built = searchSql(this.sql.kind, query);
    if (!built) return [];
    const rows = await this.sql.all(built.sql, built.params(ownerId, limit) as SqlValue[]);
    const ids = rows.map((r) => r.id as string);
    const best = new Map<string, { stepId: string; body: string }>();
    const bestSql = bestStepSql(this.sql.kind, query, ownerId, ids);
    if (bestSql) {
      for (const r of await this.sql.arrays(bestSql.sql, bestSql.params)) {
        best.set(str(r[0]), { stepId: str(r[1]), body: [strOrNull(r[2]), strOrNull(r[3])].filter(Boolean).join('\n') });
      }
    }
    return rows.map((r) => {
      const step = best.get(r.id as string);
      return {
        id: r.id as string,
        name: (r.name as string) ?? null,
        updatedAt: col.date(r.updatedAt),
        stepId: step?.stepId ?? null,
        snippet: step ? searchSnippet(step.body, query) : null,
      };
    });
  }

  /** Fills siblingIds where a step has siblings (edits, regenerations): one query, only then. */
  private async withSiblings(steps: StepRecord[]): Promise<void> {
    const forked = steps.filter((s) => s.siblingCount > 1);
    if (forked.length === 0) return;
    const parents = [...new Set(forked.map((s) => s.parentId).filter((p): p is string => p !== null))];
    const roots = [...new Set(forked.filter((s) => s.parentId === null).map((s) => s.threadId))];
    const threads = [...new Set(forked.map((s) => s.threadId))];
    const where = [
      ...(parents.length ? [`"parentId" IN (${placeholders(parents.length)})`] : []),
      ...(roots.length ? [`"parentId" IS NULL`] : []),
    ].join(' OR ');
    const rows = await this.sql.arrays(
      `SELECT "id", "threadId", "parentId", "stepType" FROM "Step"
       WHERE "threadId" IN (${placeholders(threads.length)}) AND (${where}) ORDER BY "siblingIndex", "seq"`,
      [...threads, ...parents],
    );
    const groups = new Map<string, string[]>();
    for (const r of rows) {
      const key = `${r[2] ?? `root:${r[1] as string}`}|${r[3] as string}`;
      const group = groups.get(key);
      if (group) group.push(r[0] as string);
      else groups.set(key, [r[0] as string]);
    }
    for (const s of forked) s.siblingIds = groups.get(`${s.parentId ?? `root:${s.threadId}`}|${s.stepType}`) ?? [s.id];
  }

  /** Attaches elements, tool calls and sibling ids: batched queries for the whole page, run together. */
  private async withChildren(steps: StepRecord[]): Promise<StepRecord[]> {
    if (steps.length === 0) return steps;
    const ids = steps.map((s) => s.id);
    const byId = new Map(steps.map((s) => [s.id, s]));
    // The three reads run side by side: elements, tool calls, and the ids of forked messages' siblings.
    const [elements, calls] = await Promise.all([
      this.sql.arrays(
        `SELECT ${ELEMENT_COLUMNS} FROM "Element" WHERE "stepId" IN (${placeholders(ids.length)}) ORDER BY "stepId", "position"`,
        ids,
      ),
      this.sql.arrays(
        `SELECT ${TOOL_CALL_JOIN_COLUMNS}
         FROM "ToolCallSession" s LEFT JOIN "ToolCall" c ON c."sessionId" = s."id"
         WHERE s."stepId" IN (${placeholders(ids.length)}) ORDER BY s."stepId", c."position"`,
        ids,
      ),
      this.withSiblings(steps),
    ]);
    for (const r of elements) {
      byId.get(r[1] as string)?.elements.push(elementFromRow(r));
    }
    for (const r of calls) {
      const step = byId.get(r[1] as string);
      if (!step) continue;
      step.toolCallSession ??= sessionFromRow(r);
      if (r[8]) step.toolCallSession.toolCalls.push(toolCallFromRow(r));
    }
    return steps;
  }
}
