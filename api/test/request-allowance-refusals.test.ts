/**
 * A small request allowance used up, over real HTTP: GraphQL answers 429 RATE_LIMITED and REST 429
 * in its error shape, both with Retry-After, and nothing the refused request asked for happens;
 * the window's end comes by a clock the test moves, and several processes count together through
 * Redis. What requests cost and whose allowance they spend: request-allowance.test.ts.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { onLoopback, type Loopback } from './support/loopback.js';
import { startRedis } from './support/redis-server.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const SMALL = { TRUST_PROXY: 'loopback', RATE_LIMIT_API_POINTS: '6', RATE_LIMIT_API_POINTS_ANON: '3' };

let t: TestApp;
let http: Loopback;
beforeAll(async () => {
  t = await startTestApp(SMALL);
  http = await onLoopback(t);
});
afterAll(async () => {
  await http.close();
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

let people = 0;
/** A new person signed up from an address of their own (signing up is a request of that address). */
async function signUp(on: Loopback = http) {
  const name = `person${++people}`;
  const from = `192.0.2.${people}`;
  const res = await on.request(
    'POST',
    '/api/v1/auth/register',
    { email: `${name}@example.com`, username: name, password: 'a long passphrase of theirs', display_name: name },
    { from },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { token: res.body.token as string, id: res.body.user.id as string };
}

const remaining = async (token: string, on: Loopback = http) =>
  (await on.gql('{ rateLimit { remaining } }', undefined, { token })).body.data.rateLimit.remaining as number;

/** Spends what is left with requests of 1 point. */
async function spendAll(token: string) {
  for (let left = await remaining(token); left > 0; left--) {
    expect((await http.gql('{ viewer { username } }', undefined, { token })).status).toBe(200);
  }
}

const themeOf = async (id: string) => (await t.db.user.findUniqueOrThrow({ where: { id } })).theme;

describe('used up', () => {
  it('GraphQL refuses 429 RATE_LIMITED with Retry-After, and the mutation changes nothing', async () => {
    const ada = await signUp();
    const before = await themeOf(ada.id);
    await spendAll(ada.token);
    const res = await http.gql('mutation { updateTheme(theme: dark) { __typename } }', undefined, { token: ada.token });
    expect(res.status, JSON.stringify(res.body)).toBe(429);
    const retry = Number(res.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(3600);
    expect(res.headers.get('ratelimit-remaining')).toBe('0');
    expect(res.headers.get('ratelimit')).toBe(`"api";r=0;t=${retry}`);
    expect(res.body.data ?? null).toBeNull();
    expect(res.body.errors).toEqual([
      {
        message: `The request allowance (6 points per hour) is used up. It is full again in ${retry} seconds.`,
        extensions: { code: 'RATE_LIMITED', retryAfterSeconds: retry },
      },
    ]);
    expect(res.body.extensions.cost).toMatchObject({
      requestedQueryCost: 1,
      actualQueryCost: null,
      throttleStatus: { maximumAvailable: 6, currentlyAvailable: 0 },
    });
    expect(await themeOf(ada.id)).toBe(before);
    // What is left can still be read: that costs nothing.
    expect(await remaining(ada.token)).toBe(0);
  });

  it('REST refuses 429 in its error shape with Retry-After, and the route does not run', async () => {
    const bob = await signUp();
    const before = await themeOf(bob.id);
    await spendAll(bob.token);
    const res = await http.request('PUT', '/api/v1/account/theme', { theme: 'dark' }, { token: bob.token });
    expect(res.status).toBe(429);
    const retry = Number(res.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(0);
    expect(res.headers.get('ratelimit-remaining')).toBe('0');
    expect(res.body).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: `The request allowance (6 points per hour) is used up. It is full again in ${retry} seconds.`,
        retry_after_seconds: retry,
      },
      detail: `The request allowance (6 points per hour) is used up. It is full again in ${retry} seconds.`,
    });
    expect(await themeOf(bob.id)).toBe(before);
  });

  it('a subscription is refused before it starts: no message is sent', async () => {
    const cy = await signUp();
    const thread = await http.gql('mutation { startPrivateBrainChat { threadId } }', undefined, { token: cy.token });
    const threadId = thread.body.data.startPrivateBrainChat.threadId as string;
    await spendAll(cy.token);
    const res = await fetch(`${http.base}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${cy.token}`, 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({
        query: 'subscription ($t: ID!) { sendMessage(threadId: $t, input: "hello") { __typename } }',
        variables: { t: threadId },
      }),
    });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = await res.text();
    expect(body).toContain('"code":"RATE_LIMITED"');
    expect(body).not.toContain('"http"');
    expect(await t.db.step.count({ where: { threadId } })).toBe(0);
  });

  it('a request that costs more than is left is refused and takes nothing; one that never fits is too costly', async () => {
    const dee = await signUp();
    for (let i = 0; i < 5; i++) await http.gql('{ viewer { username } }', undefined, { token: dee.token });
    const page = '{ viewer { threads(first: 100) { edges { node { id } } } } }';
    const refused = await http.gql(page, undefined, { token: dee.token });
    expect(refused.status).toBe(429);
    expect(refused.body.errors[0].message).toMatch(/^This request costs 2 points and only 1 of the 6 per hour/);
    // The point left is still there.
    expect(await remaining(dee.token)).toBe(1);
    // 100 threads with 10 steps each: 1 + 11 points, more than the whole allowance.
    const nested =
      'query ($n: Int, $m: Int) { viewer { threads(first: $n) { edges { node { history(last: $m) { edges { node { seq } } } } } } } }';
    const never = await http.gql(nested, { n: 100, m: 10 }, { token: dee.token });
    expect(never.status).toBe(400);
    expect(never.body.errors[0].extensions).toEqual({ code: 'QUERY_TOO_COSTLY', limit: 6, found: 12 });
    expect(never.headers.get('retry-after')).toBeNull();
    expect(await remaining(dee.token)).toBe(1);
  });

  it('an address without a session has its own, smaller allowance', async () => {
    const ask = (from: string) => http.gql('{ signInOptions { __typename } }', undefined, { from });
    expect([(await ask('203.0.113.1')).status, (await ask('203.0.113.1')).status]).toEqual([200, 200]);
    expect((await ask('203.0.113.1')).status).toBe(200);
    const refused = await ask('203.0.113.1');
    expect(refused.status).toBe(429);
    expect(refused.body.errors[0].extensions.code).toBe('RATE_LIMITED');
    const rest = await http.request('GET', '/api/v1/auth/sign-up-options', undefined, { from: '203.0.113.1' });
    expect(rest.status).toBe(429);
    expect((await ask('203.0.113.2')).status).toBe(200);
  });
});

describe('the window’s end', () => {
  it('makes the allowance whole again, when RateLimit-Reset and Retry-After said', async () => {
    const eve = await signUp();
    await spendAll(eve.token);
    const refused = await http.request('GET', '/api/v1/auth/me', undefined, { token: eve.token });
    expect(refused.status).toBe(429);
    const reset = Number(refused.headers.get('ratelimit-reset'));
    expect(refused.headers.get('retry-after')).toBe(String(reset));
    const read = await http.gql('{ rateLimit { resetAt } }', undefined, { token: eve.token });
    const end = new Date(read.body.data.rateLimit.resetAt).getTime();
    expect(Math.abs(end - (Date.now() + reset * 1000))).toBeLessThanOrEqual(2000);

    // A second before the end, still refused; at the end, whole again.
    vi.useFakeTimers({ toFake: ['Date'], now: end - 1000 });
    expect((await http.request('GET', '/api/v1/auth/me', undefined, { token: eve.token })).status).toBe(429);
    vi.setSystemTime(end);
    const me = await http.request('GET', '/api/v1/auth/me', undefined, { token: eve.token });
    expect(me.status).toBe(200);
    expect(me.headers.get('ratelimit')).toBe('"api";r=5;t=3600');
    expect(await remaining(eve.token)).toBe(5);
  });
});

describe('several processes', () => {
  it('count a person’s requests together through Redis', async () => {
    const redis = await startRedis();
    const one = await startTestApp({ ...SMALL, REDIS_URL: redis.url });
    const two = await startTestApp({ ...SMALL, REDIS_URL: redis.url, DATABASE_URL: one.config.database.url });
    const [a, b] = [await onLoopback(one), await onLoopback(two)];
    try {
      const fay = await signUp(a);
      for (let i = 0; i < 4; i++) await a.gql('{ viewer { username } }', undefined, { token: fay.token });
      expect(await remaining(fay.token, b)).toBe(2);
      await b.gql('{ viewer { username } }', undefined, { token: fay.token });
      await b.gql('{ viewer { username } }', undefined, { token: fay.token });
      expect((await a.gql('{ viewer { username } }', undefined, { token: fay.token })).status).toBe(429);
    } finally {
      await a.close();
      await b.close();
      await one.close();
      await two.close();
      await redis.stop();
    }
  });
});
