/** Notifications (REST, GraphQL, live) and twin chats (anon-id cookie, privacy of threads, quotas). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSse } from './support/sse.js';
import { answered, signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
let ada: TestClient;
let bob: TestClient;
beforeAll(async () => {
  t = await startTestApp({ TWIN_QUOTA_ANON: '2', TWIN_QUOTA_USER: '3' }, { brain: 'offline' });
  ada = await signedUp(t);
  bob = await signedUp(t, { email: 'bob@example.com', username: 'bob' });
  await ada.request('PUT', '/api/v1/profile', { json: { public: true, bio: 'Mathematician', interests: ['poetry'] } });
});
afterAll(() => t.close());

describe('notifications', () => {
  it('welcome on sign-up: REST list, stats and mark read with every docs/product.md §3 field', async () => {
    const list = await ada.get('/api/v1/notifications?limit=5&include_read=true');
    expect(list.status).toBe(200);
    const [welcome] = list.body.notifications;
    expect(welcome).toEqual({
      id: expect.any(String),
      notification_type: 'success',
      priority: 'normal',
      title: 'Welcome to Duet, Ada Lovelace!',
      summary: expect.any(String),
      message: null,
      is_read: false,
      read_at: null,
      published_at: expect.any(String),
      action_url: '/onboarding',
      channel: { display_name: 'Duet' },
    });
    expect((await ada.get('/api/v1/notifications/stats')).body).toEqual({ unread_notifications: 1 });
    expect((await bob.request('POST', `/api/v1/notifications/${welcome.id}/read`)).status).toBe(404);
    const read = await ada.post(`/api/v1/notifications/${welcome.id}/read`);
    expect(read.body).toMatchObject({ is_read: true, read_at: expect.any(String) });
    expect((await ada.get('/api/v1/notifications/stats')).body).toEqual({ unread_notifications: 0 });
    expect((await ada.get('/api/v1/notifications?include_read=false')).body.notifications).toEqual([]);
    expect((await ada.get('/api/v1/notifications?limit=0')).status).toBe(400);
    expect((await t.client().get('/api/v1/notifications')).status).toBe(401);
    expect((await t.client().get('/api/v1/notifications/stats')).status).toBe(401);
  });

  it("the bell lists only the person's own, with their channel; another's are Not found through their user", async () => {
    const fields = `notifications(first: 5) { id title isRead channel { displayName } } unreadNotificationCount`;
    const own = await bob.gql(`{ viewer { ${fields} } }`);
    expect(own.errors).toBeUndefined();
    const bobs = (await bob.get('/api/v1/notifications?limit=5')).body.notifications as Array<{ id: string }>;
    const adas = (await ada.get('/api/v1/notifications?limit=5')).body.notifications as Array<{ id: string }>;
    expect(bobs).toHaveLength(1);
    expect(own.data.viewer.notifications.map((n: { id: string }) => n.id)).toEqual(bobs.map((n) => n.id));
    expect(own.data.viewer.notifications[0].channel).toEqual({ displayName: 'Duet' });
    const unread = await bob.gql(`{ viewer { notifications(includeRead: false) { title } } }`);
    expect(unread.data.viewer.notifications).toHaveLength(own.data.viewer.unreadNotificationCount);

    const adaId = (await ada.gql('{ viewer { id } }')).data.viewer.id as string;
    const peek = await bob.gql(`query ($id: ID!) { node(id: $id) { ... on User { notifications { title } } } }`, {
      id: adaId,
    });
    expect(peek.errors?.map((e) => e.message)).toEqual(['Not found']);
    for (const n of adas) expect(JSON.stringify(peek.data)).not.toContain(n.id);
  });

  it("a visitor's first message to the twin notifies the owner, live over the subscription", async () => {
    const response = await ada.raw('POST', '/graphql', {
      json: {
        query: 'subscription { notificationEvents { unreadCount notification { title channel { displayName } } } }',
      },
      headers: { accept: 'text/event-stream' },
    });
    const events = readSse(response);
    const next = async () => {
      for (;;) {
        const m = (await events.next()).value!;
        if (m.event === 'next') return JSON.parse(m.data).data.notificationEvents;
      }
    };
    expect(await next()).toEqual({ unreadCount: 0, notification: null });
    // Signed in: the anonymous visitors' daily messages are counted below.
    const visitor = await signedUp(t, { email: 'dora@example.com', username: 'dora' });
    const thread = (await visitor.post('/api/v1/twin/ada/threads')).body.id;
    // Opening the conversation tells nobody; the first message does (so the next event is its).
    await answered(visitor, thread, 'Hello! What are her interests?');
    expect(await next()).toEqual({
      unreadCount: 1,
      notification: { title: 'Someone started a conversation with your twin', channel: { displayName: 'Your Twin' } },
    });
    const gql = await ada.gql(
      '{ viewer { unreadNotificationCount notifications(first: 5) { title isRead priority } } }',
    );
    expect(gql.data.viewer.unreadNotificationCount).toBe(1);
    expect(gql.data.viewer.notifications[0]).toEqual({
      title: 'Someone started a conversation with your twin',
      isRead: false,
      priority: 'normal',
    });
    await events.return(undefined);
  });
});

describe('Profile Pal', () => {
  it('fills the profile through the chat and tells the owner when it is done', async () => {
    const carol = await signedUp(t, { email: 'carol@example.com', username: 'carol', display_name: '' });
    const thread = (await carol.post('/api/v1/chat/profile-pal/start')).body.thread_id;
    const say = async (input: string) => {
      const res = await carol.raw('GET', `/api/v1/chat/stream?thread_id=${thread}&input=${encodeURIComponent(input)}`);
      for await (const _ of readSse(res)) {
        // the answer
      }
    };
    await say('Carol Shaw');
    await say('I design games and tiny machines.');
    await say('games, puzzles, electronics');
    expect((await carol.get('/api/v1/auth/me')).body).toMatchObject({ display_name: 'Carol Shaw', is_onboarded: true });
    const titles = (await carol.get('/api/v1/notifications?limit=5')).body.notifications.map((n: any) => n.title);
    expect(titles).toContain('Profile Pal finished your profile');
  });
});

describe('twin chats', () => {
  it('an anonymous visitor gets an anon-id cookie and a thread only they can read', async () => {
    const visitor = t.client();
    const res = await visitor.post('/api/v1/twin/ada/threads');
    expect(res.status).toBe(201);
    const anon = res.headers.getSetCookie().find((c) => c.startsWith('duet_anon='));
    expect(anon).toMatch(/^duet_anon=[\w-]+;/);
    expect(anon?.split('; ')).toEqual(
      expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Lax', 'Max-Age=31536000']),
    );
    expect(res.body).toMatchObject({
      id: expect.any(String),
      thread_id: res.body.id,
      thread_type: 'public_twin_chat',
      agent_type: 'public_twin',
      metadata: { twin_username: 'ada' },
    });
    // The same visitor gets the same conversation back.
    const again = await visitor.post('/api/v1/twin/ada/threads');
    expect(again.body.id).toBe(res.body.id);
    expect((await visitor.get(`/api/v1/chat/threads/${res.body.id}/history`)).status).toBe(200);
    // Nobody else: not the owner, not another visitor, not a signed-in stranger.
    for (const other of [ada, bob, t.client()]) {
      expect((await other.get(`/api/v1/chat/threads/${res.body.id}/history`)).status).toBe(404);
      expect((await other.get(`/api/v1/chat/stream?thread_id=${res.body.id}&input=hi`)).status).toBe(404);
    }
    // GraphQL works for the visitor too.
    const gql = await visitor.gql(
      'mutation { startTwinChat(username: "ada") { ... on StartChatPayload { threadId thread { threadType } } } }',
    );
    expect(gql.data.startTwinChat.threadId).toBe(res.body.id);
  });

  it('the owner’s own twin opens as a self-twin preview; unknown or private profiles are 404', async () => {
    const own = await ada.post('/api/v1/twin/ada/threads');
    expect(own.body).toMatchObject({ thread_type: 'self_twin_chat', agent_type: 'self_twin' });
    expect((await t.client().post('/api/v1/twin/bob/threads')).status).toBe(404);
    const gql = await t.client().gql('mutation { startTwinChat(username: "nobody") { __typename } }');
    expect(gql.data.startTwinChat.__typename).toBe('NotFoundError');
  });

  it('stops visitors at the daily quota with a clear refusal', async () => {
    const visitor = t.client();
    const thread = (await visitor.post('/api/v1/twin/ada/threads', { new: true })).body.id;
    const send = async (input: string) => {
      const res = await visitor.raw(
        'GET',
        `/api/v1/chat/stream?thread_id=${thread}&input=${encodeURIComponent(input)}`,
      );
      if (res.status !== 200) return { status: res.status, headers: res.headers, body: await res.json() };
      for await (const _ of readSse(res)) {
        // drain the answer
      }
      return { status: 200, headers: res.headers, body: null };
    };
    expect((await send('one')).status).toBe(200);
    expect((await send('two')).status).toBe(200);
    const third = await send('three');
    expect(third.status).toBe(429);
    // The first of the day's two messages frees its place in (just under) 24 hours.
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
    expect(Number(third.headers.get('retry-after'))).toBeLessThanOrEqual(24 * 3600);
    expect(third.body.error).toMatchObject({
      reason: 'quota_exceeded',
      message: "You've reached today's limit of 2 messages with twins. Sign in for more, or come back tomorrow.",
    });
    expect(await t.db.step.count({ where: { threadId: thread, stepType: 'USER_MESSAGE' } })).toBe(2);

    const signedIn = (await bob.post('/api/v1/twin/ada/threads')).body.id;
    const SEND = `subscription ($id: ID!, $input: String!) { sendMessage(threadId: $id, input: $input) { __typename ... on RunRefused { reason message } } }`;
    const gqlSend = async (input: string) => {
      const res = await bob.raw('POST', '/graphql', {
        json: { query: SEND, variables: { id: signedIn, input } },
        headers: { accept: 'text/event-stream' },
      });
      const out = [];
      for await (const m of readSse(res)) if (m.event === 'next') out.push(JSON.parse(m.data).data.sendMessage);
      return out;
    };
    for (const input of ['a', 'b', 'c']) expect((await gqlSend(input))[0].__typename).toBe('RunStarted');
    expect(await gqlSend('d')).toEqual([
      {
        __typename: 'RunRefused',
        reason: 'quota_exceeded',
        message: "You've reached today's limit of 3 messages with twins. Come back tomorrow.",
      },
    ]);
  });
});
