/**
 * Every provider call records its tokens (usage/): with an OpenAI-compatible model (a scripted
 * server on 127.0.0.1), the answer's tokens as the answering person's, and the title's as a title
 * with the count the provider reported; a twin's reply as its owner's twin reply.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppWithScriptedAI } from './support/scripted-openai.js';
import { answered, signedUp, type TestClient } from './support/test-app.js';

let scripted: Awaited<ReturnType<typeof startAppWithScriptedAI>>;
let ada: TestClient;
beforeAll(async () => {
  scripted = await startAppWithScriptedAI();
  ada = await signedUp(scripted.t);
});
afterAll(() => scripted.close());

/** Waits for the work a run leaves going (the title), then for the recorder's write. */
async function rows(client: TestClient) {
  await scripted.t.app.services.chat.runs.settled();
  await scripted.t.app.services.usage.flush();
  return (await client.get('/api/v1/usage')).body.rows as Array<Record<string, unknown>>;
}

describe('recording', () => {
  it("records an answer's and a title's tokens by model and purpose, the provider's count when it gives one", async () => {
    scripted.ai.enqueue({ kind: 'text', chunks: ['Porto has six bridges.'] });
    const thread = (await ada.post('/api/v1/chat/private-brain/start')).body.thread_id;
    await answered(ada, thread, 'Tell me about the bridges of Porto');
    const recorded = await rows(ada);
    expect(recorded).toContainEqual(
      expect.objectContaining({ model: 'scripted-model', purpose: 'answer', calls: 1, estimated: true }),
    );
    // Titles are whole completions: the scripted server reports their usage.
    expect(recorded).toContainEqual(
      expect.objectContaining({
        model: 'scripted-model',
        purpose: 'title',
        calls: 1,
        input_tokens: 11,
        output_tokens: 3,
        estimated: false,
      }),
    );
    // Tokens count towards the day's total the limits read (embeddings aside).
    const usage = (await ada.get('/api/v1/usage')).body;
    const answer = recorded.find((r) => r.purpose === 'answer')!;
    expect(usage.today.tokens).toBe(14 + (answer.input_tokens as number) + (answer.output_tokens as number));
  });

  it("records a twin's reply as its owner's", async () => {
    const owner = await signedUp(scripted.t, { email: 'eve@example.com', username: 'evetwin' });
    await owner.request('PUT', '/api/v1/profile', { json: { public: true, bio: 'Sailor' } });
    const visitor = scripted.t.client();
    const thread = (await visitor.post('/api/v1/twin/evetwin/threads', { new: true })).body.thread_id;
    scripted.ai.enqueue({ kind: 'text', chunks: ['I sail.'] });
    await answered(visitor, thread, 'What do you do?');
    const recorded = await rows(owner);
    expect(recorded).toContainEqual(expect.objectContaining({ purpose: 'twin_reply', calls: 1 }));
    expect((await owner.get('/api/v1/usage')).body.today.messages).toBe(1);
  });
});
