/**
 * The rows of a conversation's message list (ChatThread.tsx draws them): the history shown, then
 * the message just sent and the answer being written, each until the history read has it.
 */
import type { ThreadStep } from './thread-steps';
import type { RunState } from './run-state';

type Step = ThreadStep;

export type ThreadItem =
  | { id: string; kind: 'step'; node: Step }
  | { id: string; kind: 'pending-user'; text: string; fileNames: string[] }
  | { id: string; kind: 'live-assistant' };

type LiveState = Pick<RunState, 'pending' | 'userStepId' | 'assistantStepId' | 'text'> & { toolCallCount: number };

/**
 * Each message's row, made once: a long conversation's list is made again with each older page,
 * and the same row objects for the messages already there leave nothing for the collector.
 */
const rows = new WeakMap<Step, ThreadItem>();
const rowOf = (step: Step): ThreadItem => {
  let row = rows.get(step);
  if (!row) rows.set(step, (row = { id: step.id, kind: 'step', node: step }));
  return row;
};

/** The run's message is in the history read: looked for from the newest, where it is. */
const hasStep = (loaded: readonly Step[], databaseId: string | null) =>
  databaseId !== null && loaded.findLastIndex((step) => step.databaseId === databaseId) >= 0;

/** The list's rows: the `shown` history, then what of the run `loaded` (the whole history read) does not have yet. */
export function threadItems(shown: readonly Step[], loaded: readonly Step[], state: LiveState): ThreadItem[] {
  const list: ThreadItem[] = shown.map(rowOf);
  if (state.pending && !hasStep(loaded, state.userStepId)) {
    list.push({
      id: 'pending-user',
      kind: 'pending-user',
      text: state.pending.text,
      fileNames: state.pending.fileNames,
    });
  }
  if (!hasStep(loaded, state.assistantStepId) && (state.text || state.toolCallCount > 0)) {
    list.push({ id: 'live-assistant', kind: 'live-assistant' });
  }
  return list;
}
