/**
 * Organising conversations: New Chat reuses the empty one, empty threads are never listed,
 * rename and pin (pinned first, in both APIs and across pages), the kind filter, titles after
 * the first exchange (a renamed thread keeps its name), search results that carry the matching
 * passage and message, and deleting a thread with or without the memories saved from it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppWithScriptedAI } from './support/scripted-openai.js';
import { answered, signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
let ada: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  ada = await signedUp(t);
});
afterAll(() => t.close());

const start = async (client: TestClient) =>
  (await client.post('/api/v1/chat/private-brain/start')).body.thread_id as string;
const listed = async (client: TestClient, query = '') =>
  (await client.get(`/api/v1/chat/threads${query}`)).body.threads as Array<{
    id: string;
    name: string;
    pinned: boolean;
  }>;

/** Waits for what the app's finished runs left going (their titles), then reads. */
async function settled<T>(app: TestApp, read: () => Promise<T>): Promise<T> {
  await app.app.services.chat.runs.settled();
  return read();
}

describe('empty threads', () => {
  it('New Chat three times is one thread, listed only once it has a message', async () => {
    const bo = await signedUp(t, { email: 'bo@example.com', username: 'bobo', display_name: 'Bo' });
    const ids = [await start(bo), await start(bo)];
    const viaGraphql = await bo.gql(`mutation { startPrivateBrainChat { threadId } }`);
    ids.push(viaGraphql.data.startPrivateBrainChat.threadId);
    expect(new Set(ids).size).toBe(1);
    expect(await listed(bo)).toEqual([]);
    const connection = await bo.gql(`{ viewer { threads(first: 10) { edges { node { databaseId } } } } }`);
    expect(connection.data.viewer.threads.edges).toEqual([]);

    await answered(bo, ids[0]!, 'Remember that I love bouldering');
    expect((await listed(bo)).map((th) => th.id)).toEqual([ids[0]]);
    // The next New Chat is a new thread (the first one has a message now).
    expect(await start(bo)).not.toBe(ids[0]);
  });

  it('the testing chat is reused, not made again on every visit', async () => {
    const first = await ada.gql(`mutation { startTestingChat { threadId } }`);
    const second = await ada.gql(`mutation { startTestingChat { threadId } }`);
    expect(second.data.startTestingChat.threadId).toBe(first.data.startTestingChat.threadId);
    expect((await t.client().gql(`mutation { startTestingChat { threadId } }`)).errors?.[0]?.message).toBeTruthy();
  });
});

describe('rename and pin', () => {
  it('pinned threads come first in both APIs, across pages; renaming keeps the name and the place', async () => {
    const cy = await signedUp(t, { email: 'cy@example.com', username: 'cyrus', display_name: 'Cy' });
    const ids: string[] = [];
    for (const text of ['first about kayaks', 'second about tea', 'third about maps']) {
      const id = await start(cy);
      await answered(cy, id, text);
      ids.push(id);
    }
    const [a, b, c] = ids as [string, string, string];
    expect((await listed(cy)).map((th) => th.id)).toEqual([c, b, a]);

    const pinned = await cy.request('PATCH', `/api/v1/chat/threads/${a}`, { json: { pinned: true } });
    expect(pinned.status).toBe(200);
    expect(pinned.body).toMatchObject({ id: a, pinned: true });
    const renamed = await cy.gql(
      `mutation ($id: ID!) { updateThread(threadId: $id, name: "  Paddling plans ") { __typename ... on Thread { name pinned } } }`,
      { id: b },
    );
    expect(renamed.data.updateThread).toEqual({ __typename: 'Thread', name: 'Paddling plans', pinned: false });

    expect((await listed(cy)).map((th) => [th.id, th.pinned])).toEqual([
      [a, true],
      [c, false],
      [b, false],
    ]);
    // One at a time through the connection: the cursor carries the pinned place.
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 4; page++) {
      const r: any = await cy.gql(
        `query ($after: String) { viewer { threads(first: 1, after: $after) { edges { cursor node { databaseId pinned } } pageInfo { hasNextPage endCursor } } } }`,
        { after },
      );
      const conn = r.data.viewer.threads;
      seen.push(...conn.edges.map((e: any) => e.node.databaseId));
      if (!conn.pageInfo.hasNextPage) break;
      after = conn.pageInfo.endCursor;
    }
    expect(seen).toEqual([a, c, b]);

    // A renamed thread keeps its name through later answers.
    await answered(cy, b, 'more about tea please');
    expect((await listed(cy)).find((th) => th.id === b)!.name).toBe('Paddling plans');
  });

  it('bad input is a 400 that changes nothing; others get 404; signed out 401', async () => {
    const id = await start(ada);
    await answered(ada, id, 'Hello there, this is about gardening');
    // The title comes after the answer: wait for it, so nothing else changes the thread below.
    const before = await settled(t, async () => (await ada.get(`/api/v1/chat/threads/${id}/history`)).body.thread);
    expect(before.name).toMatch(/gardening/i);
    for (const body of [{}, { name: '   ' }, { name: 'x'.repeat(201) }, { pinned: 'yes' }, { name: 5 }]) {
      const r = await ada.request('PATCH', `/api/v1/chat/threads/${id}`, { json: body });
      expect([JSON.stringify(body).slice(0, 20), r.status, typeof r.body.detail]).toEqual([
        JSON.stringify(body).slice(0, 20),
        400,
        'string',
      ]);
    }
    const empty = await ada.gql(
      `mutation ($id: ID!) { updateThread(threadId: $id, name: "") { __typename ... on ValidationError { message } } }`,
      { id },
    );
    expect(empty.data.updateThread).toEqual({ __typename: 'ValidationError', message: 'A name cannot be empty' });
    expect((await ada.get(`/api/v1/chat/threads/${id}/history`)).body.thread).toEqual(before);

    const eve = await signedUp(t, { email: 'eve2@example.com', username: 'eve2', display_name: 'Eve' });
    expect((await eve.request('PATCH', `/api/v1/chat/threads/${id}`, { json: { pinned: true } })).status).toBe(404);
    const other = await eve.gql(`mutation ($id: ID!) { updateThread(threadId: $id, pinned: true) { __typename } }`, {
      id,
    });
    expect(other.data.updateThread.__typename).toBe('NotFoundError');
    expect((await t.client().request('PATCH', `/api/v1/chat/threads/${id}`, { json: { pinned: true } })).status).toBe(
      401,
    );
    expect((await ada.get(`/api/v1/chat/threads/${id}/history`)).body.thread).toEqual(before);
  });

  it('filters by kind', async () => {
    const dee = await signedUp(t, { email: 'dee@example.com', username: 'deedee', display_name: 'Dee' });
    await answered(dee, await start(dee), 'a private note about ferns');
    const pal = (await dee.post('/api/v1/chat/profile-pal/start')).body.thread_id;
    expect((await listed(dee, '?kind=private')).map((th) => th.name)).toEqual([expect.any(String)]);
    expect((await listed(dee, '?kind=profile_pal')).map((th) => th.id)).toEqual([pal]);
    const gql = await dee.gql(`{ viewer { threads(first: 10, kind: twin) { edges { node { id } } } } }`);
    expect(gql.data.viewer.threads.edges).toEqual([]);
    expect((await dee.get('/api/v1/chat/threads?kind=secret')).status).toBe(400);
  });
});

describe('titles', () => {
  it('the local provider names a thread after its first request, in a few of its words', async () => {
    const id = await start(ada);
    await answered(ada, id, 'Can you explain how git rebase works with merge commits?');
    const thread = await settled(t, async () => (await listed(ada)).find((th) => th.id === id)!);
    expect(thread.name.toLowerCase()).toContain('git rebase');
    expect(thread.name.split(' ').length).toBeLessThanOrEqual(6);
    expect(thread.name).not.toMatch(/^(?:can|could) you/i);
  });

  it('a greeting or a remark about signing up names nothing: the thread keeps no name until a request does', async () => {
    const id = await start(ada);
    await answered(ada, id, 'Hi, I just signed up');
    expect(await settled(t, async () => (await listed(ada)).find((th) => th.id === id)!.name)).toBeFalsy();
    const rest = await ada.gql(`query($id: ID!) { thread(id: $id) { name } }`, { id });
    expect(rest.data.thread.name).toBeNull();
    // The next request names it.
    await answered(ada, id, 'Can you help me plan a trip to Lisbon?');
    expect(await settled(t, async () => (await listed(ada)).find((th) => th.id === id)!.name)).toMatch(
      /trip to Lisbon/i,
    );
  });

  it('closing Duet waits for a title still being written (nothing left holding the database)', async () => {
    const { ai, t: app, close } = await startAppWithScriptedAI();
    const gil = await signedUp(app, { email: 'gil@example.com', username: 'gil', display_name: 'Gil' });
    ai.titleAfter(400);
    ai.enqueue({ kind: 'text', chunks: ['Porto has six bridges.'] });
    await answered(gil, await start(gil), 'Tell me about the bridges of Porto');
    expect(ai.titlesAnswered()).toBe(0);
    await close();
    expect(ai.titlesAnswered()).toBe(1);
  });

  it('the model writes the title with the OpenAI-compatible provider, and leaves a name the user gave', async () => {
    const { ai, t: app, close } = await startAppWithScriptedAI();
    try {
      const fay = await signedUp(app, { email: 'fay@example.com', username: 'fay', display_name: 'Fay' });
      ai.titleWith('Weekend in Lisbon');
      ai.enqueue({ kind: 'text', chunks: ['Lisbon is lovely in May.'] });
      const id = await start(fay);
      await answered(fay, id, 'Plan a weekend in Lisbon for me');
      const thread = await settled(app, async () => (await listed(fay)).find((th) => th.id === id)!);
      expect(thread.name).toBe('Weekend in Lisbon');
      expect(JSON.stringify(ai.titleRequests[0])).toContain('Plan a weekend in Lisbon for me');

      const named = await start(fay);
      await fay.request('PATCH', `/api/v1/chat/threads/${named}`, { json: { name: 'My own name' } });
      ai.enqueue({ kind: 'text', chunks: ['Sure.'] });
      await answered(fay, named, 'Something about Porto');
      await app.app.services.chat.runs.settled(); // a title, had one been asked for, is written by now
      expect(ai.titleRequests).toHaveLength(2);
      expect((await listed(fay)).find((th) => th.id === named)!.name).toBe('My own name');
    } finally {
      await close();
    }
  });
});

describe('search results', () => {
  it('carry the matching passage, where the words are, and the message to open', async () => {
    const id = await start(ada);
    const steps = await answered(
      ada,
      id,
      // A question, not a fact: the brain does not save it, so only this message has the words.
      `${'Some words first. '.repeat(12)}Why would my kayak be called Blue Heron, do you think?`,
    );
    const question = steps.find((s) => s.step_type === 'USER_MESSAGE');
    const rest = await ada.get('/api/v1/chat/threads/search?q=Kayak');
    if (!rest.body.results) throw new Error(JSON.stringify(rest.body));
    const hit = rest.body.results.find((r: any) => r.id === id);
    expect(hit.step_id).toBe(question.id);
    expect(hit.snippet.startsWith('…')).toBe(true);
    expect(hit.highlights.map((h: any) => hit.snippet.slice(h.start, h.end))).toEqual(['kayak']);

    const gql = await ada.gql(
      `{ viewer { searchThreads(query: "blue her") { edges { stepDatabaseId snippet highlights { start end } node { databaseId } } } } }`,
    );
    if (!gql.data) throw new Error(JSON.stringify(gql.errors));
    const found = gql.data.viewer.searchThreads.edges.find((e: any) => e.node.databaseId === id);
    expect(found.stepDatabaseId).toBe(question.id);
    expect(found.highlights.map((h: any) => found.snippet.slice(h.start, h.end))).toEqual(['Blue', 'Heron']);
  });
});

describe('deleting a thread and its memories', () => {
  it('keeps the memories unless asked; REST and GraphQL; several at once', async () => {
    const gus = await signedUp(t, { email: 'gus@example.com', username: 'gustav', display_name: 'Gus' });
    const memories = async () =>
      (await gus.gql(`{ viewer { memories(first: 50) { content } } }`)).data.viewer.memories.length;
    const keep = await start(gus);
    await answered(gus, keep, 'Remember that I love sailing');
    const count = await gus.gql(`query ($id: ID!) { thread(id: $id) { memoryCount } }`, { id: keep });
    expect(count.data.thread.memoryCount).toBe(1);
    expect((await gus.request('DELETE', `/api/v1/chat/threads/${keep}`)).body).toMatchObject({
      success: true,
      deleted_memories: 0,
    });
    expect(await memories()).toBe(1);

    const drop = await start(gus);
    await answered(gus, drop, 'Remember that I play the cello');
    const r = await gus.request('DELETE', `/api/v1/chat/threads/${drop}?delete_memories=true`);
    expect(r.body).toMatchObject({ success: true, deleted_memories: 1 });
    expect(await memories()).toBe(1);
    expect((await gus.request('DELETE', `/api/v1/chat/threads/${drop}?delete_memories=maybe`)).status).toBe(400);

    const several: string[] = [];
    for (const text of ['Remember that I like figs', 'notes about pottery']) {
      const id = await start(gus);
      await answered(gus, id, text);
      several.push(id);
    }
    const hal = await signedUp(t, { email: 'hal@example.com', username: 'halley', display_name: 'Hal' });
    const theirs = await hal.gql(`mutation ($ids: [ID!]!) { deleteThreads(threadIds: $ids) { __typename } }`, {
      ids: several,
    });
    expect(theirs.data.deleteThreads.__typename).toBe('NotFoundError');
    expect((await listed(gus)).length).toBe(2);
    const mixed = await gus.gql(`mutation ($ids: [ID!]!) { deleteThreads(threadIds: $ids) { __typename } }`, {
      ids: [...several, 'not-a-thread'],
    });
    expect(mixed.data.deleteThreads.__typename).toBe('NotFoundError');
    expect((await listed(gus)).length).toBe(2);
    const done = await gus.gql(
      `mutation ($ids: [ID!]!) { deleteThreads(threadIds: $ids, deleteMemories: true) { __typename ... on DeleteThreadsPayload { databaseIds deletedMemories } } }`,
      { ids: several },
    );
    expect(done.data.deleteThreads).toMatchObject({ databaseIds: several, deletedMemories: 1 });
    expect(await listed(gus)).toEqual([]);
    expect(await memories()).toBe(1);
  });
});
