import { describe, expect, it } from 'vitest';
import type { LiveToolCall } from './run-state';
import { awaitedLabel, toolActivityItems } from './tool-activity';

const call = (name: string, rest: Partial<LiveToolCall> = {}): LiveToolCall => ({
  id: 't1',
  name,
  displayName: null,
  status: 'completed',
  input: {},
  output: {},
  durationMs: 12,
  early: false,
  ...rest,
});
const item = (c: LiveToolCall) => toolActivityItems([c])[0]!;
const summary = (c: LiveToolCall) => item(c).summary ?? [];

describe('what a tool call is called', () => {
  it("is in people's words: done, and while it runs", () => {
    expect(item(call('search_memories'))).toMatchObject({
      label: 'Searched your memories',
      activeLabel: 'Searching your memories',
    });
  });

  it('says a finished search of documents in the past tense, with what it found', () => {
    const done = call('search_documents', {
      input: { query: 'Lisbon office' },
      output: { passages: [{ title: 'report.pdf', text: 'The Lisbon office opens in March.' }] },
    });
    expect(item(done)).toMatchObject({ label: 'Searched your documents', activeLabel: 'Searching your documents' });
    expect(summary(done)).toEqual(['Looked for “Lisbon office”', 'Found 1 passage']);
    expect(item(call('search_public_documents')).label).toBe('Searched public documents');
    expect(item(call('read_web_page')).label).toBe('Read a web page');
  });

  it("puts the server's 'Using …' in the past once the call has run", () => {
    const mcp = call('create_note', { displayName: 'Using create_note (Notebook)' });
    expect(item(mcp)).toMatchObject({
      label: 'Used create_note (Notebook)',
      activeLabel: 'Using create_note (Notebook)',
    });
  });

  it("is the server's label for a tool it does not know, else the name in words", () => {
    expect(item(call('book_flight', { displayName: 'Flight booking' }))).toMatchObject({
      label: 'Flight booking',
      activeLabel: 'Flight booking',
    });
    expect(item(call('book_flight'))).toMatchObject({ label: 'book flight', activeLabel: null });
  });

  it('keeps the call id, status, duration, input and output', () => {
    const c = call('remember', {
      id: 'c9',
      status: 'running',
      durationMs: null,
      input: { content: 'x' },
    });
    expect(item(c)).toMatchObject({
      id: 'c9',
      status: 'running',
      durationMs: null,
      input: { content: 'x' },
      output: {},
    });
  });

  it("names the calculator and the memory list in people's words, with the result and what was left out", () => {
    expect(item(call('calculate'))).toMatchObject({ label: 'Calculated', activeLabel: 'Calculating' });
    expect(summary(call('calculate', { input: { expression: '17 * 23' }, output: { result: '391' } }))).toEqual([
      '“17 * 23”',
      '= 391',
    ]);
    const listed = call('list_memories', {
      output: { count: 3, more: 1, memories: [{ content: 'a' }, { content: 'b' }] },
    });
    expect(item(listed).label).toBe('Listed your memories');
    expect(summary(listed)).toEqual(['1 more memory on your Knowledge page', 'Found 2 memories', '“a”', '“b”']);
  });

  it('lists every call in order', () => {
    const items = toolActivityItems([call('get_time', { id: 'a' }), call('echo', { id: 'b' })]);
    expect(items.map((i) => i.label)).toEqual(['Checked the time', 'Echoed your message']);
  });
});

describe('what a tool call was asked', () => {
  it('says what was looked for, and quotes what was given', () => {
    const c = call('remember', {
      status: 'running',
      input: { query: ' tea ', content: 'Likes green tea' },
    });
    expect(summary(c)).toEqual(['Looked for “tea”', '“Likes green tea”']);
  });

  it('cuts long text at 80 characters', () => {
    const [line] = summary(call('remember', { status: 'running', input: { content: 'a'.repeat(100) } }));
    expect(line).toBe(`“${'a'.repeat(79)}…”`);
  });

  it('says nothing of input that is not an object of text', () => {
    expect(summary(call('echo', { input: 'plain', output: null }))).toEqual([]);
    expect(summary(call('echo', { input: ['query'], output: null }))).toEqual([]);
    expect(summary(call('echo', { input: { query: '   ', content: 7 }, output: null }))).toEqual([]);
  });
});

describe('what a tool call found or did', () => {
  it('counts and quotes the memories found, up to five', () => {
    const memories = ['a', 'b', 'c', 'd', 'e', 'f'].map((content) => ({ content }));
    expect(summary(call('search_memories', { output: { memories } }))).toEqual([
      'Found 6 memories',
      '“a”',
      '“b”',
      '“c”',
      '“d”',
      '“e”',
    ]);
    expect(summary(call('search_memories', { output: { memories: [{ content: 'x' }] } }))[0]).toBe('Found 1 memory');
  });

  it('says when nothing was found', () => {
    expect(summary(call('search_memories', { output: { memories: [] } }))).toEqual(['Nothing found']);
  });

  it('names chats and public facts by what they are', () => {
    expect(summary(call('search_conversations', { output: { conversations: [{ name: 'Trip' }] } }))).toEqual([
      'Found 1 chat',
      '“Trip”',
    ]);
    expect(summary(call('search_threads', { output: { threads: [{}, {}] } }))).toEqual(['Found 2 chats']);
    expect(summary(call('search_public_memories', { output: { facts: [{}, {}] } }))[0]).toBe('Found 2 facts');
  });

  it('says a memory already known was not saved again, and what a new one replaced', () => {
    expect(summary(call('remember', { output: { outcome: 'known' } }))).toEqual(['Already known: nothing new saved']);
    expect(summary(call('remember', { output: { replaced: 'Likes coffee' } }))).toEqual(['Replaced “Likes coffee”']);
  });

  it('counts what was forgotten, and not as found', () => {
    expect(summary(call('forget', { output: { forgotten: 0 } }))).toEqual(['No memory matched']);
    expect(summary(call('forget', { output: { forgotten: 1, memories: [{}] } }))).toEqual(['Forgot 1 memory']);
    expect(summary(call('forget', { output: { forgotten: 3 } }))).toEqual(['Forgot 3 memories']);
  });

  it('lists the profile fields changed', () => {
    expect(summary(call('update_profile', { output: { updated: ['bio', 'location'] } }))).toEqual([
      'Changed: bio, location',
    ]);
  });

  it('says nothing of the outcome while the call runs', () => {
    const running = call('search_memories', {
      status: 'running',
      input: { query: 'tea' },
      output: { memories: [] },
    });
    expect(summary(running)).toEqual(['Looked for “tea”']);
  });
});

describe('a call that waited for a yes', () => {
  it('says what became of it, never "Using" as if it had run', () => {
    const label = 'Using create_note (Notebook)';
    expect(awaitedLabel(label, 'PENDING')).toBe('Asks to use create_note (Notebook)');
    expect(awaitedLabel(label, 'DENIED')).toBe('Declined create_note (Notebook)');
    expect(awaitedLabel(label, 'ALLOWED')).toBe('Allowed create_note (Notebook)');
    expect(awaitedLabel(label, 'EXPIRED')).toBe('Not run: create_note (Notebook)');
    expect(awaitedLabel('create_note', 'STOPPED')).toBe('Not run: create_note');
  });
});
