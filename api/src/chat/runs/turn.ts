/**
 * Starting a turn: in one transaction, claim the thread (one run at a time,
 * compare-and-set on activeRunId), allocate seqs, write the USER step (sent)
 * and the ASSISTANT step (streaming), and name the thread from its first
 * message. An edit writes both beside the edited message; a regeneration
 * writes only the answer, beside the one it replaces (chat/branches.ts).
 */
import { randomUUID } from 'node:crypto';
import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/client.js';
import { writeTransaction, type SqlExec } from '../../db/hot-writes/index.js';
import { statement, statements, type DB, type Params } from '../../db/typed-sql/statement.js';
import { DomainError } from '../../errors/domain-errors.js';
import { branchTip, openFork, WAIT_FOR_ANSWER, type TurnBranch } from '../branches.js';
import { insertElements, type ElementCreate } from '../elements.js';
import { count } from '../../usage/counters.js';
import type { LimitCheck } from '../../usage/limits.js';
import { nameFromMessage, preview } from '../thread-kinds.js';
import { said } from '../../words/said.js';

/** A second send while a run is writing the thread's answer (docs/product.md §4). */
export class AlreadySendingError extends DomainError {
  readonly code = 'CONFLICT' as const;
  readonly status = 409;
  readonly reason = 'already_sending' as const;
  constructor() {
    super(WAIT_FOR_ANSWER);
    this.name = 'AlreadySendingError';
  }
}

/** A decision on a tool call after the conversation went on past the answer that asked. */
export class ConversationWentOnError extends DomainError {
  readonly code = 'CONFLICT' as const;
  readonly status = 409;
  constructor() {
    super(
      said(
        /*i18n*/ {
          id: 'error.chat.conversation-went-on',
          message: 'The conversation went on since this tool call was asked: it can no longer be allowed.',
        },
      ),
    );
    this.name = 'ConversationWentOnError';
  }
}

export interface StartedTurn {
  runId: string;
  threadId: string;
  userStepId: string;
  assistantStepId: string;
  assistantSeq: number;
  startedAt: number;
  stepCreationTimeMs: number;
}

/** A step as opening an answer writes it (the rest of its columns take their defaults). */
interface StepInsert {
  id: string;
  threadId: string;
  userId: string | null;
  seq: number;
  stepType: string;
  input: string | null;
  output: string | null;
  status: string;
  streaming: boolean;
  runId: string | null;
  startTime: Date;
  createdAt: Date;
  /** JSON text. */
  metadata: string;
  parentId: string | null;
  siblingIndex: number;
  siblingCount: number;
}

/** Whether a text column of the thread is still empty. */
const blank = (eb: ExpressionBuilder<DB, 'Thread'>, column: 'name' | 'firstMessagePreview') =>
  eb.or([eb(column, 'is', null), eb(column, '=', '')]);

/**
 * Claims the thread (a claim whose process died is ended first, run-leases.ts, never taken over
 * here), takes the seqs, and names it from its first message, in one statement.
 */
const claimThread = statement(
  (
    qb,
    p: Params<{
      threadId: string;
      runId: string;
      now: Date;
      added: number;
      name: string;
      preview: string | null;
      chatModel: string | null;
    }>,
  ) =>
    qb
      .updateTable('Thread')
      .set((eb) => ({
        activeRunId: p('runId'),
        activeRunAt: p('now'),
        lastSeq: eb('lastSeq', '+', p('added')),
        stepCount: eb('stepCount', '+', p('added')),
        name: eb.case().when(blank(eb, 'name')).then(p('name')).else(eb.ref('name')).end(),
        firstMessagePreview: eb
          .case()
          .when(blank(eb, 'firstMessagePreview'))
          .then(p('preview'))
          .else(eb.ref('firstMessagePreview'))
          .end(),
        lastMessagePreview: p('preview'),
        // The conversation keeps the model of its first answer (ai-models/choices.ts).
        chatModel: eb.fn.coalesce('chatModel', eb.val(p('chatModel'))),
        updatedAt: p('now'),
      }))
      .where('id', '=', p('threadId'))
      .where('activeRunId', 'is', null)
      .returning('lastSeq'),
  { kinds: { lastSeq: 'int' } },
);

/** Any step left streaming without a claim (cannot happen through run-leases.ts) is closed. */
const closeStreaming = statement((qb, p: Params<{ threadId: string; now: Date }>) =>
  qb
    .updateTable('Step')
    .set({ status: 'completed', streaming: false, endTime: p('now') })
    .where('threadId', '=', p('threadId'))
    .where('status', '=', 'streaming'),
);

const insertSteps = statements((qb, p: Params<{ steps: readonly StepInsert[] }>, n: number) =>
  qb.insertInto('Step').values(
    Array.from({ length: n }, (_, i) => {
      const f = <K extends keyof StepInsert>(key: K) => p.field('steps', i, key);
      return {
        id: f('id'),
        threadId: f('threadId'),
        userId: f('userId'),
        seq: f('seq'),
        stepType: f('stepType'),
        input: f('input'),
        output: f('output'),
        status: f('status'),
        streaming: f('streaming'),
        runId: f('runId'),
        startTime: f('startTime'),
        createdAt: f('createdAt'),
        metadata: f('metadata'),
        parentId: f('parentId'),
        siblingIndex: f('siblingIndex'),
        siblingCount: f('siblingCount'),
      };
    }),
  ),
);

/** What an answer's metadata says of its model: agent_model, and whether it was offline or had no tools. */
export function modelMetadata(model: { key: string | null; name: string; offline: boolean; supportsTools: boolean }) {
  return {
    agent_model: model.name,
    ...(model.key ? { model_key: model.key } : {}),
    ...(model.offline ? { offline: true } : {}),
    ...(model.supportsTools ? {} : { without_tools: true }),
  };
}

export async function startTurn(
  db: Db,
  args: {
    threadId: string;
    userId: string | null;
    input: string;
    elements: ElementCreate[];
    /** The model that answers: named in the answer's metadata (what it is, and what it could not do). */
    model: { key: string | null; name: string; offline: boolean; supportsTools: boolean };
    /** The model the conversation keeps if it has none yet (null: it keeps none, as a twin's). */
    keepModel?: string | null;
    /** Whose usage the answer is (usage/counters.ts): the person's, or a twin's owner's. */
    countFor?: string | null;
    /** The limit the counts must stay within (usage/limits.ts): throwing undoes the whole turn. */
    limit?: LimitCheck;
    branch?: TurnBranch;
    /**
     * An answer that goes on after a tool call's approval: only the answer is written, after
     * `stepId` (which must still end the shown branch), and `claim` runs in the same transaction
     * (the decision's compare-and-set, mcp/approvals.ts): if it throws, nothing is written.
     */
    continues?: {
      stepId: string;
      questionStepId: string;
      claim: (exec: SqlExec, assistantStepId: string) => Promise<void>;
    };
  },
): Promise<StartedTurn> {
  const branch = args.branch ?? { kind: 'new' };
  const continues = args.continues;
  // A regenerated answer and one that goes on after an approval write the answer only.
  const answersOnly = branch.kind === 'regenerate' || continues !== undefined;
  const startedAt = Date.now();
  const runId = randomUUID();
  const now = new Date(startedAt);
  const added = answersOnly ? 1 : 2;
  // Plain SQL: opening an answer is on every message's path, and Prisma's query building costs
  // about a millisecond of CPU per statement (db/hot-writes/README.md).
  return writeTransaction(db, async (exec) => {
    const [thread] = await exec.rows(claimThread, {
      threadId: args.threadId,
      runId,
      now,
      added,
      name: nameFromMessage(args.input) ?? 'New Chat',
      preview: preview(args.input),
      chatModel: args.keepModel ?? null,
    });
    if (!thread) throw new AlreadySendingError();
    const assistantSeq = thread.lastSeq;
    await exec.run(closeStreaming, { threadId: args.threadId, now });
    // Where the new steps go: after the shown branch's last step, or beside the fork's step.
    const place =
      branch.kind === 'new'
        ? { parentId: await branchTip(exec, args.threadId), siblingIndex: 0, siblingCount: 1 }
        : await openFork(exec, args.threadId, branch.step);
    const userStepId = continues
      ? continues.questionStepId
      : branch.kind === 'regenerate'
        ? branch.step.parentId!
        : randomUUID();
    const assistantStepId = randomUUID();
    if (continues) {
      if (place.parentId !== continues.stepId) throw new ConversationWentOnError();
      await continues.claim(exec, assistantStepId);
    }
    const common = { threadId: args.threadId, startTime: now };
    const steps: StepInsert[] = [
      ...(answersOnly
        ? []
        : [
            {
              ...common,
              id: userStepId,
              userId: args.userId,
              seq: assistantSeq - 1,
              stepType: 'USER_MESSAGE',
              input: args.input,
              output: null,
              status: 'sent',
              streaming: false,
              runId: null,
              createdAt: now,
              metadata: '{}',
              ...place,
            },
          ]),
      {
        ...common,
        id: assistantStepId,
        userId: null,
        seq: assistantSeq,
        stepType: 'ASSISTANT_MESSAGE',
        input: null,
        output: '',
        status: 'streaming',
        streaming: true,
        runId,
        createdAt: new Date(startedAt + 1),
        metadata: JSON.stringify(modelMetadata(args.model)),
        ...(answersOnly ? place : { parentId: userStepId, siblingIndex: 0, siblingCount: 1 }),
      },
    ];
    await exec.run(insertSteps(steps.length), { steps });
    // Counted with the turn, so the next message already sees it (the limits: usage/limits.ts).
    if (args.countFor) {
      const counts = await count(exec, args.countFor, { messages: 1 }, now);
      args.limit?.(counts, now);
    }
    if (!answersOnly) {
      await insertElements(
        exec,
        args.elements.map((e) => ({ ...e, stepId: userStepId })),
        now,
      );
    }
    return {
      runId,
      threadId: args.threadId,
      userStepId,
      assistantStepId,
      assistantSeq,
      startedAt,
      stepCreationTimeMs: Date.now() - startedAt,
    };
  });
}
