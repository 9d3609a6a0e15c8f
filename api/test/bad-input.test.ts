/** Hostile and malformed input: always a clear 4xx with a message, never a 500, nothing stored. */
import type { GraphQLScalarType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../src/schema/index.js';
import { chatGptLinear } from './support/import-fixtures.js';
import { signedUp, startTestApp, USER, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function expectNothingStored<T>(fn: () => Promise<T>): Promise<T> {
  const [users, sessions] = [await t.db.user.count(), await t.db.session.count()];
  const result = await fn();
  expect(await t.db.user.count()).toBe(users);
  expect(await t.db.session.count()).toBe(sessions);
  return result;
}

const raw = (path: string, body: BodyInit, headers: Record<string, string>) =>
  t.client().request('POST', path, { body, headers });

describe('bad input on the auth routes', () => {
  const routes = ['register', 'login', 'check-username', 'check-email', 'forgot-password', 'reset-password'];

  it.each(routes)('%s: malformed JSON is a 400', async (route) => {
    const res = await expectNothingStored(() =>
      raw(`/api/v1/auth/${route}`, '{"email": "a@b.co",', { 'content-type': 'application/json' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Malformed JSON body');
  });

  it.each(routes)('%s: a non-JSON content type is a 415, and a CSRF refusal from another site', async (route) => {
    const forged = await expectNothingStored(() =>
      raw(`/api/v1/auth/${route}`, 'email=a@b.co', {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'cross-site',
        origin: 'https://elsewhere.example',
      }),
    );
    expect(forged.status).toBe(403);
    expect(forged.body.error.message).toMatch(/^Cross-site request refused/);
    const form = await expectNothingStored(() =>
      raw(`/api/v1/auth/${route}`, 'email=a@b.co', { 'content-type': 'application/x-www-form-urlencoded' }),
    );
    expect(form.status).toBe(415);
    const xml = await expectNothingStored(() =>
      raw(`/api/v1/auth/${route}`, '<a/>', { 'content-type': 'application/xml' }),
    );
    expect(xml.status).toBe(415);
    expect(xml.body.error.message).toBe('Content-Type must be application/json');
  });

  it.each(routes)('%s: a JSON array or string body is a 400', async (route) => {
    for (const body of ['[1,2]', '"text"', '42', 'null']) {
      const res = await expectNothingStored(() =>
        raw(`/api/v1/auth/${route}`, body, { 'content-type': 'application/json' }),
      );
      expect(res.status, body).toBe(400);
      expect(res.body.error.message).toBe('Request body must be a JSON object');
    }
  });

  it('a body over 1 MB is a 413', async () => {
    const big = JSON.stringify({ ...USER, about: 'x'.repeat(1024 * 1024 + 10) });
    const res = await expectNothingStored(() =>
      raw('/api/v1/auth/register', big, { 'content-type': 'application/json' }),
    );
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe('Request body is too large (limit 1 MB)');
  });

  it('wrong types get the rule message', async () => {
    const res = await expectNothingStored(() =>
      t.client().post('/api/v1/auth/register', { ...USER, email: 42, username: ['a'], password: { x: 1 } }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'Invalid email format' },
        { field: 'password', message: 'Password must be at least 8 characters' },
        { field: 'username', message: 'Username must be at least 3 characters' },
      ]),
    );
  });

  it('10,000-character strings are refused with a message', async () => {
    const long = 'a'.repeat(10_000);
    for (const patch of [
      { email: `${long}@example.com` },
      { username: long },
      { password: long },
      { display_name: long },
    ]) {
      const res = await expectNothingStored(() => t.client().post('/api/v1/auth/register', { ...USER, ...patch }));
      expect(res.status, Object.keys(patch)[0]).toBe(400);
      expect(res.body.error.message).toEqual(expect.any(String));
    }
    const login = await t.client().post('/api/v1/auth/login', { email: USER.email, password: long });
    expect(login.status).toBe(400);
  });

  it('SQL and script fragments are data, not code', async () => {
    const fragments = ["' OR 1=1 --", '"; DROP TABLE "User"; --', '<script>alert(1)</script>', '${7*7}'];
    for (const f of fragments) {
      for (const field of ['email', 'username']) {
        const res = await expectNothingStored(() => t.client().post('/api/v1/auth/register', { ...USER, [field]: f }));
        expect(res.status, `${field}=${f}`).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
      }
      const login = await t.client().post('/api/v1/auth/login', { email: f, password: f });
      expect(login.status).toBe(400);
    }
    // A script fragment as display name is stored verbatim, never interpreted.
    const ok = await t.client().post('/api/v1/auth/register', { ...USER, display_name: '<script>alert(1)</script>' });
    expect(ok.status).toBe(201);
    expect(ok.body.user.display_name).toBe('<script>alert(1)</script>');
    expect(await t.db.user.count()).toBe(1);
  });

  it('GraphQL: wrong variable types and unknown fields are 4xx-style errors, not 500s', async () => {
    const client = t.client();
    const wrongType = await client.gql('mutation ($e: String!) { checkEmail(email: $e) { __typename } }', { e: 42 });
    expect(wrongType.status).toBe(400);
    expect(wrongType.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(wrongType.errors?.[0]?.message).toMatch(/String cannot represent/);
    const unknown = await client.gql('{ viewer { nope } }');
    // GraphQL over HTTP: validation errors are 200 for application/json clients.
    expect(unknown.status).toBeLessThan(500);
    expect(unknown.errors?.[0]?.message).toMatch(/Cannot query field "nope"/);
    const broken = await client.request('POST', '/graphql', {
      body: '{"query": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
  });
});

describe('dates no calendar of ours holds (past year 9999, before year 1)', () => {
  const importFile = async (conversations: unknown[]) => {
    const ada = await signedUp(t, { email: `dates-${Date.now()}@example.com`, username: `dates-${Date.now()}` });
    const form = new FormData();
    form.append('file', new Blob([JSON.stringify(conversations)], { type: 'application/json' }), 'conversations.json');
    return { ada, res: await ada.request('POST', '/api/v1/import', { body: form }) };
  };
  const claude = (id: string, at: unknown) => ({
    uuid: id,
    name: `Dated ${String(at)}`,
    created_at: at,
    updated_at: at,
    chat_messages: [
      { uuid: `${id}-1`, sender: 'human', text: 'When was this?', created_at: at },
      { uuid: `${id}-2`, sender: 'assistant', text: 'Long ago.', created_at: at },
    ],
  });

  it('in an import, are read as no date (like an unreadable one): the conversation comes in, dated from what is readable', async () => {
    const odd = [
      '+010000-01-01T00:00:00.000Z',
      '-000001-01-01T00:00:00.000Z',
      '275760-09-13T00:00:00.000Z',
      1e12,
      -1e12,
      1e15,
    ];
    const { ada, res } = await importFile(odd.map((at, i) => claude(`odd-${i}`, at)));
    expect(res.status).toBe(201);
    expect(res.body.imported).toBe(odd.length);
    const chatgpt = { ...chatGptLinear('conv-far', 'Far future'), create_time: 1e12, update_time: 253402300800 };
    const second = await ada.request('POST', '/api/v1/import', {
      body: (() => {
        const f = new FormData();
        f.append('file', new Blob([JSON.stringify([chatgpt])]), 'c.json');
        return f;
      })(),
    });
    expect(second.status).toBe(201);
    expect(second.body.imported).toBe(1);
    for (const thread of await t.db.thread.findMany({
      where: { user: { email: { startsWith: 'dates-' } } },
      include: { steps: true },
    })) {
      for (const date of [thread.createdAt, thread.updatedAt, ...thread.steps.map((s) => s.createdAt)]) {
        expect(date.getUTCFullYear()).toBeGreaterThanOrEqual(1970);
        expect(date.getUTCFullYear()).toBeLessThanOrEqual(9999);
      }
    }
    // Dates within the calendar are kept, to its first and last day.
    const kept = ['2024-03-05T09:00:00.000Z', '0001-01-01T00:00:00.000Z', '9999-12-31T23:59:59.999Z'];
    expect((await importFile(kept.map((at, i) => claude(`kept-${i}`, at)))).res.status).toBe(201);
    for (const [i, at] of kept.entries()) {
      expect(
        (await t.db.thread.findFirstOrThrow({ where: { importKey: `claude:kept-${i}` } })).createdAt.toISOString(),
      ).toBe(at);
    }
  });

  it('as a GraphQL DateTime input, are refused with a message', () => {
    const dateTime = schema.getType('DateTime') as GraphQLScalarType;
    for (const odd of ['+010000-01-01T00:00:00.000Z', '-000001-01-01T00:00:00.000Z', 8.64e15, 'soon']) {
      expect(() => dateTime.parseValue(odd), String(odd)).toThrow(/Invalid date/);
    }
    expect(dateTime.parseValue('9999-12-31T23:59:59.999Z')).toEqual(new Date('9999-12-31T23:59:59.999Z'));
  });
});

describe('global ids that name nothing', () => {
  const b64 = (text: string) => Buffer.from(text).toString('base64');
  const ODD = [
    b64('Foo:bar'),
    'not base64!',
    '',
    '%%%',
    'A'.repeat(100_000),
    b64('User:x'),
    b64('Thread:nope'),
    b64('Step:'),
    b64('Node:x'),
    b64('Query:x'),
    b64(':x'),
  ];

  it('node and nodes answer null for each, as Relay expects, signed in or not', async () => {
    const ada = await signedUp(t, { email: 'ids@example.com', username: 'ids-ada' });
    const thread = (await ada.post('/api/v1/chat/private-brain/start')).body.thread_id as string;
    const real = b64(`Thread:${thread}`);
    for (const client of [ada, t.client()]) {
      for (const id of ODD) {
        const res = await client.gql('query ($id: ID!) { node(id: $id) { id } }', { id });
        expect(res, id.slice(0, 20)).toEqual({
          data: { node: null },
          extensions: { cost: expect.any(Object) },
          status: 200,
        });
      }
      const many = await client.gql('query ($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: [...ODD, real] });
      expect(many.errors).toBeUndefined();
      expect(many.data.nodes).toEqual([...ODD.map(() => null), client === ada ? { id: real } : null]);
    }
    const inline = await ada.gql('{ node(id: "Rm9vOmJhcg==") { id } }');
    expect(inline).toEqual({ data: { node: null }, extensions: { cost: expect.any(Object) }, status: 200 });
  });

  it('a mutation’s id argument answers its typed NotFoundError', async () => {
    const ada = await signedUp(t, { email: 'ids2@example.com', username: 'ids-ada-2' });
    for (const id of ODD) {
      const res = await ada.gql(
        'mutation ($id: ID!) { deleteThread(threadId: $id) { __typename ... on Error { message } } }',
        { id },
      );
      expect(res.errors, id.slice(0, 20)).toBeUndefined();
      expect(res.data.deleteThread).toEqual({ __typename: 'NotFoundError', message: expect.any(String) });
    }
  });
});
