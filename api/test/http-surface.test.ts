/** Health probes, GraphiQL, CSRF prevention and the query limits. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUp, startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ GRAPHQL_MAX_DEPTH: '5', RATE_LIMIT_REGISTER_IP: '2' });
});
afterAll(() => t.close());

describe('HTTP surface', () => {
  it('/healthz and /readyz answer', async () => {
    expect(await t.client().get('/healthz')).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(await t.client().get('/readyz')).toMatchObject({ status: 200, body: { status: 'ready', database: 'ok' } });
    expect((await t.client().get('/readyz')).body).not.toHaveProperty('redis');
  });

  it('/readyz stays 503 on a database that lacks the newest migration, until it has it', async () => {
    const behind = await startTestApp();
    try {
      // A release behind: the newest migration is not in the database's list of applied ones.
      const [newest] = await behind.db.$queryRawUnsafe<Array<{ migration_name: string }>>(
        'SELECT "migration_name" FROM "_prisma_migrations" ORDER BY "migration_name" DESC LIMIT 1',
      );
      const name = newest!.migration_name;
      const rename = (from: string, to: string) =>
        behind.db
          .$executeRaw`UPDATE "_prisma_migrations" SET "migration_name" = ${to} WHERE "migration_name" = ${from}`;
      await rename(name, `${name}-not-yet`);
      const notMigrated = { status: 503, body: { status: 'unavailable', database: 'not migrated' } };
      expect(await behind.client().get('/readyz')).toMatchObject(notMigrated);
      expect(await behind.client().get('/readyz')).toMatchObject(notMigrated);
      // The operator runs the migrations: ready, without a restart.
      await rename(`${name}-not-yet`, name);
      expect(await behind.client().get('/readyz')).toMatchObject({ status: 200, body: { status: 'ready' } });
    } finally {
      await behind.close();
    }
    const never = await startTestApp();
    try {
      await never.db.$executeRawUnsafe('DROP TABLE "_prisma_migrations"');
      expect(await never.client().get('/readyz')).toMatchObject({ status: 503, body: { database: 'not migrated' } });
    } finally {
      await never.close();
    }
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
    const tooDeep = await t
      .client()
      .gql('{ __schema { types { fields { type { ofType { ofType { ofType { name } } } } } } } viewer { id } }');
    expect(tooDeep.data?.viewer ?? null).toBeNull();
    const nested = await t
      .client()
      .gql('query { node(id: "x") { ... on User { id } } viewer { id } } fragment F on Query { viewer { id } }');
    expect(nested.errors?.length).toBeGreaterThan(0);
  });

  it('masks unexpected errors and codes expected ones', async () => {
    const res = await t.client().gql('mutation { checkUsername(username: "ok-name") { __typename } }');
    expect(res.errors).toBeUndefined();
    // An id that names nothing is null, as Relay expects (bad-input.test.ts has the odd ones).
    const node = await t.client().gql('{ node(id: "not-a-global-id") { id } }');
    expect(node).toEqual({ data: { node: null }, extensions: { cost: expect.any(Object) }, status: 200 });
  });

  it('rate-limits registration per IP with 429 and Retry-After', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      const res = await t.client().post('/api/v1/auth/register', {
        email: `ip${i}@example.com`,
        password: 'long enough',
        username: `ip-user-${i}`,
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

describe('the schema for strangers (GRAPHQL_INTROSPECTION, default signed-in)', () => {
  const INTROSPECT = '{ __schema { queryType { name } } }';
  const TYPE = '{ __type(name: "User") { name } }';
  const TYPO = '{ viewr { id } }';
  const ENUM_TYPO = ['{ exportThread(threadId: "x", format: mdd) { __typename } }'] as const;
  const REFUSED = 'The schema is for signed-in API clients: sign in, or send a bearer token, to read it.';
  let apps: TestApp[] = [];
  const start = async (env: Record<string, string> = {}) => {
    const app = await startTestApp(env);
    apps.push(app);
    return { app, anonymous: app.client(), signedIn: await signedUp(app) };
  };
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    apps = [];
  });
  const messages = (res: { errors?: Array<{ message: string }> }) =>
    (res.errors ?? []).map((e) => e.message).join(' | ');

  it('by default: anonymous callers get no introspection, no GraphiQL and no "Did you mean"; signed-in ones all of it', async () => {
    const { anonymous, signedIn } = await start();
    for (const query of [INTROSPECT, TYPE]) {
      const refused = await anonymous.gql(query);
      // A validation error: 200 for application/json clients, as GraphQL over HTTP says.
      expect(refused.status).toBe(200);
      expect(refused.data ?? null).toBeNull();
      expect(refused.errors).toEqual([
        expect.objectContaining({ message: REFUSED, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }),
      ]);
      expect((await signedIn.gql(query)).errors).toBeUndefined();
    }
    expect(await anonymous.gql('{ __typename viewer { id } }')).toEqual({
      data: { __typename: 'Query', viewer: null },
      extensions: { cost: expect.any(Object) },
      status: 200,
    });

    const typo = await anonymous.gql(TYPO);
    expect(messages(typo)).toBe('Cannot query field "viewr" on type "Query".');
    expect(messages(await anonymous.gql(...ENUM_TYPO))).not.toMatch(/Did you mean/);
    expect(messages(await anonymous.gql('{ viewer { usernme } }'))).not.toMatch(/Did you mean|username/);
    expect(messages(await signedIn.gql(TYPO))).toBe(
      'Cannot query field "viewr" on type "Query". Did you mean "viewer"?',
    );
    expect(messages(await signedIn.gql(...ENUM_TYPO))).toMatch(/Did you mean the enum value "md"\?/);

    const page = await anonymous.get('/graphql', { accept: 'text/html' });
    expect(String(page.body)).not.toContain('<title>Duet GraphQL</title>');
    const graphiql = await signedIn.get('/graphql', { accept: 'text/html' });
    expect(graphiql.status).toBe(200);
    expect(String(graphiql.body)).toContain('<title>Duet GraphQL</title>');
    expect(String(graphiql.body)).not.toContain('unpkg.com');
  });

  it('everyone: open to anonymous callers too; off: closed to everyone', async () => {
    const open = await start({ GRAPHQL_INTROSPECTION: 'everyone' });
    expect((await open.anonymous.gql(INTROSPECT)).errors).toBeUndefined();
    expect(messages(await open.anonymous.gql(TYPO))).toMatch(/Did you mean "viewer"\?/);
    expect((await open.anonymous.get('/graphql', { accept: 'text/html' })).status).toBe(200);
    const off = await start({ GRAPHQL_INTROSPECTION: 'off' });
    for (const client of [off.anonymous, off.signedIn]) {
      expect(messages(await client.gql(INTROSPECT))).toBe('Introspection is turned off on this server.');
      expect(messages(await client.gql(TYPO))).not.toMatch(/Did you mean/);
    }
    expect(String((await off.signedIn.get('/graphql', { accept: 'text/html' })).body)).not.toContain(
      '<title>Duet GraphQL</title>',
    );
    await expect(startTestApp({ GRAPHQL_INTROSPECTION: 'sometimes' })).rejects.toThrow(/GRAPHQL_INTROSPECTION/);
  });
});
