/**
 * The theme (api/src/auth/theme.ts): light, dark or system, kept with the account (GraphQL and
 * REST), and on the device in the duet_theme cookie, which the server reads to open every page in
 * that theme before any script runs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
let web: string;
let ada: TestClient;

beforeAll(async () => {
  web = fs.mkdtempSync(path.join(os.tmpdir(), 'duet-web-'));
  fs.writeFileSync(
    path.join(web, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Duet</title></head></html>',
  );
  t = await startTestApp({ WEB_DIST: web });
  ada = await signedUp(t);
  await ada.request('PUT', '/api/v1/profile', { json: { public: true, bio: 'Mathematician' } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(web, { recursive: true, force: true });
});

const UPDATE = `mutation ($theme: Theme!) { updateTheme(theme: $theme) { __typename ... on User { theme } } }`;

describe('the theme of the account', () => {
  it('follows the system until chosen; GraphQL and REST read and save the same choice', async () => {
    expect((await ada.gql('{ viewer { theme } }')).data.viewer.theme).toBe('system');
    expect((await ada.get('/api/v1/auth/me')).body.theme).toBe('system');
    expect((await ada.gql(UPDATE, { theme: 'dark' })).data.updateTheme).toEqual({ __typename: 'User', theme: 'dark' });
    expect((await ada.get('/api/v1/auth/me')).body.theme).toBe('dark');
    const rest = await ada.request('PUT', '/api/v1/account/theme', { json: { theme: 'light' } });
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({ theme: 'light' });
    expect((await ada.gql('{ viewer { theme } }')).data.viewer.theme).toBe('light');
  });

  it('refuses anything else with a clear 400, and keeps the choice', async () => {
    const rest = await ada.request('PUT', '/api/v1/account/theme', { json: { theme: 'sepia' } });
    expect(rest.status).toBe(400);
    expect(rest.body.error.message).toBe('Choose light, dark or system');
    const gql = await ada.gql(UPDATE, { theme: 'sepia' });
    expect(gql.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await ada.get('/api/v1/auth/me')).body.theme).toBe('light');
  });

  it('is the person’s own: strangers are refused, read-only tokens too, a data token may', async () => {
    expect((await t.client().request('PUT', '/api/v1/account/theme', { json: { theme: 'dark' } })).status).toBe(401);
    const token = async (scope: 'data' | 'read') =>
      (
        await ada.gql(
          `mutation { createAccessToken(name: "${scope}", scope: ${scope}) { ... on AccessToken { token } } }`,
        )
      ).data.createAccessToken.token as string;
    const reader = t.client();
    reader.headers = { authorization: `Bearer ${await token('read')}` };
    expect((await reader.request('PUT', '/api/v1/account/theme', { json: { theme: 'dark' } })).status).toBe(403);
    const script = t.client();
    script.headers = { authorization: `Bearer ${await token('data')}` };
    expect((await script.request('PUT', '/api/v1/account/theme', { json: { theme: 'system' } })).body).toEqual({
      theme: 'system',
    });
    const bob = await signedUp(t, { email: 'bob@example.com', username: 'bob' });
    const adaId = (await ada.gql('{ viewer { id } }')).data.viewer.id;
    const other = await bob.gql('query ($id: ID!) { node(id: $id) { ... on User { theme } } }', { id: adaId });
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });
});

describe('pages open in the device’s theme', () => {
  const html = async (url: string, cookie?: string) => {
    const client = t.client();
    if (cookie) client.cookies.set('duet_theme', cookie);
    const res = await client.raw('GET', url, { headers: { accept: 'text/html' } });
    return { text: await res.text(), vary: res.headers.get('vary') ?? '' };
  };

  it.each(['/accounts/login', '/settings', '/ada', '/twin/ada/chat', '/no-such-page'])(
    '%s: dark or light as the cookie says, the device’s own preference without one',
    async (url) => {
      // In the request's language too (English here: languages.test.ts has the others).
      expect((await html(url, 'dark')).text).toContain('<html data-theme="dark" lang="en" dir="ltr">');
      expect((await html(url, 'light')).text).toContain('<html data-theme="light" lang="en" dir="ltr">');
      for (const cookie of [undefined, 'system', '"><script>']) {
        expect((await html(url, cookie)).text).toContain('<html lang="en" dir="ltr">');
      }
      expect((await html(url, 'dark')).vary).toMatch(/cookie/i);
    },
  );
});
