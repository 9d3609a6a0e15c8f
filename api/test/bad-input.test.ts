/** Hostile and malformed input: always a clear 4xx with a message, never a 500, nothing stored. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, USER, type TestApp } from './support/test-app.js';

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
        const res = await expectNothingStored(() =>
          t.client().post('/api/v1/auth/register', { ...USER, [field]: f }),
        );
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
    const broken = await client.request('POST', '/graphql', { body: '{"query": ', headers: { 'content-type': 'application/json' } });
    expect(broken.status).toBe(400);
  });
});
