import { streamText } from 'ai';
import { describe, expect, it } from 'vitest';
import { createAnswerGate } from './answer-gate.js';
import { LocalLanguageModel } from './local-model.js';

/** Reads a local answer's text chunks as they come; `first` resolves with the first one. */
function readAnswer(
  model: LocalLanguageModel,
  seen: string[],
  abortSignal?: AbortSignal,
  prompt = 'What is the capital of Peru?',
) {
  let firstChunk!: () => void;
  const first = new Promise<void>((resolve) => (firstChunk = resolve));
  const done = (async () => {
    const result = streamText({ model, prompt, abortSignal });
    for await (const delta of result.textStream) {
      seen.push(delta);
      firstChunk();
    }
    return seen.join('');
  })();
  return { first, done };
}

describe('the answer gate', () => {
  it('lets answers through at once while nobody holds it', async () => {
    const gate = createAnswerGate();
    const seen: string[] = [];
    const text = await readAnswer(new LocalLanguageModel({ chunkDelayMs: 0, gate }), seen).done;
    expect(seen.length).toBeGreaterThan(2);
    expect(gate.waiting()).toBe(0);
    expect(text.length).toBeGreaterThan(0);
  });

  it('holds an answer after its first chunk until released, then lets the rest through', async () => {
    const gate = createAnswerGate();
    gate.hold();
    const seen: string[] = [];
    const answer = readAnswer(new LocalLanguageModel({ chunkDelayMs: 0, gate }), seen);
    // The model waits at the gate, and the reader has its first chunk and nothing more.
    await Promise.all([gate.whenWaiting(), answer.first]);
    expect(gate.waiting()).toBe(1);
    expect(seen).toHaveLength(1);
    gate.release();
    const text = await answer.done;
    expect(seen.length).toBeGreaterThan(1);
    expect(text.startsWith(seen[0]!)).toBe(true);
    expect(gate.waiting()).toBe(0);
  });

  it('lets an aborted answer go, and whenWaiting gives up with its signal', async () => {
    const gate = createAnswerGate();
    gate.hold();
    const stop = new AbortController();
    const seen: string[] = [];
    const answer = readAnswer(new LocalLanguageModel({ chunkDelayMs: 0, gate }), seen, stop.signal);
    await Promise.all([gate.whenWaiting(), answer.first]);
    stop.abort();
    await answer.done.catch((e: Error) => e.name);
    expect(seen).toHaveLength(1);
    expect(gate.waiting()).toBe(0);
    const nobody = new AbortController();
    const waiting = gate.whenWaiting(undefined, nobody.signal);
    nobody.abort();
    await expect(waiting).resolves.toBeUndefined();
  });

  it('holds only answers to messages with the word a hold names', async () => {
    const gate = createAnswerGate();
    gate.hold('pelican');
    const model = new LocalLanguageModel({ chunkDelayMs: 0, gate });
    const other = await readAnswer(model, [], undefined, 'What is the capital of Peru?').done;
    expect(other.length).toBeGreaterThan(0);
    const seen: string[] = [];
    const held = readAnswer(model, seen, undefined, 'Where does the pelican live?');
    await Promise.all([gate.whenWaiting('pelican'), held.first]);
    expect(gate.waiting('pelican')).toBe(1);
    expect(seen).toHaveLength(1);
    gate.release('pelican');
    expect((await held.done).length).toBeGreaterThan(seen[0]!.length);
  });
});
