/**
 * Tool calls that wait for their person's yes or no. The answer that made the call stops and is
 * saved with the call pending here (chat/runs/run-executor.ts): no process holds it, so it survives
 * a reload and a restart. A decision is one compare-and-set from pending (chat/runs/continuation.ts
 * runs it inside the transaction that opens the answer that goes on), so a call runs at most once
 * however often Allow is pressed. Past its time a pending call reads as expired and can no longer be allowed.
 */
import type { Db } from '../db/client.js';
import { statement, type Params } from '../db/typed-sql/statement.js';
import { NotFoundError } from '../errors/domain-errors.js';
import { said } from '../words/said.js';

export type ApprovalStatus = 'pending' | 'allowed' | 'denied' | 'expired' | 'stopped';
export type Decision = 'allow_once' | 'always_allow' | 'deny';
export const DECISIONS: readonly Decision[] = ['allow_once', 'always_allow', 'deny'];

export interface ApprovalView {
  id: string;
  threadId: string;
  stepId: string;
  toolName: string;
  serverName: string;
  args: Record<string, unknown>;
  /** The arguments in plain words: one "name: value" a line. */
  summary: string;
  status: ApprovalStatus;
  expiresAt: Date;
  decidedAt: Date | null;
  continuationStepId: string | null;
}

export const NO_SUCH_APPROVAL = said(/*i18n*/ { id: 'error.mcp.no-such-request', message: 'No such tool request' });

type Row = Awaited<ReturnType<Db['toolApproval']['findFirstOrThrow']>>;

const STATUSES: readonly ApprovalStatus[] = ['pending', 'allowed', 'denied', 'expired', 'stopped'];

/** Its status as it stands: a pending call past its time is expired. */
export function statusOf(row: { status: string; expiresAt: Date }, now = new Date()): ApprovalStatus {
  const status = (STATUSES as readonly string[]).includes(row.status) ? (row.status as ApprovalStatus) : 'expired';
  return status === 'pending' && row.expiresAt <= now ? 'expired' : status;
}

const plainValue = (value: unknown): string => {
  if (typeof value === 'string') return value.length > 200 ? `${value.slice(0, 200)}…` : value;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  const json = JSON.stringify(value) ?? '';
  return json.length > 200 ? `${json.slice(0, 200)}…` : json;
};

/** The arguments as a person reads them: "query: weather in Lyon", one a line (at most 20). */
function argumentsInWords(args: Record<string, unknown>): string {
  const entries = Object.entries(args);
  if (entries.length === 0) return 'No arguments';
  const lines = entries.slice(0, 20).map(([key, value]) => `${key.replace(/_/g, ' ')}: ${plainValue(value)}`);
  if (entries.length > 20) lines.push(`…and ${entries.length - 20} more`);
  return lines.join('\n');
}

const argsOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * Of these answers that asked (each pending), which the conversation went on after: a later step in
 * their thread (a pending request then no longer waits). One query, however many.
 */
async function wentOnAfter(db: Db, answers: readonly { threadId: string; seq: number }[]): Promise<boolean[]> {
  if (answers.length === 0) return [];
  const last = await db.step.groupBy({
    by: ['threadId'],
    where: { threadId: { in: [...new Set(answers.map((a) => a.threadId))] } },
    _max: { seq: true },
  });
  const lastSeq = new Map(last.map((g) => [g.threadId, g._max.seq]));
  return answers.map((a) => (lastSeq.get(a.threadId) ?? a.seq) > a.seq);
}

/** A request as it stands now: past its time, or after the conversation went on, it is expired. */
async function currentView(db: Db, row: Row): Promise<ApprovalView> {
  const view = approvalView(row);
  if (view.status !== 'pending') return view;
  const step = await db.step.findUnique({ where: { id: row.stepId }, select: { seq: true } });
  const [wentOn] = step ? await wentOnAfter(db, [{ threadId: row.threadId, seq: step.seq }]) : [true];
  return wentOn ? { ...view, status: 'expired' } : view;
}

function approvalView(row: Row, now = new Date()): ApprovalView {
  const args = argsOf(row.args);
  return {
    id: row.id,
    threadId: row.threadId,
    stepId: row.stepId,
    toolName: row.toolName,
    serverName: row.serverName,
    args,
    summary: argumentsInWords(args),
    status: statusOf(row, now),
    expiresAt: row.expiresAt,
    decidedAt: row.decidedAt,
    continuationStepId: row.continuationStepId,
  };
}

export interface ApprovalRequest {
  userId: string;
  threadId: string;
  stepId: string;
  toolCallId: string;
  callId: string;
  callName: string;
  toolId: string;
  toolName: string;
  serverName: string;
  args: unknown;
  resume: unknown;
  timeoutMs: number;
}

/** Records a call that waits for its person; its id. */
export async function requestApproval(db: Db, request: ApprovalRequest): Promise<string> {
  const row = await db.toolApproval.create({
    data: {
      userId: request.userId,
      threadId: request.threadId,
      stepId: request.stepId,
      toolCallId: request.toolCallId,
      callId: request.callId,
      callName: request.callName,
      toolId: request.toolId,
      toolName: request.toolName,
      serverName: request.serverName,
      args: argsOf(request.args) as object,
      resume: (request.resume ?? {}) as object,
      expiresAt: new Date(Date.now() + request.timeoutMs),
    },
    select: { id: true },
  });
  return row.id;
}

/** One of the person's requests, or not found (someone else's is not found either). */
export async function ownApproval(db: Db, userId: string, id: string): Promise<Row> {
  const row =
    typeof id === 'string' && id.length <= 64 ? await db.toolApproval.findFirst({ where: { id, userId } }) : null;
  if (!row) throw new NotFoundError(NO_SUCH_APPROVAL);
  return row;
}

export async function getApproval(db: Db, userId: string, id: string): Promise<ApprovalView> {
  return currentView(db, await ownApproval(db, userId, id));
}

/**
 * The requests these answers stopped for, the person's only (null: none), as they stand now: one
 * query for them all, and one more when some still wait (a page of a conversation, schema/tools.ts).
 */
export async function approvalsOfSteps(
  db: Db,
  userId: string,
  steps: readonly { id: string; seq: number }[],
): Promise<(ApprovalView | null)[]> {
  const rows = await db.toolApproval.findMany({
    where: { stepId: { in: steps.map((s) => s.id) }, userId },
    orderBy: { createdAt: 'desc' },
  });
  const latest = new Map<string, Row>();
  for (const row of rows) if (!latest.has(row.stepId)) latest.set(row.stepId, row);
  const now = new Date();
  const views = steps.map((s) => {
    const row = latest.get(s.id);
    return row ? { view: approvalView(row, now), threadId: row.threadId, seq: s.seq } : null;
  });
  const pending = views.filter((v) => v?.view.status === 'pending').map((v) => v!);
  const wentOn = await wentOnAfter(db, pending);
  const expired = new Set(pending.filter((_, i) => wentOn[i]).map((v) => v.view.id));
  return views.map((v) => (v === null ? null : expired.has(v.view.id) ? { ...v.view, status: 'expired' } : v.view));
}

/** The compare-and-set of a decision: from pending (and in time) to its outcome; the rows it changed. */
export const decideStatement = statement(
  (qb, p: Params<{ id: string; status: string; now: Date; continuationStepId: string | null }>) =>
    qb
      .updateTable('ToolApproval')
      .set({ status: p('status'), decidedAt: p('now'), continuationStepId: p('continuationStepId') })
      .where('id', '=', p('id'))
      .where('status', '=', 'pending')
      .where('expiresAt', '>', p('now')),
);

/**
 * Ends the pending requests of one id or of a whole conversation, nothing called: expired (past
 * their time, or the conversation went on) or stopped (Stop on a conversation that waits). How many.
 */
export async function closePending(
  db: Db,
  which: { id: string } | { threadId: string },
  status: 'expired' | 'stopped',
): Promise<number> {
  const { count } = await db.toolApproval.updateMany({
    where: { ...which, status: 'pending' },
    data: { status, decidedAt: new Date() },
  });
  return count;
}
