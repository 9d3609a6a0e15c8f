/**
 * What a turn is written from: the branch a send makes, the question a regenerated answer answers,
 * and the conversation before it, as the agent reads it (the newest 200 messages of the shown
 * branch, after its summary).
 */
import type { HistoryMessage } from '../../agent/contract.js';
import { NotFoundError } from '../../errors/domain-errors.js';
import { MESSAGE_NOT_FOUND } from '../actor.js';
import { forkStep, type ForkStep, type TurnBranch } from '../branches.js';
import type { ChatReads } from '../read/chat-reads.js';
import type { ThreadRecord } from '../records.js';

const HISTORY_WINDOW = 200;

/** The branch a send makes: a new message, or an edit or regeneration (chat/branches.ts). */
export async function branchOf(
  reads: ChatReads,
  thread: ThreadRecord,
  input: { editStepId?: string; regenerateStepId?: string },
): Promise<TurnBranch> {
  if (input.editStepId) return { kind: 'edit', step: await forkStep(reads, thread, 'editStepId', input.editStepId) };
  if (input.regenerateStepId) {
    return { kind: 'regenerate', step: await forkStep(reads, thread, 'regenerateStepId', input.regenerateStepId) };
  }
  return { kind: 'new' };
}

/** The user message a regenerated answer answers. */
export async function questionOf(reads: ChatReads, answer: ForkStep): Promise<ForkStep> {
  const question = answer.parentId ? await reads.forkPoint(answer.parentId) : null;
  if (!question) throw new NotFoundError(MESSAGE_NOT_FOUND);
  return {
    id: question.id,
    seq: question.seq,
    parentId: question.parentId,
    input: question.input,
    stepType: 'USER_MESSAGE',
  };
}

/** The shown branch's messages before `beforeSeq` (all of them without it), newest 200. */
export async function historyOf(
  reads: ChatReads,
  thread: ThreadRecord,
  beforeSeq?: number,
): Promise<{ messages: HistoryMessage[]; summary: string | null }> {
  const row = await reads.threadSummary(thread.id);
  // A summary that reaches the fork covers messages the new branch leaves out.
  const useSummary = beforeSeq === undefined || (row.uptoSeq ?? 0) < beforeSeq;
  const steps = await reads.branchMessages(thread.id, HISTORY_WINDOW, {
    afterSeq: useSummary ? (row.uptoSeq ?? 0) : 0,
    beforeSeq,
  });
  const messages = steps
    .reverse()
    .map((s): HistoryMessage => ({
      role: s.stepType === 'USER_MESSAGE' ? 'user' : 'assistant',
      content: s.text ?? '',
      seq: s.seq,
    }))
    .filter((m) => m.content.trim().length > 0);
  return { messages, summary: useSummary ? row.summary : null };
}
