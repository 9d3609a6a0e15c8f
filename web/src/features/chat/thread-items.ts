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

/** The list's rows: the `shown` history, then what of the run `loaded` (the whole history read) does not have yet. */
export function threadItems(shown: readonly Step[], loaded: readonly Step[], state: LiveState): ThreadItem[] {
  const list: ThreadItem[] = shown.map((step) => ({ id: step.id, kind: 'step', node: step }));
  const ids = new Set(loaded.map((step) => step.databaseId));
  if (state.pending && !(state.userStepId && ids.has(state.userStepId))) {
    list.push({
      id: 'pending-user',
      kind: 'pending-user',
      text: state.pending.text,
      fileNames: state.pending.fileNames,
    });
  }
  const liveInHistory = state.assistantStepId !== null && ids.has(state.assistantStepId);
  if (!liveInHistory && (state.text || state.toolCallCount > 0)) {
    list.push({ id: 'live-assistant', kind: 'live-assistant' });
  }
  return list;
}
