/** Health probes, GraphiQL, CSRF prevention and the query limits. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ GRAPHQL_MAX_DEPTH: '5', RATE_LIMIT_REGISTER_IP: '2' });
});
afterAll(() => t.close());

describe('HTTP surface', () => {
  it('/healthz and /readyz answer', async () => {
    expect(await t.client().get('/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await t.client().get('/readyz')).toMatchObject({ status: 200, body: { status: 'ready', database: 'ok' } });
  });

  it('serves GraphiQL at /graphql for browsers, with its assets bundled', async () => {
    const res = await t.client().get('/graphql', { accept: 'text/html' });
    expect(res.status).toBe(200);
    expect(String(res.body)).toContain('<title>Duet GraphQL</title>');
    expect(String(res.body)).not.toContain('unpkg.com');
  });

  it('refuses cross-site simple POSTs to /graphql', async () => {
    const res = await t.client().request('POST', '/graphql', {
      body: 'query={viewer{id}}',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status).toBe(403);
  });

  it('refuses queries deeper than the limit', async () => {
    const deep = '{ viewer { id } a: viewer { id } }';
    expect((await t.client().gql(deep)).errors).toBeUndefined();
    const tooDeep = await t.client().gql(
      '{ __schema { types { fields { type { ofType { ofType { ofType { name } } } } } } } viewer { id } }',
    );
    expect(tooDeep.data?.viewer ?? null).toBeNull();
    const nested = await t.client().gql(
      'query { node(id: "x") { ... on User { id } } viewer { id } } fragment F on Query { viewer { id } }',
    );
    expect(nested.errors?.length).toBeGreaterThan(0);
  });

  it('masks unexpected errors and codes expected ones', async () => {
    const res = await t.client().gql('mutation { checkUsername(username: "ok-name") { __typename } }');
    expect(res.errors).toBeUndefined();
    // An id that names nothing is null, as Relay expects (bad-input.test.ts has the odd ones).
    const node = await t.client().gql('{ node(id: "not-a-global-id") { id } }');
    expect(node).toEqual({ data: { node: null }, status: 200 });
  });

  it('rate-limits registration per IP with 429 and Retry-After', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      const res = await t.client().post('/api/v1/auth/register', {
        email: `ip${i}@example.com`, password: 'long enough', username: `ip-user-${i}`,
      });
      statuses.push(res.status);
      if (res.status === 429) expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });

  it('serves the web app shell (or says it is not built) for client routes', async () => {
    const res = await t.client().get('/chat/some-thread', { accept: 'text/html' });
    expect([200, 503]).toContain(res.status);
    expect(String(res.body)).toMatch(/<title>Duet<\/title>|not built yet/);
  });
});
