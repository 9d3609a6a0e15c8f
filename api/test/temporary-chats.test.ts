/**
 * Temporary chats (api/src/chat/temporary-chats.ts): started over GraphQL or REST, in no list,
 * search, memory or export while they last; the brain reads memories but saves none; closing one
 * deletes it, and a canary word said in it is then in no table; one nobody closed (a closed tab, a
 * stopped server) is gone after the sweep a day later, also when a new server starts.
 */
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepTemporaryChats, TEMPORARY_CHAT_LIFETIME_MS } from '../src/chat/temporary-chats.js';
import { brainTurn } from './support/brain-turns.js';
import { tablesHolding } from './support/canary.js';
import { readSse } from './support/sse.js';
import { signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

const CREATE = `mutation ($temporary: Boolean, $agentType: AgentType) {
  createThread(temporary: $temporary, agentType: $agentType) {
    __typename ... on Thread { databaseId temporary } ... on ValidationError { message }
  }
}`;

let t: TestApp;
let ada: TestClient;
const kind = () => t.config.database.kind;

beforeAll(async () => {
  t = await startTestApp({}, { brain: 'offline' });
  ada = await signedUp(t);
  // Something the brain knows from a regular chat.
  await brainTurn(ada, 'Remember that I drink oolong tea every morning.');
});
afterAll(() => t.close());

const temporaryThread = async (client = ada) => {
  const created = (await client.gql(CREATE, { temporary: true })).data.createThread;
  expect(created).toMatchObject({ __typename: 'Thread', temporary: true });
  return created.databaseId as string;
};

async function allText(client: TestClient): Promise<string> {
  const list = await client.get('/api/v1/chat/threads?limit=100');
  const gql = await client.gql('{ threads(first: 50) { edges { node { databaseId name firstMessagePreview } } } }');
  return JSON.stringify([list.body, gql.data]);
}

describe('a temporary chat', () => {
  it('starts over GraphQL and REST, for the private brain only', async () => {
    const rest = await ada.post('/api/v1/chat/threads', { temporary: true });
    expect(rest.status).toBe(201);
    expect(rest.body).toMatchObject({ temporary: true, agent_type: 'private_brain' });
    const regular = await ada.post('/api/v1/chat/threads', {});
    expect(regular.body.temporary).toBe(false);
    const pal = await ada.gql(CREATE, { temporary: true, agentType: 'profile_pal' });
    expect(pal.data.createThread).toMatchObject({
      __typename: 'ValidationError',
      message: expect.stringMatching(/temporary/i),
    });
    const odd = await ada.post('/api/v1/chat/threads', { temporary: 'yes' });
    expect(odd.status).toBe(400);
    expect(odd.body.error.message).toMatch(/temporary/);
    // New Chat never hands a temporary chat out again.
    const started = (await ada.post('/api/v1/chat/private-brain/start')).body.thread_id as string;
    expect(started).not.toBe(rest.body.id);
    expect((await ada.get(`/api/v1/chat/threads/${started}`)).body.temporary).toBe(false);
    for (const id of [rest.body.id, regular.body.id]) await ada.request('DELETE', `/api/v1/chat/threads/${id}`);
  });

  it('reads memories but saves none, and is in no list, search, vector or export while it lasts', async () => {
    const memoriesBefore = await t.db.memory.count();
    const thread = await temporaryThread();
    const told = await brainTurn(ada, 'Remember that my code word is zanzibarquokka.', { thread });
    expect(told.tools).not.toContain('remember');
    expect(told.text).toMatch(/temporary/i);
    const fact = await brainTurn(ada, 'My locker code is zanzibarquokka.', { thread });
    expect(fact.tools).not.toContain('remember');
    const asked = await brainTurn(ada, 'What do I drink every morning?', { thread });
    expect(asked.tools).toContain('search_memories');
    expect(asked.text).toMatch(/oolong/i);
    expect(await t.db.memory.count()).toBe(memoriesBefore);

    expect((await ada.get(`/api/v1/chat/threads/${thread}`)).body).toMatchObject({ temporary: true, step_count: 6 });
    expect(await allText(ada)).not.toContain(thread);
    expect(await allText(ada)).not.toContain('zanzibarquokka');
    const search = await ada.get('/api/v1/chat/threads/search?q=zanzibarquokka');
    expect(search.status).toBe(200);
    expect(JSON.stringify(search.body)).not.toContain('zanzibarquokka');
    const found = await ada.gql(
      '{ viewer { searchThreads(query: "zanzibarquokka") { edges { node { databaseId } } } } }',
    );
    expect(found.errors).toBeUndefined();
    expect(found.data.viewer.searchThreads.edges).toEqual([]);
    await t.app.services.recall.drain();
    expect(await t.db.stepEmbedding.count({ where: { threadId: thread } })).toBe(0);

    const zip = unzipSync(new Uint8Array(await (await ada.raw('GET', '/api/v1/account/export')).arrayBuffer()));
    expect(Object.values(zip).some((bytes) => strFromU8(bytes).includes('zanzibarquokka'))).toBe(false);
    const exported = await ada.get(`/api/v1/chat/threads/${thread}/export?format=md`);
    expect(exported.status).toBe(409);
    expect(exported.body.error.message).toBe("A temporary chat can't be exported.");
    const shared = await ada.post(`/api/v1/chat/threads/${thread}/share`, {});
    expect(shared.status).toBe(409);
    expect(shared.body.error.message).toBe("A temporary chat can't be shared.");
    expect(await t.db.sharedConversation.count()).toBe(0);

    // Files are refused with a message, and nothing of the message is kept.
    const steps = await t.db.step.count({ where: { threadId: thread } });
    const query = new URLSearchParams({
      thread_id: thread,
      input: 'Read this',
      elements: JSON.stringify([{ type: 'file', name: 'a.txt', upload_id: 'x' }]),
    });
    const withFile = await ada.raw('GET', `/api/v1/chat/stream?${query}`);
    expect(withFile.status).toBe(400);
    expect(((await withFile.json()) as any).error.message).toMatch(/temporary chat/);
    expect(await t.db.step.count({ where: { threadId: thread } })).toBe(steps);

    // While it lasts its words are in its messages only: never in a search index.
    const holding = await tablesHolding(t.db, kind(), 'zanzibarquokka');
    expect(holding).toContain('Step');
    expect(holding.filter((name) => /search/i.test(name))).toEqual([]);

    // Closing it deletes it: the canary is then in no table.
    expect((await ada.request('DELETE', `/api/v1/chat/threads/${thread}`)).status).toBe(200);
    expect((await ada.get(`/api/v1/chat/threads/${thread}`)).status).toBe(404);
    await t.app.services.chat.runs.settled();
    expect(await tablesHolding(t.db, kind(), 'zanzibarquokka')).toEqual([]);
  });

  it('cannot go into a project', async () => {
    const thread = await temporaryThread();
    const project = (await ada.post('/api/v1/projects', { name: 'Kitchen renovation' })).body.project.id as string;
    const moved = await ada.request('PUT', `/api/v1/projects/${project}/conversations/${thread}`);
    expect(moved.status).toBe(400);
    expect(moved.body.error.message).toBe("A temporary chat can't go into a project.");
    expect(await t.db.thread.count({ where: { id: thread, projectId: null } })).toBe(1);
    await ada.request('DELETE', `/api/v1/chat/threads/${thread}`);
  });

  it('is another person’s to nobody: a stranger’s id is Not found', async () => {
    const thread = await temporaryThread();
    const bob = await signedUp(t, { email: 'bob@example.com', username: 'bob' });
    expect((await bob.get(`/api/v1/chat/threads/${thread}`)).status).toBe(404);
    expect((await bob.request('DELETE', `/api/v1/chat/threads/${thread}`)).status).toBe(404);
    expect((await ada.get(`/api/v1/chat/threads/${thread}`)).status).toBe(200);
    await ada.request('DELETE', `/api/v1/chat/threads/${thread}`);
  });
});

describe('the sweep', () => {
  it('deletes the temporary chats a day old, and no other conversation', async () => {
    const kept = (await ada.post('/api/v1/chat/threads', {})).body.id as string;
    await brainTurn(ada, 'Hello there, this chat stays.', { thread: kept });
    const left = await temporaryThread();
    await brainTurn(ada, 'My travel word is quetzalpineapple.', { thread: left });
    const deps = { db: t.db, logger: t.app.services.logger, runs: t.app.services.chat.runs };
    // Younger than a day: it stays.
    expect(
      await sweepTemporaryChats({ ...deps, now: () => new Date(Date.now() + TEMPORARY_CHAT_LIFETIME_MS - 60_000) }),
    ).toBe(0);
    expect((await ada.get(`/api/v1/chat/threads/${left}`)).status).toBe(200);
    expect(
      await sweepTemporaryChats({ ...deps, now: () => new Date(Date.now() + TEMPORARY_CHAT_LIFETIME_MS + 1) }),
    ).toBe(1);
    expect((await ada.get(`/api/v1/chat/threads/${left}`)).status).toBe(404);
    expect((await ada.get(`/api/v1/chat/threads/${kept}`)).status).toBe(200);
    expect(await tablesHolding(t.db, kind(), 'quetzalpineapple')).toEqual([]);
  });

  it('runs when a server starts: a chat left mid-answer by a stopped server is gone', async () => {
    const first = await startTestApp();
    const maya = await signedUp(first, { email: 'maya@example.com', username: 'maya' });
    const thread = (await maya.post('/api/v1/chat/threads', { temporary: true })).body.id as string;
    // An answer surely running: held after its first words.
    first.app.services.answerGate.hold('axolotlmarmalade');
    const running = await maya.raw(
      'GET',
      `/api/v1/chat/stream?thread_id=${thread}&input=${encodeURIComponent('What rhymes with axolotlmarmalade?')}`,
    );
    const events = readSse(running);
    for (let e = await events.next(); !e.done && e.value.event !== 'delta'; e = await events.next());

    // Another server on the same database, a day later: its start-up sweep deletes the chat.
    const later = await startTestApp(
      { DATABASE_URL: first.config.database.url },
      { now: () => Date.now() + TEMPORARY_CHAT_LIFETIME_MS + 60_000 },
    );
    try {
      // (The sweep it started with, still going, or done and then this one.)
      await later.app.services.temporaryChats.sweep();
      expect(await later.db.thread.count({ where: { id: thread } })).toBe(0);
      // The first server's answer ends; it writes nothing back.
      first.app.services.answerGate.release('axolotlmarmalade');
      for await (const _ of events) {
        // to its end
      }
      await first.app.services.chat.runs.settled();
      expect(await tablesHolding(later.db, later.config.database.kind, 'axolotlmarmalade')).toEqual([]);
    } finally {
      await later.close();
      await first.close();
    }
  });
});
