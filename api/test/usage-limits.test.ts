/**
 * Usage and limits (usage/): the admin sets a daily limit; a person sends up to it and the next
 * message is refused with when the limit resets (429 and Retry-After over REST, a refusal with
 * retryAfterSeconds over GraphQL), nothing of it stored; a twin's replies count against its owner;
 * a limit in tokens; concurrent sends cannot both pass the last message.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSse } from './support/sse.js';
import { answered, signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
let admin: TestClient;
let ada: TestClient;
let adaId: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await signedUp(t, { email: 'root@example.com', username: 'rootadmin' });
  ada = await signedUp(t);
  adaId = (await ada.gql('{ viewer { databaseId } }')).data.viewer.databaseId;
});
afterAll(() => t.close());

const nextMidnight = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
};
const resetWords = () => `It resets at ${nextMidnight().toISOString().slice(0, 16).replace('T', ' ')} UTC`;

async function setLimits(limits: { unit?: string; daily?: number | null; monthly?: number | null }) {
  const res = await admin.request('PUT', '/api/v1/admin/usage/limits', { json: limits });
  expect(res.status).toBe(200);
}

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

const newThread = async (client: TestClient) =>
  (await client.post('/api/v1/chat/private-brain/start')).body.thread_id as string;
const steps = async (client: TestClient, threadId: string) =>
  (await client.get(`/api/v1/chat/threads/${threadId}/history`)).body.steps as unknown[];

describe('a daily message limit', () => {
  it('lets 20 messages through, refuses the 21st with the reset time, and usage shows the 20', async () => {
    await setLimits({ unit: 'messages', daily: 20, monthly: null });
    const threadId = await newThread(ada);
    for (let i = 1; i <= 20; i++) expect((await send(ada, threadId, `message ${i}`)).status).toBe(200);
    const before = await steps(ada, threadId);

    const refused = await send(ada, threadId, 'message 21');
    expect(refused.status).toBe(429);
    const seconds = Math.ceil((nextMidnight().getTime() - Date.now()) / 1000);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(seconds - 60);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(seconds + 1);
    expect(refused.body.error).toMatchObject({ code: 'RATE_LIMITED', reason: 'usage_limit' });
    expect(refused.body.error.message).toContain("You've reached your limit of 20 messages today.");
    expect(refused.body.error.message).toContain(resetWords());

    // Over GraphQL the same refusal, with retryAfterSeconds.
    const [gql] = await gqlSend(ada, threadId, 'message 21 again');
    expect(gql).toMatchObject({ __typename: 'RunRefused', reason: 'usage_limit' });
    expect(gql.message).toContain(resetWords());
    expect(gql.retryAfterSeconds).toBeGreaterThan(seconds - 60);
    // The schema a client reads names the reason it was sent.
    const described = await ada.gql('{ __type(name: "RunRefused") { fields { name description } } }');
    const reasonField = described.data.__type.fields.find((f: { name: string }) => f.name === 'reason');
    expect(reasonField.description).toMatch(/\busage_limit \(the person's daily or monthly usage limit/);

    // Nothing of the refused messages was stored.
    expect(await steps(ada, threadId)).toEqual(before);

    await t.app.services.usage.flush();
    const usage = await ada.get('/api/v1/usage');
    expect(usage.status).toBe(200);
    expect(usage.body.today.messages).toBe(20);
    expect(usage.body.limits).toEqual({ unit: 'messages', daily: 20, monthly: null });
    expect(usage.body.day_resets_at).toBe(nextMidnight().toISOString());
    expect(usage.body.days[0]).toMatchObject({ day: new Date().toISOString().slice(0, 10), messages: 20 });
    // The answers' tokens, estimated for the offline brain, by model and purpose.
    const answers = usage.body.rows.find((r: any) => r.purpose === 'answer');
    expect(answers).toMatchObject({ model: 'duet-local', calls: 20, estimated: true });
    expect(answers.input_tokens).toBeGreaterThan(0);
    const gqlUsage = await ada.gql(
      '{ viewer { usage { ... on Usage { today { messages } days { day messages } rows { model purpose } } } } }',
    );
    expect(gqlUsage.errors).toBeUndefined();
    expect(gqlUsage.data.viewer.usage.today.messages).toBe(20);

    // A person's own limit lifts theirs; the instance's stays for others.
    const lifted = await admin.request('PUT', `/api/v1/admin/usage/people/${adaId}/limits`, { json: { daily: 25 } });
    expect(lifted.body).toEqual({ own_limits: { daily: 25 } });
    expect((await send(ada, threadId, 'message 21, allowed now')).status).toBe(200);
    await admin.request('PUT', `/api/v1/admin/usage/people/${adaId}/limits`, { json: { reset: true } });
    expect((await send(ada, threadId, 'message 22')).status).toBe(429);
  });

  it('two sends at once cannot both pass the last message', async () => {
    const bee = await signedUp(t, { email: 'bee@example.com', username: 'beatrix' });
    await setLimits({ unit: 'messages', daily: 1, monthly: null });
    // Two conversations (a second brain conversation would be the same empty one).
    const a = await newThread(bee);
    const b = (await bee.post('/api/v1/chat/profile-pal/start')).body.thread_id as string;
    const results = await Promise.all([send(bee, a, 'one'), send(bee, b, 'two')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 429]);
    expect((await bee.get('/api/v1/usage')).body.today.messages).toBe(1);
  });
});

describe('a twin answering visitors', () => {
  it("counts its replies against its owner, and tells a visitor only that the twin can't answer now", async () => {
    const owner = await signedUp(t, { email: 'cy@example.com', username: 'cyrilcyclist' });
    await owner.request('PUT', '/api/v1/profile', { json: { public: true, bio: 'Cyclist' } });
    await setLimits({ unit: 'messages', daily: 2, monthly: null });
    const visitor = t.client();
    const thread = (await visitor.post('/api/v1/twin/cyrilcyclist/threads', { new: true })).body.thread_id;
    expect((await send(visitor, thread, 'hi')).status).toBe(200);
    expect((await send(visitor, thread, 'what do you ride?')).status).toBe(200);
    const refused = await send(visitor, thread, 'and where?');
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toContain('This twin has answered all it can today.');
    expect(refused.body.error.message).not.toContain('2 messages');
    await t.app.services.usage.flush();
    const usage = (await owner.get('/api/v1/usage')).body;
    expect(usage.today.messages).toBe(2);
    expect(usage.rows.some((r: any) => r.purpose === 'twin_reply')).toBe(true);
    // The owner's own brain shares the same count.
    expect((await send(owner, await newThread(owner), 'hello')).status).toBe(429);
  });
});

describe('a limit in tokens', () => {
  it('refuses once the tokens of the day reach it', async () => {
    const dee = await signedUp(t, { email: 'dee@example.com', username: 'deedee' });
    await setLimits({ unit: 'tokens', daily: 1, monthly: null });
    const threadId = await newThread(dee);
    await answered(dee, threadId, 'tell me something');
    await t.app.services.usage.flush();
    const refused = await send(dee, threadId, 'and more');
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toContain("You've reached your limit of 1 tokens today.");
    expect((await dee.get('/api/v1/usage')).body.today.tokens).toBeGreaterThan(0);
    await setLimits({ unit: 'messages', daily: null, monthly: null });
  });
});
