/**
 * The person's language (api/src/auth/locale.ts), kept with the account as the theme is (GraphQL and
 * REST), and a request's language (api/src/http/request-locale.ts): the account's, else the device's
 * duet_locale cookie, else Accept-Language, else English. The pages the server sends open in it
 * (<html lang dir>, the public pages' data) and say that their answer varies with it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALE_MESSAGE } from '../src/auth/locale.js';
import { signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
let web: string;
let ada: TestClient;

/**
 * A web build with the app's page and a stand-in for the public pages' server renderer, which
 * writes back the data it was given and says which messages it used (the real one is the web app's:
 * public-pages.test.ts builds it).
 */
function webBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'duet-web-'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Duet</title></head></html>',
  );
  fs.mkdirSync(path.join(dir, '.server'));
  fs.writeFileSync(
    path.join(dir, '.server', 'public-pages.mjs'),
    [
      'let used = {};',
      'export function render(data) {',
      '  used = { greeting: [`hello in ${data.locale}`] };',
      '  return `<main data-page="${data.page}" data-locale="${data.locale}"></main>`;',
      '}',
      'export function renderedMessages() { return used; }',
    ].join('\n'),
  );
  fs.mkdirSync(path.join(dir, '.vite'));
  fs.writeFileSync(
    path.join(dir, '.vite', 'public-pages.json'),
    JSON.stringify({ 'src/public-pages/entry-client.tsx': { file: 'assets/public.js', isEntry: true } }),
  );
  return dir;
}

beforeAll(async () => {
  web = webBuild();
  t = await startTestApp({ WEB_DIST: web });
  ada = await signedUp(t);
  await ada.request('PUT', '/api/v1/profile', { json: { public: true, bio: 'Mathematician' } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(web, { recursive: true, force: true });
});

const UPDATE = `mutation ($locale: String) {
  updateLocale(locale: $locale) {
    __typename ... on User { locale } ... on ValidationError { message fieldErrors { field message } }
  }
}`;
const token = async (client: TestClient, scope: 'data' | 'read') =>
  (
    await client.gql(
      `mutation { createAccessToken(name: "${scope}", scope: ${scope}) { ... on AccessToken { token } } }`,
    )
  ).data.createAccessToken.token as string;

describe('the language of the account', () => {
  it('follows the browser until chosen; GraphQL and REST read and save the same choice', async () => {
    expect((await ada.gql('{ viewer { locale } }')).data.viewer.locale).toBeNull();
    expect((await ada.get('/api/v1/auth/me')).body.locale).toBeNull();
    expect((await ada.gql(UPDATE, { locale: 'de' })).data.updateLocale).toEqual({ __typename: 'User', locale: 'de' });
    expect((await ada.get('/api/v1/auth/me')).body.locale).toBe('de');
    const rest = await ada.request('PUT', '/api/v1/account/locale', { json: { locale: 'pt-BR' } });
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({ locale: 'pt-BR' });
    expect((await ada.gql('{ viewer { locale } }')).data.viewer.locale).toBe('pt-BR');
    // Null (or, on GraphQL, left out): the browser's again.
    expect((await ada.gql(UPDATE)).data.updateLocale.locale).toBeNull();
    expect((await ada.request('PUT', '/api/v1/account/locale', { json: { locale: 'ja' } })).body.locale).toBe('ja');
    expect((await ada.request('PUT', '/api/v1/account/locale', { json: { locale: null } })).body).toEqual({
      locale: null,
    });
  });

  it('refuses a language Duet does not speak with a clear message, and keeps the choice', async () => {
    await ada.gql(UPDATE, { locale: 'fr' });
    for (const locale of ['klingon', 'de-AT', 'DE', '', 42]) {
      const gql = await ada.gql(UPDATE, { locale: String(locale) });
      expect(gql.data.updateLocale).toEqual({
        __typename: 'ValidationError',
        message: LOCALE_MESSAGE,
        fieldErrors: [{ field: 'locale', message: LOCALE_MESSAGE }],
      });
      const rest = await ada.request('PUT', '/api/v1/account/locale', { json: { locale } });
      expect(rest.status).toBe(400);
      expect(rest.body.error.message).toBe(LOCALE_MESSAGE);
    }
    // REST names the field: a body without it changes nothing either.
    expect((await ada.request('PUT', '/api/v1/account/locale', { json: {} })).status).toBe(400);
    expect((await ada.get('/api/v1/auth/me')).body.locale).toBe('fr');
    expect(LOCALE_MESSAGE).toContain('pt-BR');
  });

  it('is the person’s own: strangers are refused, read-only tokens too, a data token may', async () => {
    const stranger = t.client();
    expect((await stranger.request('PUT', '/api/v1/account/locale', { json: { locale: 'de' } })).status).toBe(401);
    const refused = await stranger.gql(UPDATE, { locale: 'de' });
    expect(refused.data?.updateLocale ?? null).toBeNull();
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const reader = t.client();
    reader.headers = { authorization: `Bearer ${await token(ada, 'read')}` };
    expect((await reader.request('PUT', '/api/v1/account/locale', { json: { locale: 'de' } })).status).toBe(403);
    expect((await reader.gql(UPDATE, { locale: 'de' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const script = t.client();
    script.headers = { authorization: `Bearer ${await token(ada, 'data')}` };
    expect((await script.request('PUT', '/api/v1/account/locale', { json: { locale: 'es' } })).body).toEqual({
      locale: 'es',
    });
    const bob = await signedUp(t, { email: 'bob@example.com', username: 'bob' });
    const adaId = (await ada.gql('{ viewer { id } }')).data.viewer.id;
    const other = await bob.gql('query ($id: ID!) { node(id: $id) { ... on User { locale } } }', { id: adaId });
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    // Bob's choice is his: Ada's stays.
    await bob.gql(UPDATE, { locale: 'ja' });
    expect((await ada.gql('{ viewer { locale } }')).data.viewer.locale).toBe('es');
  });
});

describe('pages open in the request’s language', () => {
  const page = async (
    url: string,
    {
      cookie,
      language,
      client = t.client(),
    }: {
      cookie?: string;
      language?: string;
      client?: TestClient;
    } = {},
  ) => {
    if (cookie !== undefined) client.cookies.set('duet_locale', cookie);
    else client.cookies.delete('duet_locale');
    const headers: Record<string, string> = { accept: 'text/html' };
    if (language) headers['accept-language'] = language;
    const res = await client.raw('GET', url, { headers });
    const text = await res.text();
    const data = /<script type="application\/json" id="duet-page-data">(.*?)<\/script>/s.exec(text)?.[1];
    return {
      html: /<html[^>]*>/.exec(text)?.[0] ?? '',
      data: data ? (JSON.parse(data) as { page: string; locale: string; messages?: object }) : null,
      vary: res.headers.get('vary') ?? '',
    };
  };

  it.each(['/', '/ada', '/no-such-page', '/accounts/login', '/settings', '/twin/ada/chat'])(
    '%s: Accept-Language, else English; the device’s choice before it; Vary says so',
    async (url) => {
      expect((await page(url)).html).toBe('<html lang="en" dir="ltr">');
      expect((await page(url, { language: 'de-AT,de;q=0.9,en;q=0.5' })).html).toBe('<html lang="de" dir="ltr">');
      expect((await page(url, { language: 'pt-PT, en;q=0.1' })).html).toBe('<html lang="pt-BR" dir="ltr">');
      expect((await page(url, { language: 'ar' })).html).toBe('<html lang="ar" dir="rtl">');
      expect((await page(url, { language: 'ko, nl' })).html).toBe('<html lang="en" dir="ltr">');
      // The language picked on this device wins over the browser's; one Duet does not speak is none.
      expect((await page(url, { language: 'de', cookie: 'ja' })).html).toBe('<html lang="ja" dir="ltr">');
      expect((await page(url, { language: 'de', cookie: '"><script>' })).html).toBe('<html lang="de" dir="ltr">');
      const vary = (await page(url)).vary.toLowerCase();
      expect(vary).toContain('accept-language');
      expect(vary).toContain('cookie');
    },
  );

  it('the server-rendered public pages get the language in their data, and carry the messages they used', async () => {
    for (const [url, kind] of [
      ['/', 'landing'],
      ['/ada', 'profile'],
      ['/no-such-page', 'not_found'],
    ] as const) {
      const visited = await page(url, { language: 'fr-CA' });
      expect(visited.data).toMatchObject({ page: kind, locale: 'fr', messages: { greeting: ['hello in fr'] } });
      expect(visited.html).toBe('<html lang="fr" dir="ltr">');
    }
    expect((await page('/ada', { language: 'ar' })).data?.locale).toBe('ar');
  });

  it('their heads are in it too; English as it was', async () => {
    const title = async (url: string, language?: string) => {
      const res = await t
        .client()
        .raw('GET', url, { headers: { accept: 'text/html', 'accept-language': language ?? '' } });
      return /<title>(.*?)<\/title>/.exec(await res.text())?.[1];
    };
    expect(await title('/no-such-page')).toBe('Page Not Found · Duet');
    expect(await title('/no-such-page', 'de')).toBe('Seite nicht gefunden · Duet');
    expect(await title('/no-such-page', 'ja')).toBe('ページが見つかりません · Duet');
    expect(await title('/twin/ada/chat')).toBe('Chat with Ada Lovelace&#39;s twin · Duet');
    expect(await title('/twin/ada/chat', 'es')).toBe('Chatea con el gemelo de Ada Lovelace · Duet');
    expect(await title('/', 'fr')).toMatch(/^Duet · un cerveau privé/);
  });

  it('a signed-in person’s own choice wins over the device’s and the browser’s', async () => {
    const carol = await signedUp(t, { email: 'carol@example.com', username: 'carol' });
    expect((await page('/chat', { client: carol, language: 'es' })).html).toBe('<html lang="es" dir="ltr">');
    await carol.gql(UPDATE, { locale: 'ar' });
    expect((await page('/chat', { client: carol, language: 'es', cookie: 'de' })).html).toBe(
      '<html lang="ar" dir="rtl">',
    );
    expect((await page('/no-such-page', { client: carol, language: 'es' })).html).toBe('<html lang="ar" dir="rtl">');
    // Signed out, the device's and the browser's again.
    await carol.post('/api/v1/auth/logout');
    expect((await page('/chat', { client: carol, language: 'es' })).html).toBe('<html lang="es" dir="ltr">');
  });
});
