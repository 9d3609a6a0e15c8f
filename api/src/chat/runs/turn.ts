/**
 * Starting a turn: in one transaction, claim the thread (one run at a time,
 * compare-and-set on activeRunId), allocate seqs, write the USER step (sent)
 * and the ASSISTANT step (streaming), and name the thread from its first
 * message. An edit writes both beside the edited message; a regeneration
 * writes only the answer, beside the one it replaces (chat/branches.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { DomainError } from '../../errors/domain-errors.js';
import { branchTip, openFork, type TurnBranch } from '../branches.js';
import type { ElementCreate } from '../elements.js';
import { nameFromMessage, preview } from '../thread-kinds.js';

/** A second send while a run is writing the thread's answer (docs/product.md §4). */
export class AlreadySendingError extends DomainError {
  readonly code = 'CONFLICT' as const;
  readonly status = 409;
  readonly reason = 'already_sending' as const;
  constructor() {
    super('A message is already being answered in this thread. Wait for it to finish.');
    this.name = 'AlreadySendingError';
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

export async function startTurn(
  db: Db,
  args: {
    threadId: string;
    userId: string | null;
    input: string;
    elements: ElementCreate[];
    agentModel: string;
    branch?: TurnBranch;
  },
): Promise<StartedTurn> {
  const branch = args.branch ?? { kind: 'new' };
  const startedAt = Date.now();
  const runId = randomUUID();
  const now = new Date(startedAt);
  return db.$transaction(async (tx) => {
    const claimed = await tx.thread.updateMany({
      // A claim whose process died is ended first (run-leases.ts), never taken over here.
      where: { id: args.threadId, activeRunId: null },
      data: { activeRunId: runId, activeRunAt: now },
    });
    if (claimed.count === 0) throw new AlreadySendingError();
    // Any step left streaming without a claim (cannot happen through run-leases.ts) is closed.
    await tx.step.updateMany({
      where: { threadId: args.threadId, status: 'streaming' },
      data: { status: 'completed', streaming: false, endTime: now },
    });
    // Where the new steps go: after the shown branch's last step, or beside the fork's step.
    const place =
      branch.kind === 'new'
        ? { parentId: await branchTip(tx, args.threadId), siblingIndex: 0, siblingCount: 1 }
        : await openFork(tx, args.threadId, branch.step);
    const added = branch.kind === 'regenerate' ? 1 : 2;
    const thread = await tx.thread.update({
      where: { id: args.threadId },
      data: { lastSeq: { increment: added }, stepCount: { increment: added } },
      select: { lastSeq: true, name: true, firstMessagePreview: true },
    });
    const assistantSeq = thread.lastSeq;
    const userStep =
      branch.kind === 'regenerate'
        ? { id: branch.step.parentId! }
        : await tx.step.create({
            data: {
              threadId: args.threadId,
              userId: args.userId,
              seq: thread.lastSeq - 1,
              stepType: 'USER_MESSAGE',
              input: args.input,
              status: 'sent',
              startTime: now,
              createdAt: now,
              ...place,
              elements: {
                create: args.elements.map((e) => ({
                  ...e,
                  properties: e.properties as object,
                  metadata: e.metadata as object,
                })),
              },
            },
            select: { id: true },
          });
    const assistantStep = await tx.step.create({
      data: {
        threadId: args.threadId,
        seq: assistantSeq,
        stepType: 'ASSISTANT_MESSAGE',
        output: '',
        status: 'streaming',
        streaming: true,
        runId,
        startTime: now,
        createdAt: new Date(startedAt + 1),
        metadata: { agent_model: args.agentModel },
        ...(branch.kind === 'regenerate' ? place : { parentId: userStep.id }),
      },
      select: { id: true },
    });
    await tx.thread.update({
      where: { id: args.threadId },
      data: {
        ...(thread.name ? {} : { name: nameFromMessage(args.input) ?? 'New Chat' }),
        ...(thread.firstMessagePreview ? {} : { firstMessagePreview: preview(args.input) }),
        lastMessagePreview: preview(args.input),
      },
    });
    return {
      runId,
      threadId: args.threadId,
      userStepId: userStep.id,
      assistantStepId: assistantStep.id,
      assistantSeq,
      startedAt,
      stepCreationTimeMs: Date.now() - startedAt,
    };
  });
}
