/**
 * A person's yes or no to a tool call an answer stopped for (mcp/approvals.ts). The decision is a
 * compare-and-set from pending, made inside the transaction that writes the answer that goes on
 * (turn.ts, `continues`): a second Allow (a double click, another tab, after a reload or a restart)
 * finds it decided and changes nothing, so the call runs once. That answer runs the call (or tells
 * the model it was declined) and lets the model go on (agent/continuation.ts).
 */
import type { Locale } from '../../../../common/locales.js';
import { z } from 'zod';
import type { AgentTurn, AgentType, ChatModel, HistoryMessage, ResumePoint } from '../../agent/contract.js';
import type { Db } from '../../db/client.js';
import type { SqlExec } from '../../db/hot-writes/index.js';
import { DomainError, NotFoundError } from '../../errors/domain-errors.js';
import {
  closePending,
  decideStatement,
  DECISIONS,
  NO_SUCH_APPROVAL,
  ownApproval,
  statusOf,
  type ApprovalStatus,
} from '../../mcp/approvals.js';
import { alwaysAllow } from '../../mcp/tools.js';
import type { LimitCheck } from '../../usage/limits.js';
import type { Actor } from '../actor.js';
import type { ChatReads } from '../read/chat-reads.js';
import type { ThreadRecord } from '../records.js';
import { getThread } from '../threads.js';
import { AlreadySendingError, ConversationWentOnError, startTurn, type StartedTurn } from './turn.js';
import { said } from '../../words/said.js';

/** A decision that comes too late: the request was decided, timed out, or stopped. */
class ApprovalClosedError extends DomainError {
  readonly code = 'CONFLICT' as const;
  readonly status = 409;
  constructor(readonly approvalStatus: ApprovalStatus) {
    super(CLOSED[approvalStatus]);
    this.name = 'ApprovalClosedError';
  }
}

const CLOSED: Record<ApprovalStatus, string> = {
  pending: said(
    /*i18n*/ { id: 'error.chat.approval-pending', message: 'This tool request is waiting for your answer.' },
  ),
  allowed: said(/*i18n*/ { id: 'error.chat.approval-allowed', message: 'You already allowed this tool call.' }),
  denied: said(/*i18n*/ { id: 'error.chat.approval-denied', message: 'You already declined this tool call.' }),
  expired: said(
    /*i18n*/ {
      id: 'error.chat.approval-expired',
      message: 'This tool request timed out: the tool was not called. Ask again if you still want it.',
    },
  ),
  stopped: said(
    /*i18n*/ {
      id: 'error.chat.approval-stopped',
      message: 'This answer was stopped: the tool was not called.',
    },
  ),
};

/** A person's yes or no to a tool call. */
export const decisionInput = z.object({
  decision: z.enum(DECISIONS as [string, ...string[]], {
    error: 'decision must be allow_once, always_allow or deny',
  }),
});

export interface ContinuationDeps {
  db: Db;
  reads: ChatReads;
  runtime: { modelName: string };
  chooseModel?: (thread: ThreadRecord, requested: string | null) => Promise<ChatModel>;
  beforeAnswer?: (thread: ThreadRecord, ownerId: string) => Promise<LimitCheck | undefined>;
  history(thread: ThreadRecord, beforeSeq?: number): Promise<{ messages: HistoryMessage[]; summary: string | null }>;
  launch(turn: StartedTurn, agentTurn: Omit<AgentTurn, 'signal'>): void;
  endStaleClaim(threadId: string): Promise<boolean>;
}

export interface ContinuationStart {
  approvalId: string;
  status: ApprovalStatus;
  threadId: string;
  runId: string;
  assistantStepId: string;
}

const asResume = (value: unknown): ResumePoint => {
  const v = (value ?? {}) as Partial<ResumePoint>;
  return { messages: Array.isArray(v.messages) ? v.messages : [], results: Array.isArray(v.results) ? v.results : [] };
};

export type DecisionInput = z.output<typeof decisionInput>;

export async function continueAfterDecision(
  deps: ContinuationDeps,
  actor: Actor,
  approvalId: string,
  { decision }: DecisionInput,
  locale?: Locale,
): Promise<ContinuationStart> {
  if (!actor.userId) throw new NotFoundError(NO_SUCH_APPROVAL);
  const approval = await ownApproval(deps.db, actor.userId, approvalId);
  const thread = await getThread(deps, actor, approval.threadId);
  const status = statusOf(approval);
  if (status !== 'pending') {
    if (status === 'expired') await closePending(deps.db, { id: approval.id }, 'expired');
    throw new ApprovalClosedError(status);
  }
  const asked = await deps.db.step.findUnique({ where: { id: approval.stepId }, select: { parentId: true } });
  const question = asked?.parentId
    ? await deps.db.step.findUnique({ where: { id: asked.parentId }, select: { id: true, seq: true, input: true } })
    : null;
  if (!question) throw new NotFoundError(NO_SUCH_APPROVAL);
  const [history, model, limit] = await Promise.all([
    deps.history(thread, question.seq),
    deps.chooseModel?.(thread, null),
    deps.beforeAnswer?.(thread, actor.userId),
  ]);
  const outcome = decision === 'deny' ? 'denied' : 'allowed';
  const turnArgs = {
    threadId: thread.id,
    userId: actor.userId,
    input: question.input ?? '',
    elements: [],
    model: model ?? { key: null, name: deps.runtime.modelName, offline: false, supportsTools: true },
    keepModel: null,
    countFor: actor.userId,
    limit,
    continues: {
      stepId: approval.stepId,
      questionStepId: question.id,
      claim: async (exec: SqlExec, stepId: string) => {
        const changed = await exec.run(decideStatement, {
          id: approval.id,
          status: outcome,
          now: new Date(),
          continuationStepId: stepId,
        });
        if (changed === 0) {
          const now = await deps.db.toolApproval.findUnique({ where: { id: approval.id } });
          throw new ApprovalClosedError(now ? statusOf(now) : 'expired');
        }
      },
    },
  };
  let turn: StartedTurn;
  try {
    turn = await startTurn(deps.db, turnArgs).catch(async (error: unknown) => {
      if (!(error instanceof AlreadySendingError) || !(await deps.endStaleClaim(thread.id))) throw error;
      return startTurn(deps.db, turnArgs);
    });
  } catch (error) {
    // The conversation went on past the answer that asked: the request can no longer be allowed.
    if (error instanceof ConversationWentOnError) await closePending(deps.db, { id: approval.id }, 'expired');
    throw error;
  }
  if (decision === 'always_allow' && approval.toolId) await alwaysAllow(deps.db, actor.userId, approval.toolId);
  deps.launch(turn, {
    agentType: thread.agentType as AgentType,
    threadId: thread.id,
    temporary: thread.temporary,
    ownerId: actor.userId,
    speakerId: actor.userId,
    assistantStepId: turn.assistantStepId,
    history: history.messages,
    summary: history.summary,
    userMessage: question.input ?? '',
    model,
    files: [],
    projectId: thread.projectId,
    ...(locale ? { locale } : {}),
    continuation: {
      approvalId: approval.id,
      callId: approval.callId,
      callName: approval.callName,
      args: approval.args,
      decision: decision === 'deny' ? 'deny' : 'allow',
      resume: asResume(approval.resume),
    },
  });
  return {
    approvalId: approval.id,
    status: outcome,
    threadId: thread.id,
    runId: turn.runId,
    assistantStepId: turn.assistantStepId,
  };
}
