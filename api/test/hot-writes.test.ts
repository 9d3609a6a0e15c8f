/**
 * Opening an answer writes through typed statements straight to the driver
 * (api/src/db/hot-writes/README.md): a send, an edit, a regeneration, a message with an attachment,
 * and a second send while one is answered leave the conversation a client expects.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSse } from './support/sse.js';
import { answered, signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
let ada: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  ada = await signedUp(t);
});
afterAll(() => t.close());

async function stream(client: TestClient, params: Record<string, string>) {
  const res = await client.raw('GET', `/api/v1/chat/stream?${new URLSearchParams(params)}`);
  expect(res.status).toBe(200);
  for await (const _ of readSse(res)) {
    // the whole answer
  }
}

/** A conversation; what a client sees of it, without ids and times. */
async function conversation() {
  const threadId = (await ada.post('/api/v1/chat/private-brain/start')).body.thread_id as string;
  const files = new FormData();
  files.append('files', new File(['Ada Lovelace, notes on the engine'], 'notes.txt', { type: 'text/plain' }));
  const upload = await ada.request('POST', '/api/v1/upload/files', { body: files, headers: { 'x-duet-csrf': '1' } });
  expect(upload.status).toBe(201);
  await stream(ada, {
    thread_id: threadId,
    input: 'Please read my notes',
    elements: JSON.stringify([upload.body.files[0].element]),
  });
  await answered(ada, threadId, 'Remember that I love climbing');
  let steps = await answered(ada, threadId, 'What do I love?');
  await stream(ada, { thread_id: threadId, edit_step_id: steps.at(-2).id, input: 'What do I love doing?' });
  steps = (await ada.get(`/api/v1/chat/threads/${threadId}/history`)).body.steps;
  await stream(ada, { thread_id: threadId, regenerate_step_id: steps.at(-1).id });
  const thread = ((await ada.get('/api/v1/chat/threads')).body.threads as any[]).find((x) => x.id === threadId);
  const history = (await ada.get(`/api/v1/chat/threads/${threadId}/history`)).body.steps as any[];
  return {
    thread: {
      name: thread.name,
      step_count: thread.step_count,
      first: thread.first_message_preview,
      last: thread.last_message_preview,
    },
    history: history.map((s) => ({
      type: s.step_type,
      text: s.step_type === 'USER_MESSAGE' ? s.input : s.output,
      status: s.status,
      sibling: `${s.sibling_index + 1}/${s.sibling_count}`,
      parent: s.parent_id ? history.findIndex((p) => p.id === s.parent_id) : null,
      files: (s.elements ?? []).map((e: any) => `${e.name} ${e.mime_type}`),
    })),
  };
}

describe('opening an answer', () => {
  it('leaves the conversation of a send, an attachment, an edit and a regeneration', async () => {
    const seen = await conversation();
    expect(seen.history.map((s) => `${s.type} ${s.sibling} ${s.text?.slice(0, 24)}`)).toEqual([
      'USER_MESSAGE 1/1 Please read my notes',
      expect.stringMatching(/^ASSISTANT_MESSAGE 1\/1 /),
      'USER_MESSAGE 1/1 Remember that I love cli',
      expect.stringMatching(/^ASSISTANT_MESSAGE 1\/1 /),
      'USER_MESSAGE 2/2 What do I love doing?',
      expect.stringMatching(/^ASSISTANT_MESSAGE 2\/2 /),
    ]);
    expect(seen.history[0]!.files).toEqual(['notes.txt text/plain']);
    expect(seen.history.every((s) => s.status !== 'streaming')).toBe(true);
    expect(seen.thread).toMatchObject({ first: 'Please read my notes', step_count: 9 });
    expect(seen.thread.last).toBe('What do I love doing?'); // the person's edited message, not the answer
  });

  it('refuses a second send while one is answered', async () => {
    // The answer holds after its first chunk until the gate is released: it is surely running.
    t.app.services.answerGate.hold();
    const threadId = (await ada.post('/api/v1/chat/threads', { agent_type: 'testing' })).body.id as string;
    const running = await ada.raw('GET', `/api/v1/chat/stream?thread_id=${threadId}&input=hello`);
    expect(running.status).toBe(200);
    const events = readSse(running);
    for (let e = await events.next(); !e.done && e.value.event !== 'delta'; e = await events.next());
    const second = await ada.raw('GET', `/api/v1/chat/stream?thread_id=${threadId}&input=again`);
    expect(second.status).toBe(409);
    expect(((await second.json()) as any).error).toMatchObject({ reason: 'already_sending' });
    t.app.services.answerGate.release();
    for await (const _ of events) {
      // let it finish
    }
    const steps = (await ada.get(`/api/v1/chat/threads/${threadId}/history`)).body.steps as any[];
    expect(steps.map((s) => s.step_type)).toEqual(['USER_MESSAGE', 'ASSISTANT_MESSAGE']);
    expect(steps[1].status).toBe('completed');
  });

  it("records an answer's time to its first text, in the REST history and on GraphQL", async () => {
    const threadId = (await ada.post('/api/v1/chat/private-brain/start')).body.thread_id as string;
    const [asked, answer] = await answered(ada, threadId, 'How long until you answer?');
    expect(asked.first_token_ms).toBeNull();
    expect(answer.first_token_ms).toEqual(expect.any(Number));
    expect(answer.first_token_ms).toBeGreaterThanOrEqual(0);
    expect(answer.first_token_ms).toBeLessThanOrEqual(answer.total_time_ms);
    const res = await ada.gql(
      `query ($id: ID!) { thread(id: $id) { history(last: 2) { edges { node { stepType firstTokenMs } } } } }`,
      { id: Buffer.from(`Thread:${threadId}`).toString('base64') },
    );
    expect(res.data.thread.history.edges.map((e: any) => e.node)).toEqual([
      { stepType: 'USER_MESSAGE', firstTokenMs: null },
      { stepType: 'ASSISTANT_MESSAGE', firstTokenMs: answer.first_token_ms },
    ]);
  });
});
