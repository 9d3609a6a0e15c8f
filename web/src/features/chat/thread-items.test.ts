import { describe, expect, it } from 'vitest';
import { threadItems } from './thread-items';

type Step = Parameters<typeof threadItems>[0][number];
type Live = Parameters<typeof threadItems>[2];

/** A history row: threadItems reads its Relay id and database id. */
const step = (databaseId: string) => ({ id: `Step:${databaseId}`, databaseId }) as unknown as Step;
const idle: Live = {
  pending: null,
  userStepId: null,
  assistantStepId: null,
  text: '',
  toolCallCount: 0,
};
const kinds = (items: ReturnType<typeof threadItems>) => items.map((item) => `${item.kind}:${item.id}`);

describe('threadItems', () => {
  it('is the history shown, in order, when no answer is being written', () => {
    const history = [step('1'), step('2')];
    expect(kinds(threadItems(history, history, idle))).toEqual(['step:Step:1', 'step:Step:2']);
  });

  it('shows a message just sent after the history, with its files', () => {
    const items = threadItems([step('1')], [step('1')], {
      ...idle,
      pending: { text: 'Here is my CV', fileNames: ['cv.pdf'] },
    });
    expect(items.at(-1)).toEqual({
      id: 'pending-user',
      kind: 'pending-user',
      text: 'Here is my CV',
      fileNames: ['cv.pdf'],
    });
  });

  it('drops the message just sent once the history read has it', () => {
    const loaded = [step('1'), step('u2')];
    const state = { ...idle, pending: { text: 'Hi', fileNames: [] }, userStepId: 'u2' };
    expect(kinds(threadItems(loaded, loaded, state))).toEqual(['step:Step:1', 'step:Step:u2']);
  });

  it('goes by the whole history read, not only the rows shown', () => {
    // While a new branch is written, the rows shown stop before its message (use-branches.ts).
    const state = { ...idle, pending: { text: 'Edited', fileNames: [] }, userStepId: 'u2' };
    expect(kinds(threadItems([step('1')], [step('1'), step('u2')], state))).toEqual(['step:Step:1']);
  });

  it('shows the answer being written after the message, once it has text', () => {
    const state = { ...idle, pending: { text: 'Hi', fileNames: [] }, text: 'Hel' };
    expect(kinds(threadItems([], [], state))).toEqual(['pending-user:pending-user', 'live-assistant:live-assistant']);
  });

  it('shows the answer being written when it has only tool calls so far', () => {
    expect(kinds(threadItems([], [], { ...idle, toolCallCount: 1 }))).toEqual(['live-assistant:live-assistant']);
  });

  it('has no answer row while the answer is only thinking', () => {
    expect(threadItems([], [], { ...idle, pending: { text: 'Hi', fileNames: [] } })).toHaveLength(1);
  });

  it('drops the live answer once the history read has it', () => {
    const loaded = [step('u1'), step('a1')];
    const state = { ...idle, userStepId: 'u1', assistantStepId: 'a1', text: 'Answer' };
    expect(kinds(threadItems(loaded, loaded, state))).toEqual(['step:Step:u1', 'step:Step:a1']);
  });
});
