/**
 * "Stop generating": the provider call is cancelled, the answer keeps the text streamed so far
 * (completed, not an error, metadata.stopped), the stream ends with assistant_step and done, the
 * thread takes the next message. REST and GraphQL; only whoever may write in the thread may stop.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppWithScriptedAI } from './support/scripted-openai.js';
import { readSse, type SseMessage } from './support/sse.js';
import { signedUp, type TestApp, type TestClient } from './support/test-app.js';

let app: Awaited<ReturnType<typeof startAppWithScriptedAI>>;
let t: TestApp;
let ada: TestClient;

beforeAll(async () => {
  app = await startAppWithScriptedAI({ RUN_PERSIST_MS: '50' });
  t = app.t;
  ada = await signedUp(t);
});
afterAll(() => app.close());

const WORDS = Array.from({ length: 200 }, (_, i) => `word${i} `);

async function newThread(client: TestClient) {
  const started = await client.post('/api/v1/chat/private-brain/start');
  expect(started.status).toBe(201);
  return started.body.thread_id as string;
}

/** Reads a stream in the background; `until` resolves once `predicate` holds for what was read. */
function follow(response: Response) {
  const seen: SseMessage[] = [];
  let check = null as (() => void) | null;
  const ended = (async () => {
    for await (const m of readSse(response)) {
      seen.push(m);
      check?.();
    }
  })();
  const until = (predicate: (seen: SseMessage[]) => boolean) =>
    new Promise<void>((resolve) => {
      check = () => predicate(seen) && resolve();
      check();
    });
  return { seen, ended, until };
}
const text = (seen: SseMessage[]) =>
  seen
    .filter((m) => m.event === 'delta')
    .map((m) => JSON.parse(m.data).delta as string)
    .join('');

describe('stop over REST', () => {
  it('ends the answer where it is, keeps its text, cancels the provider and ends the stream', async () => {
    const threadId = await newThread(ada);
    app.ai.enqueue({ kind: 'text', chunks: WORDS, delayMs: 30 });
    const cancelledBefore = app.ai.cancelled();
    const stream = follow(
      await ada.raw(
        'GET',
        `/api/v1/chat/stream?thread_id=${threadId}&input=${encodeURIComponent('Tell me a long story')}`,
      ),
    );
    await stream.until((seen) => text(seen).length > 40);

    const stop = await ada.post(`/api/v1/chat/threads/${threadId}/stop`);
    expect(stop.status).toBe(200);
    expect(stop.body).toEqual({ stopped: true });
    await stream.ended;

    const events = stream.seen.map((m) => m.event);
    expect(events.slice(-2)).toEqual(['assistant_step', 'done']);
    expect(JSON.parse(stream.seen.at(-1)!.data)).toMatchObject({ status: 'completed' });
    const kept = text(stream.seen);
    expect(kept.length).toBeGreaterThan(40);
    expect(kept.length).toBeLessThan(WORDS.join('').length);
    const step = JSON.parse(stream.seen.at(-2)!.data).assistant_step;
    expect(step).toMatchObject({
      output: kept,
      is_error: false,
      status: 'completed',
      metadata: expect.objectContaining({ stopped: true }),
    });
    await expect.poll(() => app.ai.cancelled(), { timeout: 5000 }).toBeGreaterThan(cancelledBefore);

    const history = await ada.get(`/api/v1/chat/threads/${threadId}/history`);
    expect(history.body.steps.at(-1)).toMatchObject({
      output: kept,
      is_error: false,
      status: 'completed',
      metadata: expect.objectContaining({ stopped: true }),
    });

    // Nothing left to stop; the thread takes the next message.
    expect((await ada.post(`/api/v1/chat/threads/${threadId}/stop`)).body).toEqual({ stopped: false });
    app.ai.enqueue({ kind: 'text', chunks: ['Short ', 'answer.'] });
    const next = follow(
      await ada.raw('GET', `/api/v1/chat/stream?thread_id=${threadId}&input=${encodeURIComponent('And now?')}`),
    );
    await next.ended;
    expect(text(next.seen)).toBe('Short answer.');
  });

  it('only the thread’s owner may stop its answer; others get 404 and the answer goes on', async () => {
    const threadId = await newThread(ada);
    const eve = await signedUp(t, { email: 'eve@example.com', username: 'eve', display_name: 'Eve' });
    app.ai.enqueue({ kind: 'text', chunks: WORDS.slice(0, 40), delayMs: 10 });
    const stream = follow(await ada.raw('GET', `/api/v1/chat/stream?thread_id=${threadId}&input=hello`));
    await stream.until((seen) => text(seen).length > 10);
    const refused = await eve.post(`/api/v1/chat/threads/${threadId}/stop`);
    expect(refused.status).toBe(404);
    const gql = await eve.gql(
      `mutation ($id: ID!) { stopRun(threadId: $id) { __typename ... on NotFoundError { message } } }`,
      { id: threadId },
    );
    expect(gql.data.stopRun.__typename).toBe('NotFoundError');
    const anonymous = await t.client().post(`/api/v1/chat/threads/${threadId}/stop`);
    expect(anonymous.status).toBe(404);
    await stream.ended;
    expect(text(stream.seen)).toBe(WORDS.slice(0, 40).join(''));
  });
});

describe('stop over GraphQL', () => {
  it('stopRun ends the sendMessage subscription with the kept answer', async () => {
    const threadId = await newThread(ada);
    const threadGid = Buffer.from(`Thread:${threadId}`).toString('base64');
    app.ai.enqueue({ kind: 'text', chunks: WORDS, delayMs: 30 });
    const response = await ada.raw('POST', '/graphql', {
      json: {
        query: `subscription ($threadId: ID!, $input: String!) { sendMessage(threadId: $threadId, input: $input) {
          __typename ... on TextDelta { delta } ... on AssistantStepEvent { step { output status isError metadata } } ... on RunDone { status } } }`,
        variables: { threadId: threadGid, input: 'A long one please' },
      },
      headers: { accept: 'text/event-stream' },
    });
    const events: any[] = [];
    let check = null as (() => void) | null;
    const ended = (async () => {
      for await (const m of readSse(response)) {
        if (m.event !== 'next') continue;
        events.push(JSON.parse(m.data).data.sendMessage);
        check?.();
      }
    })();
    await new Promise<void>((resolve) => {
      check = () => events.filter((e) => e.__typename === 'TextDelta').length > 5 && resolve();
    });
    const stopped = await ada.gql(
      `mutation ($id: ID!) { stopRun(threadId: $id) { __typename ... on StopRunPayload { stopped } } }`,
      { id: threadGid },
    );
    expect(stopped.data.stopRun).toEqual({ __typename: 'StopRunPayload', stopped: true });
    await ended;
    const kept = events
      .filter((e) => e.__typename === 'TextDelta')
      .map((e) => e.delta)
      .join('');
    expect(events.at(-1)).toEqual({ __typename: 'RunDone', status: 'completed' });
    expect(events.at(-2).step).toMatchObject({
      output: kept,
      status: 'completed',
      isError: false,
      metadata: expect.objectContaining({ stopped: true }),
    });
  });
});
