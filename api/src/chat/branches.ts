/**
 * Branches: editing a message or regenerating an answer adds a sibling beside it (the old one is
 * kept), and the thread shows one branch: from its first message, at every fork the chosen child.
 *
 * Each step stores its parent (the message before it), its place among its siblings, whether it
 * is the chosen one, and whether it is on the shown branch (`onBranch`), so history reads stay a
 * plain filter on the thread's seq order (a branch's steps always have rising seqs: a step is
 * written after its parent). Writes at a fork are in chat/runs/turn.ts; switching is here.
 */
import type { SqlExec } from '../db/hot-writes/index.js';
import { statement, type Params } from '../db/typed-sql/statement.js';
import type { ChatReads } from './read/chat-reads.js';
import { ConflictError, NotFoundError, ValidationError } from '../errors/domain-errors.js';
import { MESSAGE_NOT_FOUND, type Actor } from './actor.js';
import { said } from '../words/said.js';
import type { StepRecord, ThreadRecord } from './records.js';
import { getThread, type ThreadDeps } from './threads.js';

/** The step at which a new branch starts: a user message to edit or an answer to regenerate. */
export interface ForkStep {
  id: string;
  seq: number;
  parentId: string | null;
  stepType: 'USER_MESSAGE' | 'ASSISTANT_MESSAGE';
  input: string | null;
}

export type TurnBranch =
  | { kind: 'new' }
  /** A new user message beside `step`, with its attachments, and a new answer to it. */
  | { kind: 'edit'; step: ForkStep }
  /** A new answer beside `step`, to the same user message. */
  | { kind: 'regenerate'; step: ForkStep };

const BRANCH_MOVED = said(
  /*i18n*/ {
    id: 'error.chat.branch-moved',
    message: 'This message is no longer on the conversation shown. Reload it and try again.',
  },
);
/** Refused while the thread's answer is being written (a second send, switching branches: chat/runs/turn.ts). */
export const WAIT_FOR_ANSWER = said(
  /*i18n*/ {
    id: 'error.chat.wait-for-answer',
    message: 'A message is already being answered in this thread. Wait for it to finish.',
  },
);

/** The step an edit or a regeneration starts from: in this thread, of the right kind, on the shown branch. */
export async function forkStep(
  reads: ChatReads,
  thread: ThreadRecord,
  field: 'editStepId' | 'regenerateStepId',
  stepId: string,
): Promise<ForkStep> {
  const wanted = field === 'editStepId' ? 'USER_MESSAGE' : 'ASSISTANT_MESSAGE';
  const step = stepId.length <= 64 ? await reads.forkPoint(stepId) : null;
  if (!step || step.threadId !== thread.id) throw new NotFoundError(MESSAGE_NOT_FOUND);
  if (step.stepType !== wanted) {
    throw ValidationError.of(
      field,
      field === 'editStepId'
        ? said(/*i18n*/ { id: 'error.chat.edit-own-only', message: 'Only your own messages can be edited' })
        : said(/*i18n*/ { id: 'error.chat.regenerate-answers-only', message: 'Only answers can be regenerated' }),
    );
  }
  if (!step.onBranch) throw new ConflictError(field, BRANCH_MOVED);
  return { id: step.id, seq: step.seq, parentId: step.parentId, stepType: wanted, input: step.input };
}

/** A fork's old branch leaves the thread's shown branch: the ids of its steps. */
const leaveBranch = statement((qb, p: Params<{ threadId: string; seq: number }>) =>
  qb
    .updateTable('Step')
    .set({ onBranch: false })
    .where('threadId', '=', p('threadId'))
    .where('onBranch', '=', true)
    .where('seq', '>=', p('seq'))
    .returning('id'),
);

/** The new step joins its siblings: none of them is chosen any more, and all count it. */
const joinSiblings = statement((qb, p: Params<{ threadId: string; parentId: string | null; stepType: string }>) =>
  qb
    .updateTable('Step')
    .set((eb) => ({
      chosen: false,
      siblingCount: eb
        .selectFrom('Step as sibling')
        .select((eb) => eb(eb.fn.countAll<number>(), '+', eb.lit(1)).as('n'))
        .where('sibling.threadId', '=', p('threadId'))
        .where('sibling.parentId', 'is not distinct from', p('parentId'))
        .where('sibling.stepType', '=', p('stepType')),
    }))
    .where('threadId', '=', p('threadId'))
    .where('parentId', 'is not distinct from', p('parentId'))
    .where('stepType', '=', p('stepType')),
);

const dropSummaryFrom = statement((qb, p: Params<{ threadId: string; seq: number }>) =>
  qb
    .updateTable('Thread')
    .set({ summary: null, summaryUptoSeq: null })
    .where('id', '=', p('threadId'))
    .where('summaryUptoSeq', '>=', p('seq')),
);

const tip = statement((qb, p: Params<{ threadId: string }>) =>
  qb
    .selectFrom('Step')
    .select('id')
    .where('threadId', '=', p('threadId'))
    .where('onBranch', '=', true)
    .orderBy('seq', 'desc')
    .limit(1),
);

/**
 * Inside the turn's transaction (the thread is claimed): takes the fork's old branch off the
 * thread, makes the new step the chosen sibling, and returns its parent and place. A compaction
 * summary that covers the fork no longer describes the branch and is dropped. Statements as the
 * rest of the turn (db/hot-writes/README.md).
 */
export async function openFork(
  exec: SqlExec,
  threadId: string,
  fork: ForkStep,
): Promise<{ parentId: string | null; siblingIndex: number; siblingCount: number }> {
  const off = await exec.rows(leaveBranch, { threadId, seq: fork.seq });
  if (!off.some((row) => row.id === fork.id)) throw new ConflictError('stepId', BRANCH_MOVED);
  const count = await exec.run(joinSiblings, { threadId, parentId: fork.parentId, stepType: fork.stepType });
  await exec.run(dropSummaryFrom, { threadId, seq: fork.seq });
  return { parentId: fork.parentId, siblingIndex: count, siblingCount: count + 1 };
}

/** The last step of the shown branch: a new message follows it. */
export async function branchTip(exec: SqlExec, threadId: string): Promise<string | null> {
  const [row] = await exec.rows(tip, { threadId });
  return row?.id ?? null;
}

/**
 * Shows the branch through `stepId` (the "‹ 2 / 3 ›" arrows): it and every step before it become
 * the chosen ones at their forks; after it, the branch follows the choices made there before.
 * Refused while an answer is being written. Returns the step as it is now.
 */
export async function selectStep(deps: ThreadDeps, actor: Actor, stepId: string): Promise<StepRecord> {
  const step =
    typeof stepId === 'string' && stepId.length <= 64
      ? await deps.db.step.findUnique({ where: { id: stepId }, select: { id: true, threadId: true } })
      : null;
  if (!step) throw new NotFoundError(MESSAGE_NOT_FOUND);
  const thread = await getThread(deps, actor, step.threadId).catch(() => {
    throw new NotFoundError(MESSAGE_NOT_FOUND);
  });
  await deps.db.$transaction(async (tx) => {
    const row = await tx.thread.findUnique({
      where: { id: thread.id },
      select: { activeRunId: true, summaryUptoSeq: true },
    });
    if (row?.activeRunId) throw new ConflictError('stepId', WAIT_FOR_ANSWER);
    const steps = await tx.step.findMany({
      where: { threadId: thread.id },
      orderBy: { seq: 'asc' },
      select: { id: true, parentId: true, seq: true, chosen: true, onBranch: true },
    });
    const byId = new Map(steps.map((s) => [s.id, s]));
    const children = childrenOf(steps);
    // Choose the step and its ancestors at their forks.
    const choose: string[] = [];
    const unchoose: string[] = [];
    for (let at = byId.get(step.id); at; at = at.parentId ? byId.get(at.parentId) : undefined) {
      const others = (children.get(at.parentId) ?? []).filter((s) => s.id !== at!.id && s.chosen);
      if (!at.chosen) choose.push(at.id);
      unchoose.push(...others.map((s) => s.id));
    }
    if (choose.length > 0) await tx.step.updateMany({ where: { id: { in: choose } }, data: { chosen: true } });
    if (unchoose.length > 0) await tx.step.updateMany({ where: { id: { in: unchoose } }, data: { chosen: false } });
    for (const id of choose) byId.get(id)!.chosen = true;
    for (const id of unchoose) byId.get(id)!.chosen = false;
    const path = shownBranch(steps);
    const on = steps.filter((s) => path.has(s.id) && !s.onBranch).map((s) => s.id);
    const off = steps.filter((s) => !path.has(s.id) && s.onBranch);
    if (on.length > 0) await tx.step.updateMany({ where: { id: { in: on } }, data: { onBranch: true } });
    if (off.length > 0)
      await tx.step.updateMany({ where: { id: { in: off.map((s) => s.id) } }, data: { onBranch: false } });
    // A compaction summary of a branch no longer shown is dropped (the next answer writes another).
    const firstOff = Math.min(...off.map((s) => s.seq));
    if (row?.summaryUptoSeq != null && firstOff <= row.summaryUptoSeq) {
      await tx.thread.update({ where: { id: thread.id }, data: { summary: null, summaryUptoSeq: null } });
    }
  });
  const record = await deps.reads.stepById(step.id);
  if (!record) throw new NotFoundError(MESSAGE_NOT_FOUND);
  return record;
}

interface TreeStep {
  id: string;
  parentId: string | null;
  seq: number;
  chosen: boolean;
}

function childrenOf<T extends TreeStep>(steps: readonly T[]): Map<string | null, T[]> {
  const children = new Map<string | null, T[]>();
  for (const s of steps) {
    const list = children.get(s.parentId) ?? [];
    list.push(s);
    children.set(s.parentId, list);
  }
  return children;
}

/** From the first message, at every fork the chosen child (the newest one if none or several are). */
function shownBranch(steps: readonly TreeStep[]): Set<string> {
  const children = childrenOf(steps);
  const path = new Set<string>();
  let parent: string | null = null;
  for (;;) {
    const options: TreeStep[] = children.get(parent) ?? [];
    if (options.length === 0) return path;
    const chosen = options.filter((s) => s.chosen);
    const next = (chosen.length > 0 ? chosen : options).reduce((a, b) => (b.seq > a.seq ? b : a));
    path.add(next.id);
    parent = next.id;
  }
}
