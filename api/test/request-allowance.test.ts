/**
 * The request allowance as a client sees it over real HTTP (limits/request-allowance.ts): what each
 * GraphQL operation costs (`extensions.cost`), the `rateLimit` field, the RateLimit fields on every
 * REST and GraphQL answer, and whose allowance a request spends: the person's, or the address's
 * without a session. Refusals and the window's end: request-allowance-refusals.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onLoopback, type HttpAnswer, type Loopback } from './support/loopback.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let http: Loopback;
beforeAll(async () => {
  t = await startTestApp({
    TRUST_PROXY: 'loopback',
    RATE_LIMIT_API_POINTS: '5000',
    RATE_LIMIT_API_POINTS_ANON: '1000',
    CORS_ORIGINS: 'https://app.example.com',
  });
  http = await onLoopback(t);
});
afterAll(async () => {
  await http.close();
  await t.close();
});

let people = 0;
/** A new person's session token; signing up is a request of the address it comes from. */
async function signUp(from = '192.0.2.1'): Promise<string> {
  const name = `person${++people}`;
  const res = await http.request(
    'POST',
    '/api/v1/auth/register',
    { email: `${name}@example.com`, username: name, password: 'a long passphrase of theirs', display_name: name },
    { from },
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.token as string;
}

const RATE_LIMIT = '{ rateLimit { limit cost remaining used resetAt } }';

async function allowance(options: { token?: string; from?: string }) {
  const res = await http.gql(RATE_LIMIT, undefined, options);
  expect(res.body.errors).toBeUndefined();
  return res.body.data.rateLimit as { limit: number; cost: number; remaining: number; used: number; resetAt: string };
}

/** Two reads of one window's end: whole seconds, computed a few milliseconds apart. */
const sameSecond = (a: string, b: string) => Math.abs(new Date(a).getTime() - new Date(b).getTime()) <= 1000;

/** The RateLimit fields of an answer, read as a client would. */
function fields(res: HttpAnswer) {
  const h = (name: string) => res.headers.get(name);
  return {
    policy: h('ratelimit-policy'),
    current: h('ratelimit'),
    limit: Number(h('ratelimit-limit')),
    remaining: Number(h('ratelimit-remaining')),
    reset: Number(h('ratelimit-reset')),
  };
}

describe('what an operation costs', () => {
  it('1 for the request, plus 1 for each started hundred of items its lists may return', async () => {
    const token = await signUp();
    const cost = async (query: string, variables?: Record<string, unknown>) => {
      const res = await http.gql(query, variables, { token });
      expect(res.body.errors, query).toBeUndefined();
      return res.body.extensions.cost.requestedQueryCost as number;
    };
    const scalar = await cost('{ viewer { username } }');
    const page = await cost('{ viewer { threads(first: 50) { edges { node { id } } } } }');
    expect(scalar).toBe(1);
    expect(page).toBe(2);
    expect(page).toBeGreaterThan(scalar);
    // A page asked by a variable counts as much as a literal one.
    const byVariable = 'query ($n: Int) { viewer { threads(first: $n) { edges { node { id } } } } }';
    expect(await cost(byVariable, { n: 100 })).toBe(1 + 1);
    // 20 threads, each with a page of 10 steps: 220 items.
    const nested =
      '{ viewer { threads(first: 20) { edges { node { history(last: 10) { edges { node { seq } } } } } } } }';
    expect(await cost(nested)).toBe(1 + 3);
    expect(await cost(nested)).toBe(1 + 3);
    // The same document costs what its variables ask each time (a known document's figure is kept only without them).
    const nestedByVariable =
      'query ($n: Int) { viewer { threads(first: $n) { edges { node { history(last: 10) { edges { node { seq } } } } } } } }';
    expect(await cost(nestedByVariable, { n: 20 })).toBe(1 + 3);
    expect(await cost(nestedByVariable, { n: 1 })).toBe(1 + 1);
    expect(await cost(nestedByVariable, { n: 20 })).toBe(1 + 3);
    // A list with a default page counts its default (discoverProfiles: 24).
    expect(await cost('{ discoverProfiles { username } }')).toBe(2);
    expect(await cost('{ rateLimit { remaining } }')).toBe(0);
    expect(await cost('{ __typename rateLimit { remaining } }')).toBe(0);
    expect(await cost('{ rateLimit { remaining } viewer { username } }')).toBe(1);
    expect(await cost('{ __typename }')).toBe(1);
  });

  it('says in extensions.cost what it asked, what it took and what is left', async () => {
    const token = await signUp();
    const res = await http.gql('{ viewer { threads(first: 50) { edges { node { id } } } } }', undefined, { token });
    expect(res.status).toBe(200);
    const { resetAt } = await allowance({ token });
    expect(res.body.extensions).toEqual({
      cost: {
        requestedQueryCost: 2,
        actualQueryCost: 2,
        throttleStatus: { maximumAvailable: 5000, currentlyAvailable: 4998, resetAt: expect.any(String) },
      },
    });
    expect(sameSecond(res.body.extensions.cost.throttleStatus.resetAt, resetAt)).toBe(true);
    // A mutation costs what its answer's lists may return, too.
    const theme = await http.gql('mutation { updateTheme(theme: dark) { __typename } }', undefined, { token });
    expect(theme.body.extensions.cost).toMatchObject({ requestedQueryCost: 1, actualQueryCost: 1 });
    // A document that does not validate ran nothing: it costs 1, as a request.
    const invalid = await http.gql('{ viewer { noSuchField } }', undefined, { token });
    expect(invalid.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(invalid.body.extensions.cost).toMatchObject({ requestedQueryCost: 1, actualQueryCost: 1 });
    expect((await allowance({ token })).remaining).toBe(5000 - 4);
  });
});

describe('a subscription over SSE', () => {
  it('is charged as it starts, its first event says so, and the answer streams as before', async () => {
    const token = await signUp();
    const thread = await http.gql('mutation { startPrivateBrainChat { threadId } }', undefined, { token });
    const threadId = thread.body.data.startPrivateBrainChat.threadId as string;
    const before = await allowance({ token });
    const res = await fetch(`${http.base}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({
        query:
          'subscription ($t: ID!) { sendMessage(threadId: $t, input: "Remember that I keep bees") { __typename ... on RunDone { status } } }',
        variables: { t: threadId },
      }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('ratelimit')).toMatch(new RegExp(`^"api";r=${before.remaining - 1};t=\\d+$`));
    const text = await res.text();
    const events = [...text.matchAll(/^event: next\ndata: (.*)$/gm)].map((m) => JSON.parse(m[1]!));
    expect(events[0].extensions.cost).toMatchObject({ requestedQueryCost: 1, actualQueryCost: 1 });
    expect(events.slice(1).every((e) => e.extensions === undefined)).toBe(true);
    expect(events.at(-1).data.sendMessage).toEqual({ __typename: 'RunDone', status: 'completed' });
    expect(text).toMatch(/^event: complete$/m);
    expect((await allowance({ token })).used).toBe(before.used + 1);
  });
});

describe('the rateLimit field', () => {
  it('goes down with each request, GraphQL or REST, and says when the window ends', async () => {
    const token = await signUp();
    // Reading it costs nothing.
    expect(await allowance({ token })).toMatchObject({ limit: 5000, cost: 0, used: 0, remaining: 5000 });
    await http.gql('{ viewer { username } }', undefined, { token });
    const first = await allowance({ token });
    expect(first).toMatchObject({ limit: 5000, cost: 0, used: 1, remaining: 4999 });
    const resetAt = new Date(first.resetAt).getTime();
    expect(first.resetAt).toBe(new Date(resetAt).toISOString());
    expect(resetAt).toBeGreaterThan(Date.now());
    // In whole seconds: at most a second past an hour from the first request.
    expect(resetAt).toBeLessThanOrEqual(Date.now() + 3601_000);

    await http.gql('{ viewer { threads(first: 50) { edges { node { id } } } } }', undefined, { token });
    await http.request('GET', '/api/v1/auth/me', undefined, { token });
    const after = await allowance({ token });
    expect(after).toMatchObject({ cost: 0, used: first.used + 3, remaining: first.remaining - 3 });
    // The same window: it ends when it did.
    expect(sameSecond(after.resetAt, first.resetAt)).toBe(true);

    const asked = await http.gql('{ rateLimit { cost remaining used } viewer { username } }', undefined, { token });
    expect(asked.body.data.rateLimit).toEqual({ cost: 1, remaining: after.remaining - 1, used: after.used + 1 });
  });

  it('answers a client without a session, by its address', async () => {
    const anonymous = await allowance({ from: '203.0.113.50' });
    expect(anonymous).toMatchObject({ limit: 1000, cost: 0, used: 0, remaining: 1000 });
  });
});

describe('the RateLimit fields', () => {
  it('are on every REST and GraphQL answer, refusals and errors included', async () => {
    const token = await signUp();
    const answers = [
      await http.request('GET', '/api/v1/auth/me', undefined, { token }),
      await http.request('GET', '/api/v1/no-such-route', undefined, { token }),
      await http.gql('{ viewer { username } }', undefined, { token }),
      await http.gql('{ viewer {', undefined, { token }),
      await http.request('GET', `/graphql?query=${encodeURIComponent('{ viewer { username } }')}`, undefined, {
        token,
      }),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 404, 200, 400, 200]);
    const seen = answers.map(fields);
    seen.forEach((f, i) => {
      expect(f).toEqual({
        policy: '"api";q=5000;w=3600',
        current: `"api";r=${f.remaining};t=${f.reset}`,
        limit: 5000,
        remaining: 4999 - i,
        reset: expect.any(Number),
      });
      expect(f.reset).toBeGreaterThan(0);
      expect(f.reset).toBeLessThanOrEqual(3600);
    });
    // A token that opens no session: the address pays, and is told so.
    const refused = await http.gql('{ viewer { username } }', undefined, {
      token: 'not-a-token',
      from: '203.0.113.60',
    });
    expect(refused.status).toBe(401);
    expect(fields(refused)).toMatchObject({ limit: 1000, remaining: 999 });
  });

  it('are readable by the pages of a trusted origin (CORS)', async () => {
    const res = await http.gql('{ viewer { username } }', undefined, {
      from: '203.0.113.70',
      headers: { origin: 'https://app.example.com' },
    });
    const exposed = (res.headers.get('access-control-expose-headers') ?? '').toLowerCase().split(/\s*,\s*/);
    expect(exposed).toEqual(
      expect.arrayContaining([
        'ratelimit-policy',
        'ratelimit',
        'ratelimit-limit',
        'ratelimit-remaining',
        'ratelimit-reset',
      ]),
    );
    expect(exposed).toContain('retry-after');
  });

  it('leave health, readiness and the web app’s files uncounted, and a file’s bytes free', async () => {
    const from = '203.0.113.80';
    for (const path of ['/healthz', '/readyz', '/', '/favicon.svg']) {
      const res = await http.request('GET', path, undefined, { from });
      expect(res.headers.get('ratelimit'), path).toBeNull();
    }
    expect((await allowance({ from })).used).toBe(0);

    const token = await signUp();
    const form = new FormData();
    form.append('files', new Blob(['a note of mine'], { type: 'text/plain' }), 'note.txt');
    const uploaded = await fetch(`${http.base}/api/v1/upload/files`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const url = ((await uploaded.json()) as { files: { url: string }[] }).files[0]!.url;
    const before = await allowance({ token });
    const bytes = await http.request('GET', url, undefined, { token });
    expect(bytes.body).toBe('a note of mine');
    expect(fields(bytes).remaining).toBe(before.remaining);
    expect((await allowance({ token })).used).toBe(before.used);
  });
});

describe('whose allowance a request spends', () => {
  it('a person’s, on every device and token: two people do not share one', async () => {
    const ada = await signUp();
    const bob = await signUp();
    const made = await http.gql(
      'mutation { createAccessToken(name: "script") { ... on AccessToken { token } } }',
      undefined,
      { token: ada },
    );
    const script = made.body.data.createAccessToken.token as string;
    const adaBefore = await allowance({ token: ada });
    const bobBefore = await allowance({ token: bob });
    for (let i = 0; i < 3; i++) await http.gql('{ viewer { username } }', undefined, { token: script });
    expect((await allowance({ token: ada })).used).toBe(adaBefore.used + 3);
    expect((await allowance({ token: bob })).used).toBe(bobBefore.used);
  });

  it('an address’s without a session, and not when a person signed in sends it', async () => {
    const [here, there] = ['198.51.100.10', '198.51.100.11'];
    for (let i = 0; i < 4; i++) await http.gql('{ signInOptions { __typename } }', undefined, { from: here });
    const token = await signUp('198.51.100.12');
    await http.gql('{ viewer { username } }', undefined, { token, from: here });
    expect((await allowance({ from: here })).used).toBe(4);
    expect((await allowance({ from: there })).used).toBe(0);
  });
});
