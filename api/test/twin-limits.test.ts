/**
 * The limits around a public twin: how many conversations a visitor (and an address) may start,
 * the owner's bell folding a flood of new conversations into one notification, and the
 * per-address message limit telling a visitor who sent nothing that the limit is their address's,
 * with a Retry-After that says when a message really frees.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis } from './support/redis-server.js';
import { readSse } from './support/sse.js';
import { signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

const HOUR = 3600 * 1000;
let t: TestApp;
let ada: TestClient;
/** The limiters' clock (the app's injected `now`): moved by the tests, never waited on. */
let clock = Date.now();

beforeAll(async () => {
  t = await startTestApp(
    {
      TWIN_QUOTA_ANON: '3',
      TWIN_QUOTA_USER: '100',
      TWIN_STARTS_PER_VISITOR: '3',
      TWIN_STARTS_PER_IP: '5',
    },
    { now: () => clock },
  );
  ada = await signedUp(t);
  await ada.request('PUT', '/api/v1/profile', { json: { public: true, bio: 'Mathematician' } });
});
afterAll(() => t.close());

let addresses = 0;
/** A visitor from an address of their own (or the one given), without an anon id yet. */
function visitor(address?: string): TestClient {
  const client = t.client();
  client.remoteAddress = address ?? `203.0.113.${++addresses}`;
  return client;
}

const start = (client: TestClient, fresh = true) => client.post('/api/v1/twin/ada/threads', fresh ? { new: true } : {});

async function send(client: TestClient, threadId: string, input: string) {
  const res = await client.raw('GET', `/api/v1/chat/stream?thread_id=${threadId}&input=${encodeURIComponent(input)}`);
  if (res.status !== 200) return { status: res.status, headers: res.headers, body: await res.json() };
  for await (const _ of readSse(res)) {
    // the whole answer
  }
  return { status: 200, headers: res.headers, body: null };
}

const SEND = `subscription ($id: ID!, $input: String!) {
  sendMessage(threadId: $id, input: $input) { __typename ... on RunRefused { reason message retryAfterSeconds } }
}`;
async function gqlSend(client: TestClient, threadId: string, input: string) {
  const res = await client.raw('POST', '/graphql', {
    json: { query: SEND, variables: { id: threadId, input } },
    headers: { accept: 'text/event-stream' },
  });
  const out = [];
  for await (const m of readSse(res)) if (m.event === 'next') out.push(JSON.parse(m.data).data.sendMessage);
  return out;
}

const twinNotes = async () =>
  (await ada.get('/api/v1/notifications?limit=50&include_read=true')).body.notifications.filter(
    (n: any) => n.channel.display_name === 'Your Twin',
  );

describe('starting twin conversations', () => {
  it('a visitor may start a few; past that a 429 with Retry-After and a reason, and reopening still works', async () => {
    const v = visitor();
    const first = await start(v);
    expect(first.status).toBe(201);
    clock += 10 * 60 * 1000;
    expect((await start(v)).status).toBe(200);
    expect((await start(v)).status).toBe(200);
    const refused = await start(v);
    expect(refused.status).toBe(429);
    // The first start leaves the hour's window 50 minutes from now.
    expect(refused.headers.get('retry-after')).toBe(String(50 * 60));
    expect(refused.body.error).toMatchObject({
      code: 'RATE_LIMITED',
      reason: 'too_many_conversations',
      retry_after_seconds: 50 * 60,
      message:
        "You've started 3 conversations with twins in the last hour, the most there can be. Continue one of them, or start another in 50 minutes.",
    });
    // The visitor's latest conversation opens again: it is not a new one.
    const again = await start(v, false);
    expect(again.status).toBe(200);
    const gql = await v.gql(
      'mutation { startTwinChat(username: "ada", fresh: true) { __typename ... on RateLimitedError { reason retryAfterSeconds message } } }',
    );
    expect(gql.data.startTwinChat).toMatchObject({
      __typename: 'RateLimitedError',
      reason: 'too_many_conversations',
      retryAfterSeconds: 50 * 60,
    });
    clock += 50 * 60 * 1000;
    expect((await start(v)).status).toBe(200);
  });

  it('a flood from one address: the address limit holds under parallel starts, and opening tells the owner nothing', async () => {
    for (const n of await twinNotes()) if (!n.is_read) await ada.post(`/api/v1/notifications/${n.id}/read`);
    const address = '198.51.100.9';
    const answers = await Promise.all(Array.from({ length: 40 }, () => start(visitor(address))));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.body.error).toMatchObject({
      reason: 'too_many_conversations',
      message:
        'Visitors from your network (your internet address) have started 5 conversations with twins in the last hour, the most there can be. Try again in 60 minutes.',
    });
    expect(refused.headers.get('retry-after')).toBe('3600');
    // A conversation counts when the visitor says something (twin-conversation-notices.test.ts).
    expect((await twinNotes()).filter((n: any) => !n.is_read)).toEqual([]);
  });

  it('a notification the owner has read is not folded into: the next conversation is a new one', async () => {
    const chat = async () => {
      const v = visitor();
      expect((await send(v, (await start(v)).body.id, 'Hello!')).status).toBe(200);
    };
    await chat();
    const [latest] = (await twinNotes()).filter((n: any) => !n.is_read);
    expect(latest.title).toBe('Someone started a conversation with your twin');
    await ada.post(`/api/v1/notifications/${latest.id}/read`);
    await chat();
    const unread = (await twinNotes()).filter((n: any) => !n.is_read);
    expect(unread.map((n: any) => n.title)).toEqual(['Someone started a conversation with your twin']);
    await chat();
    const gql = await ada.gql('{ viewer { notifications(first: 1) { title isRead } } }');
    expect(gql.data.viewer.notifications).toEqual([{ title: '2 new conversations with your twin', isRead: false }]);
  });
});

describe('the per-address message limit', () => {
  it("tells a visitor who sent nothing that it is their address's limit, and when a message frees", async () => {
    const address = '192.0.2.44';
    const first = visitor(address);
    const thread = (await start(first)).body.id;
    const t0 = clock;
    expect((await send(first, thread, 'one')).status).toBe(200);
    clock = t0 + HOUR;
    expect((await send(first, thread, 'two')).status).toBe(200);
    clock = t0 + 2 * HOUR;
    expect((await send(first, thread, 'three')).status).toBe(200);

    // Five hours after the address's first message, another visitor there has sent nothing.
    clock = t0 + 5 * HOUR;
    const second = visitor(address);
    const theirs = (await start(second)).body.id;
    const refused = await send(second, theirs, 'hello');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(19 * 3600));
    expect(refused.body.error).toMatchObject({
      reason: 'quota_exceeded',
      retry_after_seconds: 19 * 3600,
    });
    expect(refused.body.error.message).toBe(
      'Visitors from your network (your internet address) have sent 3 messages with twins in the last 24 hours, the most an address can send. Sign in to keep chatting, or try again in 19 hours.',
    );
    expect(await t.db.step.count({ where: { threadId: theirs } })).toBe(0);

    // The same over GraphQL, at another time of day: the wait is what is left, not a whole day.
    clock = t0 + 10 * HOUR;
    const third = visitor(address);
    const gqlThread = (await start(third)).body.id;
    expect(await gqlSend(third, gqlThread, 'hi')).toEqual([
      {
        __typename: 'RunRefused',
        reason: 'quota_exceeded',
        retryAfterSeconds: 14 * 3600,
        message: expect.stringMatching(/^Visitors from your network .* try again in 14 hours\.$/),
      },
    ]);

    // A day after the first message its place frees, and the visitor who waited may send.
    clock = t0 + 24 * HOUR + 1000;
    expect((await send(second, theirs, 'hello again')).status).toBe(200);
    const full = await send(third, gqlThread, 'and me');
    expect(full.status).toBe(429);
    expect(full.headers.get('retry-after')).toBe(String(3600 - 1));
  });
});

describe('with several processes (Redis)', () => {
  it('the limits count together: starts on one process count on the other, with the same Retry-After', async () => {
    // A Redis of its own: the address's count must start at zero, and CI's shared Redis still holds
    // the counts of the same test in its previous run (PostgreSQL, then Node 24) for the hour.
    const redis = await startRedis({ own: true });
    const env = { REDIS_URL: redis.url, TWIN_STARTS_PER_VISITOR: '5', TWIN_STARTS_PER_IP: '2' };
    const at = Date.now();
    const [one, two] = [
      await startTestApp(env, { now: () => at }),
      await startTestApp(env, { now: () => at + 60_000 }),
    ];
    try {
      const owner = await signedUp(one);
      await owner.request('PUT', '/api/v1/profile', {
        json: { public: true, bio: 'Mathematician' },
      });
      const from = (app: TestApp) => {
        const client = app.client();
        client.remoteAddress = '100.64.0.7';
        return client;
      };
      // Each app has a database of its own (and an owner there); only Redis is shared.
      await (await signedUp(two)).request('PUT', '/api/v1/profile', { json: { public: true, bio: 'Mathematician' } });
      expect((await start(from(one))).status).toBe(201);
      expect((await start(from(one))).status).toBe(201);
      const refused = await start(from(two));
      expect(refused.status).toBe(429);
      expect(refused.body.error.reason).toBe('too_many_conversations');
      expect(refused.headers.get('retry-after')).toBe(String(3600 - 60));
    } finally {
      await one.close();
      await two.close();
      await redis.stop();
    }
  });
});

describe('an address limit set apart from the visitor limit', () => {
  it('says the address limit (TWIN_QUOTA_ANON_IP), not the visitor one', async () => {
    const app = await startTestApp({ TWIN_QUOTA_ANON: '5', TWIN_QUOTA_ANON_IP: '2' });
    try {
      const owner = await signedUp(app);
      await owner.request('PUT', '/api/v1/profile', { json: { public: true, bio: 'Mathematician' } });
      const from = () => {
        const client = app.client();
        client.remoteAddress = '198.51.100.77';
        return client;
      };
      const first = from();
      const thread = (await first.post('/api/v1/twin/ada/threads', { new: true })).body.id;
      expect((await send(first, thread, 'one')).status).toBe(200);
      expect((await send(first, thread, 'two')).status).toBe(200);
      const refused = await send(first, thread, 'three');
      expect(refused.status).toBe(429);
      expect(refused.body.error.reason).toBe('quota_exceeded');
      expect(refused.body.error.message).toMatch(/have sent 2 messages with twins/);
    } finally {
      await app.close();
    }
  });
});
