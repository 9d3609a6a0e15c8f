/**
 * With the OpenAI-compatible provider the model judges memories through structured output: whether
 * a fact is already known (in other words than the rules can see), and which memory "forget that …"
 * means. When the model fails, the rules judge and the turn goes on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppWithScriptedAI } from './support/scripted-openai.js';
import { signedUp, type TestClient } from './support/test-app.js';

let s: Awaited<ReturnType<typeof startAppWithScriptedAI>>;
let ada: TestClient;
beforeAll(async () => {
  s = await startAppWithScriptedAI();
  ada = await signedUp(s.t);
  await ada.gql('mutation { createMemory(content: "I adore bouldering") { ... on Memory { id } } }');
});
afterAll(() => s.close());

/** The model calls one tool, then says "Done."; returns what the tool gave back to the model. */
async function toolTurn(name: string, args: Record<string, unknown>) {
  const thread = (await ada.post('/api/v1/chat/private-brain/start')).body.thread_id;
  s.ai.enqueue({ kind: 'tool', name, args }, { kind: 'text', chunks: ['Done.'] });
  await (await ada.raw('GET', `/api/v1/chat/stream?${new URLSearchParams({ thread_id: thread, input: 'x' })}`)).text();
  const messages = s.ai.requests.at(-1)!.messages as Array<{ role: string; content: string }>;
  return JSON.parse(messages.at(-1)!.content);
}

const contents = async () =>
  (await ada.gql('{ viewer { memories { content } } }')).data.viewer.memories
    .map((m: { content: string }) => m.content)
    .sort();

describe('the model judges memories', () => {
  it('knows a fact said in other words, from a JSON answer that fits the schema', async () => {
    s.ai.judgeWith({ action: 'same', memory: 1 });
    const result = await toolTurn('remember', { content: 'I really enjoy bouldering a lot' });
    expect(result).toMatchObject({ saved: false, outcome: 'known', content: 'I adore bouldering' });
    expect(await contents()).toEqual(['I adore bouldering']);

    const request = s.ai.judgeRequests.at(-1)!;
    expect((request.messages as Array<{ content: string }>)[1]!.content).toBe(
      'New fact: I really enjoy bouldering a lot\n\nMemories:\n1. I adore bouldering',
    );
    expect(request.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { schema: expect.objectContaining({ type: 'object' }) },
    });
  });

  it('replaces what a fact changes', async () => {
    s.ai.judgeWith({ action: 'update', memory: 1 });
    const result = await toolTurn('remember', { content: 'These days I prefer top-rope climbing to bouldering' });
    expect(result).toMatchObject({ outcome: 'updated', replaced: 'I adore bouldering' });
    expect(await contents()).toEqual(['These days I prefer top-rope climbing to bouldering']);
  });

  it('forgets the memory the model picks, and none it was not shown', async () => {
    s.ai.judgeWith({ memories: [1, 7] });
    const result = await toolTurn('forget', { about: 'the climbing thing' });
    expect(result).toEqual({
      forgotten: 1,
      memories: [{ content: 'These days I prefer top-rope climbing to bouldering' }],
    });
    expect(await contents()).toEqual([]);
  });

  it('when the model fails, the rules judge', async () => {
    await ada.gql('mutation { createMemory(content: "I adore bouldering") { ... on Memory { id } } }');
    s.ai.judgeWith({ status: 500 });
    const result = await toolTurn('remember', { content: 'I adore bouldering!' });
    expect(result).toMatchObject({ outcome: 'known' });
    expect(await contents()).toEqual(['I adore bouldering']);
  });
});
