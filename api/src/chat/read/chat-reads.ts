/**
 * Hot reads of the chat engine: thread lists, history pages (with their
 * elements and tool calls in two batched queries), counts and full-text
 * search. Flat, windowed queries only (no nested connections: docs/decisions/hot-reads-bypass-prisma.md).
 */
import type {
  ElementRecord,
  SearchHit,
  StepRecord,
  ThreadRecord,
  ToolCallRecord,
  ToolCallSessionRecord,
} from '../records.js';
import type { ElementCreate } from '../elements.js';
import { col, type SqlReader, type SqlValue } from '../../db/sql-reader.js';
import { bestStepSql, searchSql } from './search-query.js';
import { searchSnippet } from './search-snippet.js';

const THREAD_COLUMNS = `"id", "userId", "anonId", "twinOwnerId", "name", "agentType", "threadType", "metadata",
  "stepCount", "firstMessagePreview", "lastMessagePreview", "activeRunId", "createdAt", "updatedAt", "pinned", "nameSource"`;

const STEP_COLUMNS = `"id", "threadId", "userId", "seq", "stepType", "input", "output", "status", "streaming",
  "waitForAnswer", "isError", "showInput", "errors", "metadata", "tags", "indentLevel",
  "agentProcessingTimeMs", "stepCreationTimeMs", "totalTimeMs", "runId", "lastEventSeq", "viewedAt",
  "startTime", "endTime", "createdAt", "feedbackRating", "feedbackComment", "feedbackAt", "parentId", "siblingIndex",
  "siblingCount"`;

/** History shows the thread's shown branch (chat/branches.ts); TRUE works in SQLite and PostgreSQL. */
const ON_BRANCH = `"onBranch" = TRUE`;

const ELEMENT_COLUMNS = `"id", "stepId", "position", "elementType", "name", "content", "filePath", "url", "fileSize",
  "mimeType", "properties", "metadata"`;

// Rows come back as arrays (SqlReader.arrays): the mappers read them by position, in select order.
const str = (v: unknown) => v as string;
const strOrNull = (v: unknown) => (v as string | null) ?? null;

function threadFromRow(r: unknown[]): ThreadRecord {
  return {
    id: str(r[0]),
    userId: strOrNull(r[1]),
    anonId: strOrNull(r[2]),
    twinOwnerId: strOrNull(r[3]),
    name: strOrNull(r[4]),
    agentType: str(r[5]),
    threadType: str(r[6]),
    metadata: col.json(r[7], {}),
    stepCount: col.int(r[8]),
    firstMessagePreview: strOrNull(r[9]),
    lastMessagePreview: strOrNull(r[10]),
    activeRunId: strOrNull(r[11]),
    createdAt: col.date(r[12]),
    updatedAt: col.date(r[13]),
    pinned: col.bool(r[14]),
    nameSource: r[15] === 'user' ? 'user' : 'auto',
  };
}

function stepFromRow(r: unknown[]): StepRecord {
  return {
    id: str(r[0]),
    threadId: str(r[1]),
    userId: strOrNull(r[2]),
    seq: col.int(r[3]),
    stepType: str(r[4]),
    input: strOrNull(r[5]),
    output: strOrNull(r[6]),
    status: str(r[7]),
    streaming: col.bool(r[8]),
    waitForAnswer: col.bool(r[9]),
    isError: col.bool(r[10]),
    showInput: col.bool(r[11]),
    errors: col.json(r[12], []),
    metadata: col.json(r[13], {}),
    tags: col.json(r[14], []),
    indentLevel: col.int(r[15]),
    agentProcessingTimeMs: col.intOrNull(r[16]),
    stepCreationTimeMs: col.intOrNull(r[17]),
    totalTimeMs: col.intOrNull(r[18]),
    runId: strOrNull(r[19]),
    lastEventSeq: col.int(r[20]),
    viewedAt: col.dateOrNull(r[21]),
    startTime: col.dateOrNull(r[22]),
    endTime: col.dateOrNull(r[23]),
    createdAt: col.date(r[24]),
    feedback: r[25] ? { rating: str(r[25]) as 'up' | 'down', comment: strOrNull(r[26]), updatedAt: col.dateOrNull(r[27]) } : null,
    parentId: strOrNull(r[28]),
    siblingIndex: col.int(r[29]),
    siblingCount: col.int(r[30]),
    siblingIds: [str(r[0])],
    elements: [],
    toolCallSession: null,
  };
}

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
        `SELECT s."id" AS "sessionId", s."stepId", s."totalToolsCalled", s."completedCalls", s."agentHandoffs",
                s."completionStatus", s."sessionStart", s."createdAt" AS "sessionCreatedAt",
                c."id", c."name", c."displayName", c."type", c."status", c."inputParams", c."outputResult",
                c."isError", c."startTime", c."endTime", c."durationMs"
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

function elementFromRow(r: unknown[]): ElementRecord {
  return {
    id: str(r[0]),
    stepId: str(r[1]),
    position: col.int(r[2]),
    elementType: str(r[3]),
    name: strOrNull(r[4]),
    content: strOrNull(r[5]),
    filePath: strOrNull(r[6]),
    url: strOrNull(r[7]),
    fileSize: col.intOrNull(r[8]),
    mimeType: strOrNull(r[9]),
    properties: col.json(r[10], {}),
    metadata: col.json(r[11], {}),
  };
}

/** Columns 0–7 of the session + tool call join. */
function sessionFromRow(r: unknown[]): ToolCallSessionRecord {
  return {
    id: str(r[0]),
    stepId: str(r[1]),
    totalToolsCalled: col.int(r[2]),
    completedCalls: col.int(r[3]),
    agentHandoffs: col.json(r[4], []),
    completionStatus: str(r[5]),
    sessionStart: col.date(r[6]),
    createdAt: col.date(r[7]),
    toolCalls: [],
  };
}

/** Columns 8–18 of the session + tool call join. */
function toolCallFromRow(r: unknown[]): ToolCallRecord {
  return {
    id: str(r[8]),
    name: str(r[9]),
    displayName: strOrNull(r[10]),
    type: str(r[11]),
    status: str(r[12]),
    inputParams: col.json(r[13], {}),
    outputResult: col.json(r[14], null),
    isError: col.bool(r[15]),
    startTime: col.date(r[16]),
    endTime: col.dateOrNull(r[17]),
    durationMs: col.intOrNull(r[18]),
  };
}
