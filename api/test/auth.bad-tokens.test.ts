/**
 * A bearer token that opens no session — made up, revoked, or once valid and expired — is refused
 * on every API as unauthenticated (401, `UNAUTHENTICATED`), never answered as if anonymous: a script
 * whose token stopped working learns it at once instead of reading empty data. A browser's cookie
 * that no longer works still reads as signed out (`viewer: null`), which is how the web app knows to
 * show its sign-in page (api/src/http/graphql-request.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
let ada: TestClient;

beforeAll(async () => {
  t = await startTestApp();
  ada = await signedUp(t);
});
afterAll(() => t?.close());

function bearer(token: string): TestClient {
  const client = t.client();
  client.headers = { authorization: `Bearer ${token}` };
  return client;
}

const VIEWER = { query: '{ viewer { username } }' };

async function expectRefused(client: TestClient, message: string) {
  const post = await client.request('POST', '/graphql', { json: VIEWER });
  expect(post.status).toBe(401);
  expect(post.headers.get('www-authenticate')).toMatch(/^Bearer/);
  expect(post.body).toEqual({ errors: [{ message, extensions: { code: 'UNAUTHENTICATED' } }] });
  const get = await client.request('GET', `/graphql?query=${encodeURIComponent(VIEWER.query)}`);
  expect(get.status).toBe(401);
  const stream = await client.request('POST', '/graphql/stream', { json: VIEWER });
  expect(stream.status).toBe(401);
  const rest = await client.get('/api/v1/auth/me');
  expect(rest.status).toBe(401);
  expect(rest.body.error.code).toBe('UNAUTHENTICATED');
}

describe('a bearer token that opens no session', () => {
  it('works while it is valid', async () => {
    const made = await ada.gql('mutation { createAccessToken(name: "script") { ... on AccessToken { token } } }');
    const res = await bearer(made.data.createAccessToken.token).gql(VIEWER.query);
    expect(res.data.viewer).toEqual({ username: 'ada' });
  });

  it('made up: 401 on GraphQL (POST, GET, the stream endpoint) as on REST', async () => {
    await expectRefused(bearer('not-a-token-anyone-made'), 'Invalid token');
  });

  it('revoked: refused the same way, from the next request on', async () => {
    const made = await ada.gql(
      'mutation { createAccessToken(name: "to revoke") { ... on AccessToken { token session { id } } } }',
    );
    const { token, session } = made.data.createAccessToken;
    expect((await bearer(token).gql(VIEWER.query)).data.viewer).toEqual({ username: 'ada' });
    const revoked = await ada.gql('mutation ($id: ID!) { revokeSession(id: $id) { __typename } }', { id: session.id });
    expect(revoked.errors).toBeUndefined();
    await expectRefused(bearer(token), 'Invalid token');
  });

  // An expired session is deleted when it is first refused: from then on it is an unknown token.
  it('expired: says so, then is gone', async () => {
    const made = await ada.gql(
      'mutation { createAccessToken(name: "short-lived") { ... on AccessToken { token session { id } } } }',
    );
    const { token } = made.data.createAccessToken;
    const row = await t.db.session.findFirstOrThrow({ where: { name: 'short-lived' } });
    await t.db.session.update({ where: { id: row.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await expectRefused(bearer(token), 'Token has expired');
  });
});

describe('a cookie that no longer works', () => {
  it('reads as signed out on GraphQL, as the web app expects', async () => {
    const browser = t.client();
    browser.cookies.set(t.config.session.cookieName, 'a-session-that-ended');
    const res = await browser.request('POST', '/graphql', { json: VIEWER });
    expect(res.status).toBe(200);
    expect(res.body.data.viewer).toBeNull();
  });
});
