/**
 * The private brain with the default local provider, as a new user meets it:
 * it remembers, then answers from what it remembered (GraphQL and REST), and
 * files travel with messages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSse } from './support/sse.js';
import { signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
let ada: TestClient;
beforeAll(async () => {
  t = await startTestApp({ UPLOAD_MAX_BYTES: '2048' }, { brain: 'offline' });
  ada = await signedUp(t);
});
afterAll(() => t.close());

async function restTurn(client: TestClient, threadId: string, input: string, elements?: unknown[]) {
  const query = new URLSearchParams({
    thread_id: threadId,
    input,
    ...(elements ? { elements: JSON.stringify(elements) } : {}),
  });
  const res = await client.raw('GET', `/api/v1/chat/stream?${query}`);
  expect(res.status).toBe(200);
  const events = [];
  for await (const m of readSse(res)) events.push(JSON.parse(m.data));
  return events;
}

const SEND = `subscription ($threadId: ID!, $input: String!) { sendMessage(threadId: $threadId, input: $input) {
  __typename ... on ToolCalled { name } ... on TextDelta { delta } ... on RunDone { status } } }`;

async function gqlTurn(client: TestClient, threadId: string, input: string) {
  const res = await client.raw('POST', '/graphql', {
    json: { query: SEND, variables: { threadId, input } },
    headers: { accept: 'text/event-stream' },
  });
  const events = [];
  for await (const m of readSse(res)) if (m.event === 'next') events.push(JSON.parse(m.data).data.sendMessage);
  return events;
}

describe('the private brain remembers and recalls', () => {
  it('REST: "remember that I love climbing", then in a new thread "what do I love?"', async () => {
    const first = (await ada.post('/api/v1/chat/private-brain/start')).body.thread_id;
    const saved = await restTurn(ada, first, 'remember that I love climbing');
    expect(saved.find((e) => e.type === 'tool_called').tool_called.name).toBe('remember');
    const memory = await t.db.memory.findFirst({ where: { content: { contains: 'climbing' } } });
    expect(memory).toMatchObject({ visibility: 'private', sourceThreadId: first });

    const second = (await ada.post('/api/v1/chat/private-brain/start')).body.thread_id;
    const answer = await restTurn(ada, second, 'what do I love?');
    expect(answer.find((e) => e.type === 'tool_called').tool_called.name).toBe('search_memories');
    const reply = answer
      .filter((e) => e.type === 'delta')
      .map((e) => e.delta)
      .join('');
    expect(reply).toMatch(/climbing/);
    expect(answer.at(-1).type).toBe('done');
  });

  it('GraphQL: the same, and an unknown question says it does not know', async () => {
    const bob = await signedUp(t, { email: 'bob@example.com', username: 'bob' });
    const threadA = (await bob.gql('mutation { startPrivateBrainChat { threadId } }')).data.startPrivateBrainChat
      .threadId;
    await gqlTurn(bob, threadA, 'remember that my favourite tea is oolong');
    const threadB = (await bob.gql('mutation { startPrivateBrainChat { threadId } }')).data.startPrivateBrainChat
      .threadId;
    const events = await gqlTurn(bob, threadB, 'which tea is my favourite?');
    expect(events.filter((e) => e.__typename === 'ToolCalled').map((e) => e.name)).toContain('search_memories');
    expect(
      events
        .filter((e) => e.__typename === 'TextDelta')
        .map((e) => e.delta)
        .join(''),
    ).toMatch(/oolong/);
    const unknown = await gqlTurn(bob, threadB, 'what is my shoe size?');
    expect(
      unknown
        .filter((e) => e.__typename === 'TextDelta')
        .map((e) => e.delta)
        .join(''),
    ).toMatch(/don't know/i);
    // Bob's brain knows nothing of Ada's climbing.
    const privacy = await gqlTurn(bob, threadB, 'do I love climbing?');
    expect(
      privacy
        .filter((e) => e.__typename === 'TextDelta')
        .map((e) => e.delta)
        .join(''),
    ).not.toMatch(/you love climbing/i);
  });
});

describe('uploads', () => {
  const form = (files: Array<[string, string, string]>) => {
    const data = new FormData();
    for (const [name, type, content] of files) data.append('files', new File([content], name, { type }));
    return data;
  };

  it('stores files, returns file elements a message can carry, and serves them to the owner only', async () => {
    const res = await ada.request('POST', '/api/v1/upload/files', {
      body: form([
        ['notes.txt', 'text/plain', 'hello notes'],
        ['pic.png', 'image/png', 'png-bytes'],
      ]),
      headers: { 'x-duet-csrf': '1' },
    });
    expect(res.status).toBe(201);
    expect(res.body.files).toHaveLength(2);
    const [notes] = res.body.files;
    expect(notes.element).toEqual({
      type: 'file',
      upload_id: notes.id,
      name: 'notes.txt',
      url: `/api/v1/upload/files/${notes.id}`,
      mime_type: 'text/plain',
      file_size: 11,
    });

    const download = await ada.raw('GET', notes.url);
    expect(download.status).toBe(200);
    expect(await download.text()).toBe('hello notes');
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await t.client().get(notes.url)).status).toBe(404);

    const thread = (await ada.post('/api/v1/chat/private-brain/start')).body.thread_id;
    await restTurn(ada, thread, 'here are my notes', [notes.element]);
    const history = await ada.get(`/api/v1/chat/threads/${thread}/history`);
    expect(history.body.steps[0].elements).toEqual([
      expect.objectContaining({
        element_type: 'file',
        name: 'notes.txt',
        url: notes.url,
        mime_type: 'text/plain',
        file_size: 11,
      }),
    ]);
    // Someone else's upload cannot be attached.
    const eve = await signedUp(t, { email: 'eve@example.com', username: 'eve' });
    const eveThread = (await eve.post('/api/v1/chat/private-brain/start')).body.thread_id;
    const stolen = await eve.get(
      `/api/v1/chat/stream?thread_id=${eveThread}&input=x&elements=${encodeURIComponent(JSON.stringify([notes.element]))}`,
    );
    expect(stolen.status).toBe(400);
    expect(stolen.body.error.message).toBe('Unknown upload');
  });

  it('refuses what it should, with a message and nothing stored', async () => {
    const before = await t.db.upload.count();
    const big = await ada.request('POST', '/api/v1/upload/files', {
      body: form([['big.bin', 'application/octet-stream', 'x'.repeat(4096)]]),
      headers: { 'x-duet-csrf': '1' },
    });
    expect(big.status).toBe(413);
    expect(big.body.error.message).toMatch(/larger than/);
    const none = await ada.request('POST', '/api/v1/upload/files', {
      body: new FormData(),
      headers: { 'x-duet-csrf': '1' },
    });
    expect(none.status).toBe(400);
    const json = await ada.post('/api/v1/upload/files', { files: [] });
    expect(json.status).toBe(415);
    const forged = await ada.request('POST', '/api/v1/upload/files', {
      body: form([['a.txt', 'text/plain', 'a']]),
      headers: { 'sec-fetch-site': 'same-site', origin: 'http://other.localhost' },
    });
    expect(forged.status).toBe(403);
    const anonymous = await t.client().request('POST', '/api/v1/upload/files', {
      body: form([['a.txt', 'text/plain', 'a']]),
      headers: { 'x-duet-csrf': '1' },
    });
    expect(anonymous.status).toBe(401);
    expect(await t.db.upload.count()).toBe(before);
  });
});

describe('compaction', () => {
  it('summarises older history above AI_CONTEXT_TOKENS and keeps the summary for later runs', async () => {
    const small = await startTestApp({ AI_CONTEXT_TOKENS: '256' }, { brain: 'offline' });
    try {
      const client = await signedUp(small);
      const thread = (await client.post('/api/v1/chat/private-brain/start')).body.thread_id;
      const long = (topic: string) => `remember that ${topic} ${'and many more details about it '.repeat(12)}`;
      await restTurn(client, thread, long('I grow tomatoes'));
      await restTurn(client, thread, long('I sail on weekends'));
      const events = await restTurn(client, thread, long('I play the cello'));
      const types = events.map((e) => e.type);
      expect(types).toContain('compacting_started');
      expect(types.indexOf('compacting_completed')).toBeGreaterThan(types.indexOf('compacting_started'));
      const stored = await small.db.thread.findUnique({ where: { id: thread } });
      expect(stored?.summary).toMatch(/tomatoes|sail/);
      expect(stored?.summaryUptoSeq).toBeGreaterThan(0);
    } finally {
      await small.close();
    }
  });
});
