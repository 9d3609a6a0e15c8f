import { describe, expect, it } from 'vitest';
import {
  initialRunState,
  isStreaming,
  runReducer,
  type LiveToolCall,
  type RunAction,
  type RunEventData,
  type RunState,
} from './run-state';

/**
 * A page reloaded while an answer was written: ChatThread resumes from the answer as stored
 * (its text and last event), and the server replays what came after, or a snapshot first.
 */
const run = (...actions: RunAction[]): RunState => actions.reduce(runReducer, initialRunState);
const on = (event: RunEventData): RunAction => ({ type: 'event', event });
const resume = (text: string, afterSeq: number, toolCalls: LiveToolCall[] = []): RunAction => ({
  type: 'resume',
  assistantStepId: 'a1',
  text,
  toolCalls,
  afterSeq,
});
const snapshot = (text: string, lastSeq: number): RunAction =>
  on({ __typename: 'RunSnapshot', seq: lastSeq, text, lastSeq });

describe('resuming an answer after a reload', () => {
  it('goes on streaming from the stored text', () => {
    const state = run(resume('Half of it', 12));
    expect(state).toMatchObject({
      phase: 'streaming_message',
      assistantStepId: 'a1',
      text: 'Half of it',
      lastSeq: 12,
      pending: null,
    });
    expect(isStreaming(state.phase)).toBe(true);
  });

  it('thinks when nothing was written yet', () => {
    expect(run(resume('', 0)).phase).toBe('thinking');
  });

  it('shows the tool calls it is given', () => {
    const tool: LiveToolCall = {
      id: 't1',
      name: 'search_memories',
      displayName: null,
      status: 'running',
      input: { query: 'tea' },
      output: null,
      durationMs: null,
      early: false,
    };
    expect(run(resume('', 3, [tool])).toolCalls).toEqual([tool]);
  });

  it('appends the replayed text to the stored text', () => {
    const state = run(resume('Half ', 12), on({ __typename: 'TextDelta', delta: 'and the rest', seq: 13 }));
    expect(state.text).toBe('Half and the rest');
    expect(state.lastSeq).toBe(13);
  });

  it('keeps streaming when the replay starts with the run having started', () => {
    const state = run(
      resume('Half', 12),
      on({ __typename: 'RunStarted', seq: 1, assistantStepId: 'a1', userStepId: 'u1' }),
    );
    expect(state).toMatchObject({ phase: 'streaming_message', text: 'Half', userStepId: 'u1' });
  });

  it('keeps the token count of the answer before', () => {
    const before = run(
      { type: 'send', message: { text: 'Hi', fileNames: [] } },
      on({ __typename: 'TokenInfoEvent', estimatedTokens: 50, totalChars: 200, messageCount: 2 }),
    );
    expect(runReducer(before, resume('', 0)).tokenInfo?.estimatedTokens).toBe(50);
  });
});

describe('a snapshot of the stored answer', () => {
  it('replaces the text (it is the whole answer so far) and moves the cursor to its end', () => {
    const state = run(resume('Half', 4), snapshot('Half of the answer', 20));
    expect(state.text).toBe('Half of the answer');
    expect(state.lastSeq).toBe(20);
  });

  it('is followed by the text after it', () => {
    const state = run(
      resume('', 0),
      snapshot('Stored ', 20),
      on({ __typename: 'TextDelta', delta: 'and new', seq: 21 }),
    );
    expect(state.text).toBe('Stored and new');
  });

  it('with text shows the answer as being written, not as thinking', () => {
    const state = run(resume('', 0), snapshot('Written while you were away', 20));
    expect(state.phase).toBe('streaming_message');
    expect(isStreaming(state.phase)).toBe(true);
  });

  it('without text goes on thinking', () => {
    expect(run(resume('', 0), snapshot('', 20)).phase).toBe('thinking');
  });

  it('does not interrupt a running tool', () => {
    const state = run(
      resume('', 0),
      on({ __typename: 'ToolCalled', toolCallId: 't1', name: 'remember', seq: 2 }),
      snapshot('Some text', 20),
    );
    expect(state.phase).toBe('processing');
  });

  it('counts as text: a stream error after it completes the answer', () => {
    const state = run(
      resume('', 0),
      snapshot('Stored text', 20),
      on({ __typename: 'RunErrorEvent', errorType: 'stream_error', message: 'dropped' }),
    );
    expect(state).toMatchObject({ phase: 'complete', text: 'Stored text', error: null });
  });

  it('of a run that is over ends the answer with the replayed done', () => {
    const state = run(
      resume('', 0),
      snapshot('The full answer', 30),
      on({ __typename: 'RunDone', status: 'completed', seq: 32 }),
    );
    expect(state).toMatchObject({ phase: 'complete', text: 'The full answer', lastSeq: 32 });
  });
});

describe('the final state of an answer that was over (a resume at or past its end)', () => {
  const finalState = (text: string, seq: number, finalStatus: string): RunAction =>
    on({ __typename: 'RunSnapshot', seq, text, lastSeq: seq, finalStatus });

  it('ends the answer with the stored text, alone', () => {
    const state = run(resume('Half of what I saw', 40), finalState('The answer as stored', 32, 'completed'));
    expect(state).toMatchObject({ phase: 'complete', text: 'The answer as stored', lastSeq: 40, error: null });
  });

  it('of an answer that failed with nothing written is the error', () => {
    expect(run(resume('', 9), finalState('', 9, 'error'))).toMatchObject({ phase: 'error', error: 'Streaming failed' });
  });

  it('of an interrupted answer that kept its text shows the text', () => {
    expect(run(resume('', 3), finalState('Kept text', 12, 'error')).phase).toBe('complete');
  });
});
