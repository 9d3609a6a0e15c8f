/**
 * The read layer's rows: which columns each query selects, and how a positional row (SqlReader.arrays)
 * becomes a record. A mapper reads its row by position, so each column list and its mapper stand
 * together here; chat-reads.ts holds the queries.
 */
import { col } from '../../db/sql-reader.js';
import type {
  ElementRecord,
  StepRecord,
  ThreadRecord,
  ToolCallRecord,
  ToolCallSessionRecord,
} from '../records.js';

export const THREAD_COLUMNS = `"id", "userId", "anonId", "twinOwnerId", "name", "agentType", "threadType", "metadata",
  "stepCount", "firstMessagePreview", "lastMessagePreview", "activeRunId", "createdAt", "updatedAt", "pinned", "nameSource"`;

export const STEP_COLUMNS = `"id", "threadId", "userId", "seq", "stepType", "input", "output", "status", "streaming",
  "waitForAnswer", "isError", "showInput", "errors", "metadata", "tags", "indentLevel",
  "agentProcessingTimeMs", "stepCreationTimeMs", "totalTimeMs", "runId", "lastEventSeq", "viewedAt",
  "startTime", "endTime", "createdAt", "feedbackRating", "feedbackComment", "feedbackAt", "parentId", "siblingIndex",
  "siblingCount"`;

export const ELEMENT_COLUMNS = `"id", "stepId", "position", "elementType", "name", "content", "filePath", "url", "fileSize",
  "mimeType", "properties", "metadata"`;

// Rows come back as arrays (SqlReader.arrays): the mappers read them by position, in select order.
export const str = (v: unknown) => v as string;
export const strOrNull = (v: unknown) => (v as string | null) ?? null;

export function threadFromRow(r: unknown[]): ThreadRecord {
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

export function stepFromRow(r: unknown[]): StepRecord {
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

/** The session (s, columns 0–7) and tool call (c, columns 8–18) join of a page's tool calls. */
export const TOOL_CALL_JOIN_COLUMNS = `s."id" AS "sessionId", s."stepId", s."totalToolsCalled", s."completedCalls", s."agentHandoffs",
  s."completionStatus", s."sessionStart", s."createdAt" AS "sessionCreatedAt",
  c."id", c."name", c."displayName", c."type", c."status", c."inputParams", c."outputResult",
  c."isError", c."startTime", c."endTime", c."durationMs"`;

export function elementFromRow(r: unknown[]): ElementRecord {
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
export function sessionFromRow(r: unknown[]): ToolCallSessionRecord {
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
export function toolCallFromRow(r: unknown[]): ToolCallRecord {
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
