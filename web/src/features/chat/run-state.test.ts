import { describe, expect, it } from 'vitest';
import {
  initialRunState,
  isActive,
  isStreaming,
  runReducer,
  type RunAction,
  type RunEventData,
  type RunState,
} from './run-state';

/** The state after these actions, from a fresh thread. */
const run = (...actions: RunAction[]): RunState => actions.reduce(runReducer, initialRunState);
const on = (event: RunEventData): RunAction => ({ type: 'event', event });
const send = (text = 'What did I plan for Lisbon?', fileNames: string[] = []): RunAction => ({
  type: 'send',
  message: { text, fileNames },
});
const started: RunAction = on({
  __typename: 'RunStarted',
  seq: 1,
  userStepId: 'u1',
  assistantStepId: 'a1',
});
const delta = (text: string, seq: number): RunAction => on({ __typename: 'TextDelta', delta: text, seq });
const done = (status: 'completed' | 'error', seq = 99): RunAction => on({ __typename: 'RunDone', status, seq });

describe('sending a message', () => {
  it('shows the message at once and starts thinking', () => {
    const state = run(send('Hi there', ['plan.pdf']));
    expect(state.phase).toBe('thinking');
    expect(state.pending).toEqual({ text: 'Hi there', fileNames: ['plan.pdf'] });
    expect(isActive(state.phase)).toBe(true);
    expect(isStreaming(state.phase)).toBe(false);
  });

  it('has no message of the user to show for a regenerated answer', () => {
    expect(run({ type: 'send', message: null }).pending).toBeNull();
  });

  it('learns the ids of the question and the answer when the run starts, still thinking', () => {
    const state = run(send(), started);
    expect(state).toMatchObject({
      phase: 'thinking',
      userStepId: 'u1',
      assistantStepId: 'a1',
      lastSeq: 1,
    });
  });

  it("forgets the last answer's text, error and refusal but keeps its token count", () => {
    const before = run(
      send(),
      delta('Old answer', 2),
      on({
        __typename: 'TokenInfoEvent',
        estimatedTokens: 1200,
        totalChars: 4800,
        messageCount: 6,
      }),
      on({ __typename: 'RunErrorEvent', errorType: 'provider_error', message: 'Model down' }),
    );
    expect(before.error).toBe('Model down');
    const state = runReducer(before, send('Again'));
    expect(state).toMatchObject({
      phase: 'thinking',
      text: '',
      error: null,
      refusal: null,
      lastSeq: 0,
    });
    expect(state.tokenInfo).toEqual({ estimatedTokens: 1200, totalChars: 4800, messageCount: 6 });
  });
});

describe('the answer as it is written', () => {
  it('streams from the first piece of text and joins the pieces in order', () => {
    const state = run(send(), started, delta('Lisbon ', 2), delta('in May', 3));
    expect(state.phase).toBe('streaming_message');
    expect(isStreaming(state.phase)).toBe(true);
    expect(state.text).toBe('Lisbon in May');
    expect(state.lastSeq).toBe(3);
  });

  it('keeps the highest sequence number seen', () => {
    expect(run(send(), delta('a', 5), delta('b', 4)).lastSeq).toBe(5);
  });

  it('shows compacting while older messages are summarised, then goes back to where it was', () => {
    const compacting = run(send(), on({ __typename: 'CompactingStarted', seq: 2 }));
    expect(compacting.phase).toBe('compacting');
    expect(isActive(compacting.phase)).toBe(true);
    expect(isStreaming(compacting.phase)).toBe(false);
    const beforeText = runReducer(compacting, on({ __typename: 'CompactingCompleted', seq: 3 }));
    expect(beforeText.phase).toBe('thinking');

    const afterText = run(
      send(),
      delta('Hello', 2),
      on({ __typename: 'CompactingStarted', seq: 3 }),
      on({ __typename: 'CompactingCompleted', seq: 4 }),
    );
    expect(afterText.phase).toBe('streaming_message');
  });

  it('reports the context size it is told', () => {
    const state = run(
      send(),
      on({ __typename: 'TokenInfoEvent', estimatedTokens: 300, totalChars: 1200, messageCount: 2 }),
    );
    expect(state.tokenInfo).toEqual({ estimatedTokens: 300, totalChars: 1200, messageCount: 2 });
  });
});

describe('how an answer ends', () => {
  it('completes when the run is done, keeping its text', () => {
    const state = run(send(), started, delta('All set.', 2), done('completed'));
    expect(state.phase).toBe('complete');
    expect(isActive(state.phase)).toBe(false);
    expect(state.text).toBe('All set.');
    expect(state.error).toBeNull();
  });

  it('is stopped by the user: the text written so far stays as a complete answer', () => {
    // Stop ends the run on the server with done 'completed' (run-executor.ts).
    const state = run(send(), delta('The first half', 2), done('completed', 3));
    expect(state).toMatchObject({ phase: 'complete', text: 'The first half', error: null });
  });

  it('fails when the run ends in error before any text', () => {
    expect(run(send(), started, done('error'))).toMatchObject({
      phase: 'error',
      error: 'Streaming failed',
    });
  });

  it('completes when the run ends in error after some text', () => {
    expect(run(send(), delta('Partial', 2), done('error')).phase).toBe('complete');
  });

  it("fails with the server's message on an error before any text", () => {
    const state = run(
      send(),
      on({
        __typename: 'RunErrorEvent',
        errorType: 'provider_error',
        message: 'Model unavailable',
      }),
    );
    expect(state).toMatchObject({ phase: 'error', error: 'Model unavailable' });
    const silent = run(send(), on({ __typename: 'RunErrorEvent', errorType: 'timeout', message: '' }));
    expect(silent.error).toBe('Streaming failed');
  });

  it('completes on a stream error after text arrived', () => {
    const state = run(
      send(),
      delta('Almost', 2),
      on({ __typename: 'RunErrorEvent', errorType: 'stream_error', message: 'dropped' }),
    );
    expect(state).toMatchObject({ phase: 'complete', text: 'Almost', error: null });
  });

  it('says an interrupted answer is not whole, keeping its text', () => {
    // The server process went away mid-answer (run-leases.ts): error 'interrupted', then done 'error'.
    const message = 'The answer was interrupted.';
    const state = run(
      send(),
      delta('Half an answer', 2),
      on({ __typename: 'RunErrorEvent', errorType: 'interrupted', message, seq: 3 }),
      done('error', 5),
    );
    expect(state).toMatchObject({ phase: 'error', error: message, text: 'Half an answer' });
  });

  it('ignores what arrives after the answer is over', () => {
    const over = run(send(), delta('Done.', 2), done('completed', 3));
    const late = runReducer(over, delta(' More?', 4));
    expect(late).toBe(over);
    expect(runReducer(over, on({ __typename: 'CompactingStarted', seq: 5 }))).toBe(over);
  });

  it('fails on a dropped connection before any text, completes after some', () => {
    const drop: RunAction = { type: 'stream-error', message: 'Streaming connection failed.' };
    expect(run(send(), drop)).toMatchObject({
      phase: 'error',
      error: 'Streaming connection failed.',
    });
    expect(run(send(), delta('Some', 2), drop)).toMatchObject({ phase: 'complete', error: null });
    const over = run(send(), done('completed'));
    expect(runReducer(over, drop)).toBe(over);
  });

  it('is complete once the stream has been silent too long, and only while active', () => {
    expect(run(send(), { type: 'timeout' }).phase).toBe('complete');
    expect(run({ type: 'timeout' }).phase).toBe('idle');
    expect(run(send(), done('error'), { type: 'timeout' }).phase).toBe('error');
  });
});

describe('a refused message', () => {
  const refusal = { reason: 'quota_exceeded', message: 'Daily limit reached' };
  const file = new File(['x'], 'notes.txt');

  it('leaves the thread and goes back to the composer with its files', () => {
    const state = run(send('Hello twin', ['notes.txt']), {
      type: 'refused',
      refusal,
      returned: { text: 'Hello twin', files: [file] },
    });
    expect(state).toMatchObject({
      phase: 'error',
      error: 'Daily limit reached',
      refusal,
      pending: null,
    });
    expect(state.returned?.text).toBe('Hello twin');
    expect(state.returned?.files).toEqual([file]);
  });

  it('is ignored once the answer is over', () => {
    const over = run(send(), done('completed'));
    expect(runReducer(over, { type: 'refused', refusal, returned: null })).toBe(over);
  });

  it('is forgotten when the next message is sent', () => {
    const refused = run(send(), { type: 'refused', refusal, returned: null });
    expect(runReducer(refused, send())).toMatchObject({
      refusal: null,
      returned: null,
      error: null,
    });
  });
});

describe('after the answer is in the history', () => {
  it('drops the live copy but keeps the phase and token count', () => {
    const state = run(
      send(),
      started,
      delta('Answer', 2),
      on({ __typename: 'ToolCalled', toolCallId: 't1', name: 'remember', seq: 3 }),
      on({ __typename: 'TokenInfoEvent', estimatedTokens: 10, totalChars: 40, messageCount: 2 }),
      done('completed'),
      { type: 'settled' },
    );
    expect(state).toMatchObject({
      phase: 'complete',
      pending: null,
      userStepId: null,
      assistantStepId: null,
      text: '',
      toolCalls: [],
    });
    expect(state.tokenInfo?.estimatedTokens).toBe(10);
  });

  it('starts over from nothing on reset', () => {
    expect(run(send(), delta('x', 2), { type: 'reset' })).toEqual(initialRunState);
  });
});
