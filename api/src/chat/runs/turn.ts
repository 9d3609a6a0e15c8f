/**
 * Starting a turn: in one transaction, claim the thread (one run at a time,
 * compare-and-set on activeRunId), allocate two seqs, write the USER step
 * (sent) and the ASSISTANT step (streaming), and name the thread from its
 * first message.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { DomainError } from '../../errors/domain-errors.js';
import type { ElementCreate } from '../elements.js';
import { nameFromMessage, preview } from '../thread-kinds.js';

/** A second send while a run is writing the thread's answer (SPEC.md §4). */
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
  userSeq: number;
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
  },
): Promise<StartedTurn> {
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
    const thread = await tx.thread.update({
      where: { id: args.threadId },
      data: { lastSeq: { increment: 2 }, stepCount: { increment: 2 } },
      select: { lastSeq: true, name: true, firstMessagePreview: true },
    });
    const userSeq = thread.lastSeq - 1;
    const assistantSeq = thread.lastSeq;
    const userStep = await tx.step.create({
      data: {
        threadId: args.threadId,
        userId: args.userId,
        seq: userSeq,
        stepType: 'USER_MESSAGE',
        input: args.input,
        status: 'sent',
        startTime: now,
        createdAt: now,
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
      userSeq,
      assistantSeq,
      startedAt,
      stepCreationTimeMs: Date.now() - startedAt,
    };
  });
}
