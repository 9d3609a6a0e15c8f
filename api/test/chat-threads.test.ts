/** Threads and history over GraphQL and REST: listing, paging, start/delete/viewed, search, access. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answered, signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
let ada: TestClient;
let adaId: string;
let bob: TestClient;

/** Writes a thread with `n` alternating steps straight to the database. */
async function seedThread(userId: string, n: number, name: string | null = null) {
  const thread = await t.db.thread.create({ data: { userId, name, stepCount: n, lastSeq: n } });
  await t.db.step.createMany({
    data: Array.from({ length: n }, (_, i) => ({
      threadId: thread.id,
      seq: i + 1,
      stepType: i % 2 === 0 ? 'USER_MESSAGE' : 'ASSISTANT_MESSAGE',
      input: i % 2 === 0 ? `question ${i + 1}` : null,
      output: i % 2 === 1 ? `answer ${i + 1}` : null,
      status: 'completed',
    })),
  });
  return thread;
}

const THREADS = `query ($after: String) { viewer { threads(first: 2, after: $after) {
  edges { node { databaseId name agentType threadType stepCount } }
  pageInfo { hasNextPage endCursor }
} } }`;

// Through the read layer's typed statements (api/src/chat/read/README.md).
describe('reads', () => {
  beforeAll(async () => {
    t = await startTestApp();
    ada = await signedUp(t);
    adaId = (await ada.get('/api/v1/auth/me')).body.id;
    bob = await signedUp(t, { email: 'bob@example.com', username: 'bob' });
  });
  afterAll(() => t.close());

  describe('threads', () => {
    it('creates threads (GraphQL and REST) with the default agent and lists newest first, paged', async () => {
      const created = await ada.gql(
        'mutation { createThread { ... on Thread { databaseId agentType threadType metadata } } }',
      );
      expect(created.data.createThread).toMatchObject({
        agentType: 'private_brain',
        threadType: 'private_chat',
        metadata: {},
      });
      await answered(ada, created.data.createThread.databaseId, 'first thread');
      const rest = await ada.post('/api/v1/chat/threads', {
        agent_type: 'testing',
        metadata: '{"subtitle":"Sandbox"}',
      });
      expect(rest.status).toBe(201);
      expect(rest.body).toMatchObject({
        agent_type: 'testing',
        thread_type: 'testing',
        metadata: { subtitle: 'Sandbox' },
        step_count: 0,
      });
      await answered(ada, rest.body.id, 'second thread');
      const started = await ada.post('/api/v1/chat/private-brain/start');
      expect(started.body.thread_id).toEqual(expect.any(String));
      // Threads without a message are not listed.
      expect((await ada.get('/api/v1/chat/threads')).body.threads.map((th: any) => th.id)).not.toContain(
        started.body.thread_id,
      );
      await answered(ada, started.body.thread_id, 'third thread');

      const page1 = await ada.gql(THREADS);
      const ids1 = page1.data.viewer.threads.edges.map((e: any) => e.node.databaseId);
      expect(ids1).toEqual([started.body.thread_id, rest.body.id]);
      expect(page1.data.viewer.threads.pageInfo.hasNextPage).toBe(true);
      const page2 = await ada.gql(THREADS, { after: page1.data.viewer.threads.pageInfo.endCursor });
      expect(page2.data.viewer.threads.edges.map((e: any) => e.node.databaseId)).toEqual([
        created.data.createThread.databaseId,
      ]);

      const list = await ada.get('/api/v1/chat/threads');
      expect(list.body.threads.map((th: any) => th.id)).toEqual([...ids1, created.data.createThread.databaseId]);
      // Bob sees none of them.
      expect((await bob.get('/api/v1/chat/threads')).body.threads).toEqual([]);
    });

    it('refuses bad thread input with a message and stores nothing', async () => {
      const before = await t.db.thread.count();
      for (const body of [
        { agent_type: 'overlord' },
        { metadata: 'not json' },
        { metadata: [1, 2] },
        { name: 'x'.repeat(201) },
      ]) {
        const res = await ada.post('/api/v1/chat/threads', body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.error.message).toEqual(expect.any(String));
      }
      expect(await t.db.thread.count()).toBe(before);
    });

    it('Profile Pal reuses one thread that opens with its first question', async () => {
      const first = await ada.gql('mutation { startProfilePalChat { threadId thread { name agentType threadType } } }');
      const again = await ada.post('/api/v1/chat/profile-pal/start');
      expect(again.body.thread_id).toBe(first.data.startProfilePalChat.threadId);
      expect(first.data.startProfilePalChat.thread).toEqual({
        name: 'Profile Pal',
        agentType: 'profile_pal',
        threadType: 'profile_onboarding',
      });
      const history = await ada.get(`/api/v1/chat/threads/${again.body.thread_id}/history?limit=5`);
      expect(history.body.steps).toHaveLength(1);
      expect(history.body.steps[0]).toMatchObject({ step_type: 'ASSISTANT_MESSAGE', viewed_at: null });
      // Ada gave her name at sign-up: Profile Pal does not ask for it again.
      expect(history.body.steps[0].output).toBe(
        'Hi! I\'m Profile Pal — I\'ll help you set up your profile, one question at a time. Every question is optional: you can start chatting with your private brain whenever you like. How would you describe yourself in one line? (Say "skip" to leave it out.)',
      );
      const nameless = await signedUp(t, {
        email: 'nameless@example.com',
        username: 'nameless',
        display_name: undefined,
      });
      const opening = await nameless.get(
        `/api/v1/chat/threads/${(await nameless.post('/api/v1/chat/profile-pal/start')).body.thread_id}/history?limit=5`,
      );
      expect(opening.body.steps[0].output).toMatch(
        /whenever you like\. What name should I show on your profile\? \(Say "skip" to leave it out\.\)$/,
      );

      const viewed = await ada.gql(`mutation ($id: ID!) { markThreadViewed(threadId: $id) { __typename } }`, {
        id: again.body.thread_id,
      });
      expect(viewed.data.markThreadViewed.__typename).toBe('Thread');
      const after = await ada.get(`/api/v1/chat/threads/${again.body.thread_id}/history?limit=5`);
      expect(after.body.steps[0].viewed_at).toEqual(expect.any(String));
    });

    it('deletes a thread with its steps; another user cannot', async () => {
      const thread = await seedThread(adaId, 4, 'to delete');
      const other = await bob.request('DELETE', `/api/v1/chat/threads/${thread.id}`);
      expect(other.status).toBe(404);
      const gqlOther = await bob.gql(
        `mutation ($id: ID!) { deleteThread(threadId: $id) { __typename ... on NotFoundError { message } } }`,
        { id: thread.id },
      );
      expect(gqlOther.data.deleteThread).toEqual({ __typename: 'NotFoundError', message: 'Thread not found' });
      const res = await ada.request('DELETE', `/api/v1/chat/threads/${thread.id}`);
      expect(res.body).toEqual({ success: true, id: thread.id, deleted_memories: 0 });
      expect(await t.db.step.count({ where: { threadId: thread.id } })).toBe(0);
      expect((await ada.get(`/api/v1/chat/threads/${thread.id}/history`)).status).toBe(404);
    });
  });

  describe('history', () => {
    it('pages 1,000 steps backwards in 100s: each step exactly once, in order', async () => {
      const thread = await seedThread(adaId, 1000, 'long');
      const Q = `query ($id: ID!, $before: String) { thread(id: $id) { history(last: 100, before: $before) {
        edges { node { seq stepType input output } } pageInfo { hasPreviousPage startCursor } } } }`;
      const seen: number[] = [];
      let before: string | null = null;
      for (let page = 0; page < 20; page++) {
        const res: any = await ada.gql(Q, { id: thread.id, before });
        const history = res.data.thread.history;
        seen.unshift(...history.edges.map((e: any) => e.node.seq));
        if (!history.pageInfo.hasPreviousPage) break;
        before = history.pageInfo.startCursor;
      }
      expect(seen).toEqual(Array.from({ length: 1000 }, (_, i) => i + 1));
    });

    it('REST history: {steps, has_more, thread, token_info} with limit and offset, and count', async () => {
      const thread = await seedThread(adaId, 250, 'rest paging');
      const latest = await ada.get(`/api/v1/chat/threads/${thread.id}/history?limit=100&offset=150`);
      expect(latest.status).toBe(200);
      expect(latest.body.steps.map((s: any) => s.seq)).toEqual(Array.from({ length: 100 }, (_, i) => 151 + i));
      expect(latest.body.has_more).toBe(true);
      expect(latest.body.thread).toMatchObject({ id: thread.id, name: 'rest paging', step_count: 250 });
      expect(latest.body.token_info).toEqual({
        estimated_tokens: expect.any(Number),
        total_chars: expect.any(Number),
        message_count: 100,
        timestamp: expect.any(String),
      });
      const step = latest.body.steps[0];
      for (const key of [
        'id',
        'thread_id',
        'user_id',
        'step_type',
        'input',
        'output',
        'created_at',
        'start_time',
        'viewed_at',
        'status',
        'streaming',
        'wait_for_answer',
        'is_error',
        'show_input',
        'elements',
        'errors',
        'metadata',
        'tags',
        'indent_level',
        'agent_processing_time_ms',
        'step_creation_time_ms',
        'total_time_ms',
      ]) {
        expect(step, key).toHaveProperty(key);
      }
      const defaults = await ada.get(`/api/v1/chat/threads/${thread.id}/history`);
      expect(defaults.body.steps).toHaveLength(100);
      expect(defaults.body.steps[0].seq).toBe(1);
      expect(defaults.body.has_more).toBe(false);
      expect((await ada.get(`/api/v1/chat/threads/${thread.id}/count`)).body).toEqual({ count: 250 });
      for (const q of ['limit=0', 'limit=abc', 'offset=-1', 'limit=5000']) {
        const bad = await ada.get(`/api/v1/chat/threads/${thread.id}/history?${q}`);
        expect(bad.status, q).toBe(400);
      }
    });

    it('keeps other people out: 404 on REST, null on GraphQL, 401 when signed out', async () => {
      const thread = await seedThread(adaId, 2, 'private');
      for (const path of [`/api/v1/chat/threads/${thread.id}/history`, `/api/v1/chat/threads/${thread.id}/count`]) {
        expect((await bob.get(path)).status).toBe(404);
        expect((await t.client().get(path)).status).toBe(404);
      }
      expect((await t.client().get('/api/v1/chat/threads')).status).toBe(401);
      expect((await t.client().post('/api/v1/chat/threads', {})).status).toBe(401);
      expect(
        (await bob.gql(`query ($id: ID!) { thread(id: $id) { name } }`, { id: thread.id })).data.thread,
      ).toBeNull();
      const node = await bob.gql(`query ($id: ID!) { node(id: $id) { id } }`, {
        id: Buffer.from(`Thread:${thread.id}`).toString('base64'),
      });
      expect(node.data.node).toBeNull();
      const signedOut = await t.client().gql('mutation { startPrivateBrainChat { threadId } }');
      expect(signedOut.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('search', () => {
    it('finds threads by name and message text, ranked, only the owner’s, 2-character minimum', async () => {
      await seedThread(adaId, 0, 'Climbing trip to the Alps');
      const byMessage = await seedThread(adaId, 0, 'Weekend');
      await t.db.step.create({
        data: {
          threadId: byMessage.id,
          seq: 1,
          stepType: 'USER_MESSAGE',
          input: 'We went bouldering and climbing indoors',
        },
      });
      await seedThread((await bob.get('/api/v1/auth/me')).body.id, 0, 'Climbing with Bob');

      const rest = await ada.get('/api/v1/chat/threads/search?q=climbing');
      expect(rest.status).toBe(200);
      expect(rest.body.results.map((r: any) => r.name)).toEqual(['Climbing trip to the Alps', 'Weekend']);
      expect(rest.body.results[0]).toEqual({
        id: expect.any(String),
        name: 'Climbing trip to the Alps',
        updated_at: expect.any(String),
        step_id: null,
        snippet: null,
        highlights: [],
      });

      const prefix = await ada.gql(
        `{ viewer { searchThreads(query: "boulder", first: 12) { edges { node { name } } } } }`,
      );
      expect(prefix.data.viewer.searchThreads.edges).toEqual([{ node: { name: 'Weekend' } }]);

      const short = await ada.get('/api/v1/chat/threads/search?q=%20a%20');
      expect(short.status).toBe(400);
      expect(short.body.error.message).toBe('Search needs at least 2 characters');
      const tooShort = await ada.gql(`{ viewer { searchThreads(query: "a") { edges { cursor } } } }`);
      expect(tooShort.errors?.map((e) => [e.extensions.code, e.message])).toEqual([
        ['BAD_USER_INPUT', 'Search needs at least 2 characters'],
      ]);
      // Operators are words, not syntax.
      const hostile = await ada.get(`/api/v1/chat/threads/search?q=${encodeURIComponent('"climb* OR NEAR( -- \')')}`);
      expect(hostile.status).toBe(200);
      expect((await ada.get('/api/v1/chat/threads/search?q=climbing&limit=1')).body.results).toHaveLength(1);
    });
  });
});
