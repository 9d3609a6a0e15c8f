/**
 * Hot reads of the chat engine: thread lists, history pages (with their
 * elements and tool calls in two batched queries), counts and full-text
 * search. Flat, windowed queries only (no nested connections: PERFORMANCE.md).
 */
import type {
  ElementRecord,
  SearchHit,
  StepRecord,
  ThreadRecord,
  ToolCallRecord,
  ToolCallSessionRecord,
} from '../records.js';
import { col, type Row, type SqlReader, type SqlValue } from './sql-reader.js';
import { searchSql } from './search-query.js';

const THREAD_COLUMNS = `"id", "userId", "anonId", "twinOwnerId", "name", "agentType", "threadType", "metadata",
  "stepCount", "firstMessagePreview", "lastMessagePreview", "activeRunId", "createdAt", "updatedAt"`;

const STEP_COLUMNS = `"id", "threadId", "userId", "seq", "stepType", "input", "output", "status", "streaming",
  "waitForAnswer", "isError", "showInput", "errors", "metadata", "tags", "indentLevel",
  "agentProcessingTimeMs", "stepCreationTimeMs", "totalTimeMs", "runId", "lastEventSeq", "viewedAt",
  "startTime", "endTime", "createdAt"`;

export function threadFromRow(r: Row): ThreadRecord {
  return {
    id: r.id as string,
    userId: (r.userId as string) ?? null,
    anonId: (r.anonId as string) ?? null,
    twinOwnerId: (r.twinOwnerId as string) ?? null,
    name: (r.name as string) ?? null,
    agentType: r.agentType as string,
    threadType: r.threadType as string,
    metadata: col.json(r.metadata, {}),
    stepCount: col.int(r.stepCount),
    firstMessagePreview: (r.firstMessagePreview as string) ?? null,
    lastMessagePreview: (r.lastMessagePreview as string) ?? null,
    activeRunId: (r.activeRunId as string) ?? null,
    createdAt: col.date(r.createdAt),
    updatedAt: col.date(r.updatedAt),
  };
}

function stepFromRow(r: Row): StepRecord {
  return {
    id: r.id as string,
    threadId: r.threadId as string,
    userId: (r.userId as string) ?? null,
    seq: col.int(r.seq),
    stepType: r.stepType as string,
    input: (r.input as string) ?? null,
    output: (r.output as string) ?? null,
    status: r.status as string,
    streaming: col.bool(r.streaming),
    waitForAnswer: col.bool(r.waitForAnswer),
    isError: col.bool(r.isError),
    showInput: col.bool(r.showInput),
    errors: col.json(r.errors, []),
    metadata: col.json(r.metadata, {}),
    tags: col.json(r.tags, []),
    indentLevel: col.int(r.indentLevel),
    agentProcessingTimeMs: col.intOrNull(r.agentProcessingTimeMs),
    stepCreationTimeMs: col.intOrNull(r.stepCreationTimeMs),
    totalTimeMs: col.intOrNull(r.totalTimeMs),
    runId: (r.runId as string) ?? null,
    lastEventSeq: col.int(r.lastEventSeq),
    viewedAt: col.dateOrNull(r.viewedAt),
    startTime: col.dateOrNull(r.startTime),
    endTime: col.dateOrNull(r.endTime),
    createdAt: col.date(r.createdAt),
    elements: [],
    toolCallSession: null,
  };
}

export interface ThreadPageArgs {
  ownerId: string;
  limit: number;
  /** Keyset cursor: threads strictly after (older than) this one. */
  after?: { updatedAt: Date; id: string };
}

const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ');

export class ChatReads {
  constructor(readonly sql: SqlReader) {}

  async threadsByIds(ids: readonly string[]): Promise<Map<string, ThreadRecord>> {
    if (ids.length === 0) return new Map();
    const rows = await this.sql.all(
      `SELECT ${THREAD_COLUMNS} FROM "Thread" WHERE "id" IN (${placeholders(ids.length)})`,
      [...ids],
    );
    return new Map(rows.map((r) => [r.id as string, threadFromRow(r)]));
  }

  /** Newest updated first; keyset-paged on (updatedAt, id). */
  async threadsPage({ ownerId, limit, after }: ThreadPageArgs): Promise<ThreadRecord[]> {
    const rows = after
      ? await this.sql.all(
          `SELECT ${THREAD_COLUMNS} FROM "Thread" WHERE "userId" = ?
             AND ("updatedAt" < ? OR ("updatedAt" = ? AND "id" < ?))
           ORDER BY "updatedAt" DESC, "id" DESC LIMIT ?`,
          [ownerId, after.updatedAt, after.updatedAt, after.id, limit],
        )
      : await this.sql.all(
          `SELECT ${THREAD_COLUMNS} FROM "Thread" WHERE "userId" = ?
           ORDER BY "updatedAt" DESC, "id" DESC LIMIT ?`,
          [ownerId, limit],
        );
    return rows.map(threadFromRow);
  }

  async threadCount(ownerId: string): Promise<number> {
    const [row] = await this.sql.all<{ n: unknown }>(`SELECT count(*) AS n FROM "Thread" WHERE "userId" = ?`, [ownerId]);
    return col.int(row?.n ?? 0);
  }

  /** Steps with seq < beforeSeq (newest `limit` of them), returned oldest first. */
  async historyBefore(threadId: string, limit: number, beforeSeq?: number): Promise<StepRecord[]> {
    const rows =
      beforeSeq === undefined
        ? await this.sql.all(
            `SELECT ${STEP_COLUMNS} FROM "Step" WHERE "threadId" = ? ORDER BY "seq" DESC LIMIT ?`,
            [threadId, limit],
          )
        : await this.sql.all(
            `SELECT ${STEP_COLUMNS} FROM "Step" WHERE "threadId" = ? AND "seq" < ? ORDER BY "seq" DESC LIMIT ?`,
            [threadId, beforeSeq, limit],
          );
    return this.withChildren(rows.reverse().map(stepFromRow));
  }

  /** Steps with seq > afterSeq (oldest `limit` of them), oldest first. */
  async historyAfter(threadId: string, limit: number, afterSeq: number): Promise<StepRecord[]> {
    const rows = await this.sql.all(
      `SELECT ${STEP_COLUMNS} FROM "Step" WHERE "threadId" = ? AND "seq" > ? ORDER BY "seq" ASC LIMIT ?`,
      [threadId, afterSeq, limit],
    );
    return this.withChildren(rows.map(stepFromRow));
  }

  /** REST paging: oldest first, `offset` counted from the oldest step. */
  async historyOffset(threadId: string, limit: number, offset: number): Promise<StepRecord[]> {
    const rows = await this.sql.all(
      `SELECT ${STEP_COLUMNS} FROM "Step" WHERE "threadId" = ? ORDER BY "seq" ASC LIMIT ? OFFSET ?`,
      [threadId, limit, offset],
    );
    return this.withChildren(rows.map(stepFromRow));
  }

  async stepById(stepId: string): Promise<StepRecord | null> {
    const rows = await this.sql.all(`SELECT ${STEP_COLUMNS} FROM "Step" WHERE "id" = ?`, [stepId]);
    const [step] = await this.withChildren(rows.map(stepFromRow));
    return step ?? null;
  }

  async countSteps(threadId: string): Promise<number> {
    const [row] = await this.sql.all<{ n: unknown }>(`SELECT count(*) AS n FROM "Step" WHERE "threadId" = ?`, [threadId]);
    return col.int(row?.n ?? 0);
  }

  /** Ranked full-text search over the owner's thread names and messages. */
  async searchThreads(ownerId: string, query: string, limit: number): Promise<SearchHit[]> {
    const built = searchSql(this.sql.kind, query);
    if (!built) return [];
    const rows = await this.sql.all(built.sql, built.params(ownerId, limit) as SqlValue[]);
    return rows.map((r) => ({ id: r.id as string, name: (r.name as string) ?? null, updatedAt: col.date(r.updatedAt) }));
  }

  /** Attaches elements and tool calls: two batched queries for the whole page. */
  private async withChildren(steps: StepRecord[]): Promise<StepRecord[]> {
    if (steps.length === 0) return steps;
    const ids = steps.map((s) => s.id);
    const byId = new Map(steps.map((s) => [s.id, s]));
    const [elements, calls] = await Promise.all([
      this.sql.all(
        `SELECT "id", "stepId", "position", "elementType", "name", "content", "filePath", "url", "fileSize",
                "mimeType", "properties", "metadata"
         FROM "Element" WHERE "stepId" IN (${placeholders(ids.length)}) ORDER BY "stepId", "position"`,
        ids,
      ),
      this.sql.all(
        `SELECT s."id" AS "sessionId", s."stepId", s."totalToolsCalled", s."completedCalls", s."agentHandoffs",
                s."completionStatus", s."sessionStart", s."createdAt" AS "sessionCreatedAt",
                c."id", c."name", c."displayName", c."type", c."status", c."inputParams", c."outputResult",
                c."isError", c."startTime", c."endTime", c."durationMs"
         FROM "ToolCallSession" s LEFT JOIN "ToolCall" c ON c."sessionId" = s."id"
         WHERE s."stepId" IN (${placeholders(ids.length)}) ORDER BY s."stepId", c."position"`,
        ids,
      ),
    ]);
    for (const r of elements) {
      byId.get(r.stepId as string)?.elements.push(elementFromRow(r));
    }
    for (const r of calls) {
      const step = byId.get(r.stepId as string);
      if (!step) continue;
      step.toolCallSession ??= sessionFromRow(r);
      if (r.id) step.toolCallSession.toolCalls.push(toolCallFromRow(r));
    }
    return steps;
  }
}

function elementFromRow(r: Row): ElementRecord {
  return {
    id: r.id as string,
    stepId: r.stepId as string,
    position: col.int(r.position),
    elementType: r.elementType as string,
    name: (r.name as string) ?? null,
    content: (r.content as string) ?? null,
    filePath: (r.filePath as string) ?? null,
    url: (r.url as string) ?? null,
    fileSize: col.intOrNull(r.fileSize),
    mimeType: (r.mimeType as string) ?? null,
    properties: col.json(r.properties, {}),
    metadata: col.json(r.metadata, {}),
  };
}

function sessionFromRow(r: Row): ToolCallSessionRecord {
  return {
    id: r.sessionId as string,
    stepId: r.stepId as string,
    totalToolsCalled: col.int(r.totalToolsCalled),
    completedCalls: col.int(r.completedCalls),
    agentHandoffs: col.json(r.agentHandoffs, []),
    completionStatus: r.completionStatus as string,
    sessionStart: col.date(r.sessionStart),
    createdAt: col.date(r.sessionCreatedAt),
    toolCalls: [],
  };
}

function toolCallFromRow(r: Row): ToolCallRecord {
  return {
    id: r.id as string,
    name: r.name as string,
    displayName: (r.displayName as string) ?? null,
    type: r.type as string,
    status: r.status as string,
    inputParams: col.json(r.inputParams, {}),
    outputResult: col.json(r.outputResult, null),
    isError: col.bool(r.isError),
    startTime: col.date(r.startTime),
    endTime: col.dateOrNull(r.endTime),
    durationMs: col.intOrNull(r.durationMs),
  };
}
