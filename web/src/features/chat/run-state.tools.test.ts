import { describe, expect, it } from 'vitest';
import {
  initialRunState,
  isStreaming,
  runReducer,
  type RunAction,
  type RunEventData,
  type RunState,
} from './run-state';

/** Tool calls during an answer, as the live answer lists them (run-state.ts). */
const run = (...actions: RunAction[]): RunState => actions.reduce(runReducer, initialRunState);
const on = (event: RunEventData): RunAction => ({ type: 'event', event });
const send: RunAction = { type: 'send', message: { text: 'Remember I like tea', fileNames: [] } };
const called = (event: Omit<RunEventData, '__typename'>) => on({ __typename: 'ToolCalled', ...event });
const status = (event: Omit<RunEventData, '__typename'>) => on({ __typename: 'ToolStatusUpdate', ...event });
const output = (event: Omit<RunEventData, '__typename'>) => on({ __typename: 'ToolOutput', ...event });

describe('a tool call', () => {
  it('shows as running with what it was asked, and the answer is processing', () => {
    const state = run(send, called({ toolCallId: 't1', name: 'remember', args: { content: 'Likes tea' } }));
    expect(state.phase).toBe('processing');
    expect(isStreaming(state.phase)).toBe(true);
    expect(state.toolCalls).toEqual([
      {
        id: 't1',
        name: 'remember',
        displayName: null,
        status: 'running',
        input: { content: 'Likes tea' },
        output: null,
        durationMs: null,
        early: false,
      },
    ]);
  });

  it('completes with its output and duration, and the text after it streams', () => {
    const state = run(
      send,
      called({ toolCallId: 't1', name: 'remember' }),
      output({ toolCallId: 't1', output: { outcome: 'saved' }, durationMs: 42 }),
      on({ __typename: 'TextDelta', delta: 'Noted.' }),
    );
    expect(state.toolCalls[0]).toMatchObject({
      status: 'completed',
      output: { outcome: 'saved' },
      durationMs: 42,
    });
    expect(state.phase).toBe('streaming_message');
    expect(state.text).toBe('Noted.');
  });

  it('leaves out the internal tool_execution marker', () => {
    const state = run(send, called({ toolCallId: 's', name: 'system_function', displayName: 'tool_execution' }));
    expect(state.toolCalls).toEqual([]);
    expect(state.phase).toBe('thinking');
  });

  it('is listed once when the same call is announced again', () => {
    const state = run(
      send,
      called({ toolCallId: 't1', name: 'search_memories' }),
      called({ toolCallId: 't1', name: 'search_memories', args: { query: 'tea' } }),
    );
    expect(state.toolCalls).toHaveLength(1);
    expect(state.toolCalls[0]!.input).toEqual({ query: 'tea' });
  });

  it('keeps calls in the order they were made', () => {
    const state = run(
      send,
      called({ toolCallId: 'a', name: 'search_memories' }),
      called({ toolCallId: 'b', name: 'remember' }),
    );
    expect(state.toolCalls.map((t) => t.id)).toEqual(['a', 'b']);
  });
});

describe('a call announced before its id is known', () => {
  it('gets its real id from the next status update and completes under it', () => {
    const state = run(
      send,
      called({ name: 'search_memories' }),
      status({
        toolCallId: 'real-1',
        name: 'search_memories',
        status: 'running',
        inputParams: { query: 'tea' },
      }),
      output({ toolCallId: 'real-1', output: { memories: [] }, durationMs: 5 }),
    );
    expect(state.toolCalls).toHaveLength(1);
    expect(state.toolCalls[0]).toMatchObject({
      id: 'real-1',
      early: false,
      status: 'completed',
      input: { query: 'tea' },
      output: { memories: [] },
    });
  });

  it('is matched by its provisional id when the update names it', () => {
    const early = run(send, called({ name: 'remember' }));
    const oldId = early.toolCalls[0]!.id;
    const state = runReducer(early, status({ toolCallId: 'real', oldId, name: 'renamed', status: 'running' }));
    expect(state.toolCalls).toHaveLength(1);
    expect(state.toolCalls[0]).toMatchObject({ id: 'real', name: 'renamed' });
  });

  it('is matched by name among several provisional calls', () => {
    const state = run(
      send,
      called({ name: 'search_memories' }),
      called({ name: 'remember' }),
      status({ toolCallId: 'r-remember', name: 'remember', status: 'running' }),
    );
    expect(state.toolCalls.map((t) => [t.name, t.id, t.early])).toEqual([
      ['search_memories', state.toolCalls[0]!.id, true],
      ['remember', 'r-remember', false],
    ]);
  });

  it('else is the first unfinished provisional call', () => {
    const state = run(
      send,
      called({ name: 'search_memories' }),
      status({ toolCallId: 'r1', name: 'get_profile', status: 'running' }),
    );
    expect(state.toolCalls).toHaveLength(1);
    expect(state.toolCalls[0]).toMatchObject({ id: 'r1', name: 'get_profile', early: false });
  });
});

describe('a status update', () => {
  it('adds a call not announced before', () => {
    const state = run(
      send,
      status({
        toolCallId: 'x',
        name: 'get_time',
        displayName: 'Clock',
        status: 'completed',
        inputParams: {},
      }),
    );
    expect(state.toolCalls).toEqual([
      expect.objectContaining({
        id: 'x',
        name: 'get_time',
        displayName: 'Clock',
        status: 'completed',
        early: false,
      }),
    ]);
  });

  it('never takes a completed call back to running', () => {
    const state = run(
      send,
      called({ toolCallId: 't1', name: 'remember' }),
      output({ toolCallId: 't1', output: {}, durationMs: 3 }),
      status({ toolCallId: 't1', status: 'running' }),
    );
    expect(state.toolCalls[0]!.status).toBe('completed');
  });

  it('marks a call completed', () => {
    const state = run(
      send,
      called({ toolCallId: 't1', name: 'remember' }),
      status({ toolCallId: 't1', status: 'completed' }),
    );
    expect(state.toolCalls[0]!.status).toBe('completed');
  });
});

describe('an output', () => {
  it('for a call not listed changes nothing in the list', () => {
    const state = run(
      send,
      called({ toolCallId: 't1', name: 'remember' }),
      output({ toolCallId: 'other', output: 'x', durationMs: 1 }),
    );
    expect(state.toolCalls[0]).toMatchObject({ id: 't1', status: 'running', output: null });
  });
});

describe('a tool call that waits for the person', () => {
  it('stops spinning once the answer stops for its approval', () => {
    let state = runReducer(initialRunState, { type: 'send', message: { text: 'save a note', fileNames: [] } });
    for (const event of [
      {
        __typename: 'ToolCalled',
        seq: 1,
        toolCallId: 't1',
        name: 'notebook__create_note',
        displayName: 'Using create_note (Notebook)',
        args: { title: 'Milk' },
      },
      {
        __typename: 'ToolStatusUpdate',
        seq: 2,
        toolCallId: 't1',
        name: 'notebook__create_note',
        status: 'awaiting_approval',
        inputParams: { title: 'Milk' },
      },
    ] as RunEventData[])
      state = runReducer(state, { type: 'event', event });
    expect(state.toolCalls).toMatchObject([{ id: 't1', status: 'completed' }]);
  });
});
