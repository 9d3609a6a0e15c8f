import { generateText, tool } from 'ai';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { NEEDS_A_MODEL, NOT_TOLD_YET } from '../offline-brain.js';
import { LocalLanguageModel, textChunks } from './local-model.js';

describe('LocalLanguageModel', () => {
  it('splits text into chunks of a few words without losing characters', () => {
    const text = 'Got it — I will  remember\nthat you love climbing.';
    const chunks = textChunks(text, 3);
    expect(chunks.join('')).toBe(text);
    expect(chunks).toEqual(['Got it — ', 'I will  remember\n', 'that you love ', 'climbing.']);
  });

  it('calls tools first, then answers only from their results (generate path)', async () => {
    const model = new LocalLanguageModel({ generateId: () => 'call_1' });
    const seen: string[] = [];
    const tools = {
      search_memories: tool({
        inputSchema: z.object({ query: z.string() }),
        execute: ({ query }) => {
          seen.push(query);
          return { count: 1, memories: [{ content: 'My cat is called Ada' }] };
        },
      }),
      remember: tool({ inputSchema: z.object({ content: z.string() }), execute: () => ({ saved: true }) }),
    };
    const ask = () =>
      generateText({
        model,
        tools,
        prompt: "What is my cat's name?",
        // The turn's hints, as the runtime sends them (contract.ts TurnHints): the agent it plays.
        providerOptions: { duet: { agent: 'private_brain' } },
        stopWhen: ({ steps }) => steps.length >= 3,
      });
    const first = await ask();
    expect(seen).toEqual([expect.stringContaining("cat's name")]);
    expect(first.steps[0]!.toolCalls.map((c) => c.toolName)).toEqual(['search_memories']);
    expect(first.text).toBe("From what you've told me: your cat is called Ada.");
    expect((await ask()).text).toBe(first.text);
  });

  it('without tools it does not invent an answer: it says that answering needs a model', async () => {
    const result = await generateText({ model: new LocalLanguageModel(), prompt: 'What is the capital of Peru?' });
    expect(result.text).toContain(NEEDS_A_MODEL);
    expect(result.text).not.toContain(NOT_TOLD_YET);
  });
});
