/**
 * The read layer's rows: how a row of the columns each record reads (columns.ts) becomes a record
 * (chat/records.ts). chat-reads.ts holds the statements.
 */
import type { Selectable } from 'kysely';
import type { DB } from '../../db/typed-sql/statement.js';
import type { ElementRecord, StepRecord, ThreadRecord, ToolCallRecord, ToolCallSessionRecord } from '../records.js';
import {
  SESSION_COLUMNS,
  TOOL_CALL_COLUMNS,
  type ElementColumn,
  type SessionColumn,
  type StepColumn,
  type ThreadColumn,
  type ToolCallColumn,
} from './columns.js';

type Row<T extends keyof DB, C extends keyof Selectable<DB[T]>> = Pick<Selectable<DB[T]>, C>;

export function threadRecord(row: Row<'Thread', ThreadColumn>): ThreadRecord {
  const thread = row as ThreadRecord;
  thread.metadata = (row.metadata ?? {}) as Record<string, unknown>;
  thread.nameSource = row.nameSource === 'user' ? 'user' : 'auto';
  return thread;
}

/**
 * The step record of its row: the row itself (a fresh object per row), with the feedback columns
 * as one field and the page's children to come (ChatReads.withChildren fills them).
 */
export function stepRecord(row: Row<'Step', StepColumn>): StepRecord {
  const step = row as unknown as StepRecord;
  step.errors = (row.errors ?? []) as unknown[];
  step.metadata = (row.metadata ?? {}) as Record<string, unknown>;
  step.tags = (row.tags ?? []) as unknown[];
  step.feedback = row.feedbackRating
    ? { rating: row.feedbackRating as 'up' | 'down', comment: row.feedbackComment, updatedAt: row.feedbackAt }
    : null;
  step.siblingIds = [row.id];
  step.elements = [];
  step.toolCallSession = null;
  return step;
}

export function elementRecord(row: Row<'Element', ElementColumn>): ElementRecord {
  const element = row as ElementRecord;
  element.properties = (row.properties ?? {}) as Record<string, unknown>;
  element.metadata = (row.metadata ?? {}) as Record<string, unknown>;
  return element;
}

/**
 * A page's tool sessions and their calls come in one LEFT JOIN (one query fewer per page): the
 * session's columns, its id as `sessionId`, then the call's (null for a session without calls).
 */
const SESSION_JOIN_COLUMNS = SESSION_COLUMNS.filter((c): c is Exclude<SessionColumn, 'id'> => c !== 'id');
const CALL_JOIN_COLUMNS = TOOL_CALL_COLUMNS.filter((c): c is Exclude<ToolCallColumn, 'sessionId'> => c !== 'sessionId');
export const TOOL_CALL_JOIN = [
  's.id as sessionId' as const,
  ...SESSION_JOIN_COLUMNS.map((c) => `s.${c}` as const),
  ...CALL_JOIN_COLUMNS.map((c) => `c.${c}` as const),
];

type JoinRow = Row<'ToolCallSession', Exclude<SessionColumn, 'id'>> & { sessionId: string } & {
  [C in Exclude<ToolCallColumn, 'sessionId'>]: Selectable<DB['ToolCall']>[C] | null;
};

export function sessionRecord(row: JoinRow): ToolCallSessionRecord {
  const session = { id: row.sessionId } as Record<string, unknown>;
  for (const c of SESSION_JOIN_COLUMNS) session[c] = row[c];
  session.agentHandoffs = (row.agentHandoffs ?? []) as unknown[];
  session.toolCalls = [];
  return session as ToolCallSessionRecord;
}

/** The call of a join row; null for a session without calls. */
export function toolCallRecord(row: JoinRow): ToolCallRecord | null {
  if (row.id === null) return null;
  const call = { sessionId: row.sessionId } as Record<string, unknown>;
  for (const c of CALL_JOIN_COLUMNS) call[c] = row[c];
  return call as ToolCallRecord;
}
