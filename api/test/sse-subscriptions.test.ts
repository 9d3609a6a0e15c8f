/**
 * Subscriptions over SSE at /graphql (api/src/http/subscriptions/): the
 * web app's own client library (graphql-sse, distinct connections) streams an
 * answer; the bytes on the wire are graphql-sse's framing; a GET subscription
 * works too; everything that fails before a stream exists keeps Yoga's answer.
 */
import { sseClient } from './support/sse-client.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppWithScriptedAI } from './support/scripted-openai.js';
import { signedUp, type TestApp, type TestClient } from './support/test-app.js';

let app: Awaited<ReturnType<typeof startAppWithScriptedAI>>;
let ai: typeof app.ai;
let t: TestApp;
let ada: TestClient;

const SEND = `subscription Send($threadId: ID!, $input: String!) {
  sendMessage(threadId: $threadId, input: $input) {
    __typename
    ... on RunEventBase { seq }
    ... on TextDelta { delta }
    ... on RunDone { status }
  }
}`;

async function newThread(): Promise<string> {
  return (await ada.post('/api/v1/chat/private-brain/start')).body.thread_id;
}

describe('subscriptions over SSE at /graphql', () => {
  beforeAll(async () => {
    app = await startAppWithScriptedAI();
    ({ ai, t } = app);
    ada = await signedUp(t);
  });
  afterAll(() => app.close());

  it("streams an answer to the web app's client library (graphql-sse, distinct connections)", async () => {
    ai.enqueue({ kind: 'text', chunks: ['Hello', ', ', 'Ada', '.'] });
    const threadId = await newThread();
    const client = sseClient(ada);
    const events: { __typename: string; seq: number; delta?: string; status?: string }[] = [];
    for await (const result of client.iterate<{ sendMessage: (typeof events)[number] }>({
      query: SEND,
      variables: { threadId, input: 'hello' },
    })) {
      expect(result.errors).toBeUndefined();
      events.push(result.data!.sendMessage);
    }
    client.dispose();
    expect(events[0]).toMatchObject({ __typename: 'RunStarted', seq: 1 });
    expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i + 1));
    expect(
      events
        .filter((e) => e.__typename === 'TextDelta')
        .map((e) => e.delta)
        .join(''),
    ).toBe('Hello, Ada.');
    expect(events.at(-1)).toMatchObject({ __typename: 'RunDone', status: 'completed' });
  });

  it("puts graphql-sse's framing on the wire: a first comment, one next event per result, then complete", async () => {
    ai.enqueue({ kind: 'text', chunks: ['One', ' two'] });
    const threadId = await newThread();
    const response = await ada.raw('POST', '/graphql', {
      json: { query: SEND, variables: { threadId, input: 'count' }, operationName: 'Send' },
      headers: { accept: 'text/event-stream' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const body = await response.text();
    expect(body.startsWith(':\n\n')).toBe(true);
    expect(body.endsWith('event: complete\ndata:\n\n')).toBe(true);
    const frames = body.slice(3, -'event: complete\ndata:\n\n'.length).split('\n\n').filter(Boolean);
    expect(frames.length).toBeGreaterThan(3);
    for (const f of frames) expect(f).toMatch(/^event: next\ndata: \{"data":\{"sendMessage":\{.*\}\}\}$/);
    const deltas = frames
      .map((f) => JSON.parse(f.slice('event: next\ndata: '.length)).data.sendMessage)
      .filter((e: { __typename: string }) => e.__typename === 'TextDelta');
    expect(deltas.map((e: { delta: string }) => e.delta)).toEqual(['One', ' two']);
  });

  it('a GET subscription (query in the URL) streams too', async () => {
    ai.enqueue({ kind: 'text', chunks: ['Got it'] });
    const threadId = await newThread();
    const url = `/graphql?query=${encodeURIComponent(SEND)}&variables=${encodeURIComponent(JSON.stringify({ threadId, input: 'via GET' }))}`;
    const response = await ada.raw('GET', url, { headers: { accept: 'text/event-stream' } });
    const body = await response.text();
    expect(response.status).toBe(200);
    expect(body).toContain('"delta":"Got it"');
    expect(body.endsWith('event: complete\ndata:\n\n')).toBe(true);
  });

  it('errors before a stream exists keep their answers: validation, variables, a query over SSE', async () => {
    const post = async (json: unknown) => {
      const response = await ada.raw('POST', '/graphql', {
        json,
        headers: { accept: 'text/event-stream' },
      });
      return { status: response.status, body: await response.text() };
    };
    const invalid = await post({ query: 'subscription { nope }' });
    expect(invalid.body).toContain('"code":"GRAPHQL_VALIDATION_FAILED"');
    expect(invalid.body).toContain('Cannot query field \\"nope\\" on type \\"Subscription\\".');
    const badVariable = await post({ query: SEND, variables: { threadId: 'x', input: 7 } });
    expect(badVariable.status).toBe(400);
    expect(badVariable.body).toContain('"code":"BAD_USER_INPUT"');
    const query = await post({ query: '{ __typename }' });
    const framed = /^:\n\nevent: next\ndata: (.*)\n\nevent: complete\ndata:\n\n$/.exec(query.body);
    expect(framed, query.body).not.toBeNull();
    expect(JSON.parse(framed![1]!)).toEqual({
      data: { __typename: 'Query' },
      extensions: { cost: expect.objectContaining({ requestedQueryCost: 1, actualQueryCost: 1 }) },
    });
    // Not JSON at all: Yoga's parse error.
    const garbage = await ada.raw('POST', '/graphql', {
      body: '{not json',
      headers: { accept: 'text/event-stream', 'content-type': 'application/json' },
    });
    expect(garbage.status).toBe(400);
  });

  it('a signed-out visitor is refused inside the stream, as a typed event', async () => {
    const threadId = await newThread();
    const visitor = t.client();
    const response = await visitor.raw('POST', '/graphql', {
      json: {
        query: SEND.replace('... on RunDone { status }', '... on RunDone { status } ... on RunRefused { reason }'),
        variables: { threadId, input: 'hi' },
      },
      headers: { accept: 'text/event-stream' },
    });
    const body = await response.text();
    expect(response.status).toBe(200);
    expect(body).toMatch(/"__typename":"RunRefused","reason":"\w+"/);
    expect(body.endsWith('event: complete\ndata:\n\n')).toBe(true);
  });
});
