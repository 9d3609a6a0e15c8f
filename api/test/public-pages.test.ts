/**
 * Public pages as a link preview, a search engine and a visitor's browser get them: the HTML holds
 * the content and the head (title, description, canonical, Open Graph, JSON-LD), the social card
 * is a PNG, unknown and private names are 404, robots.txt and the sitemap list what may be
 * indexed, and the build's assets go out compressed and cached for a year.
 */
import fs from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_SECTIONS } from '../src/public-pages/app-paths.js';
import { ROOT_DIR } from '../src/config.js';
import { signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';
import { APP_PAGE_MARKER, buildPublicPages } from './support/web-build.js';

let web: ReturnType<typeof buildPublicPages>;
let t: TestApp;
let ada: TestClient;
const BIO = 'Mathematician & writer. I wrote the first <algorithm> for a machine.';

beforeAll(async () => {
  web = buildPublicPages();
  t = await startTestApp({ WEB_DIST: web.dir, PUBLIC_URL: 'https://duet.example' });
  ada = await signedUp(t);
  const made = await ada.request('PUT', '/api/v1/profile', {
    // She lets search engines list her page (off until the owner turns it on: public-pages-first-hour.test.ts).
    json: { public: true, hide_from_search: false, bio: BIO, location: 'London', interests: ['engines', 'poetry'] },
  });
  expect(made.status).toBe(200);
}, 120_000);
afterAll(async () => {
  await t?.close();
  web?.remove();
});

const visitor = () => t.client();
const page = async (client: TestClient, url: string) => {
  const res = await client.raw('GET', url, { headers: { accept: 'text/html' } });
  return { status: res.status, headers: res.headers, html: await res.text() };
};
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(html)?.[1];
const jsonLd = (html: string) => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!);

function pngSize(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return {
    signature: [...bytes.slice(1, 4)].map((b) => String.fromCharCode(b)).join(''),
    width: view.getUint32(16),
    height: view.getUint32(20),
  };
}

describe('a public profile', () => {
  it('answers with its content and its head already in the HTML', async () => {
    const { status, headers, html } = await page(visitor(), '/ada');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-cache');
    expect(html).toContain('<title>Ada Lovelace (@ada) · Duet</title>');
    expect(meta(html, 'description')).toBe(
      'Mathematician &amp; writer. I wrote the first &lt;algorithm&gt; for a machine.',
    );
    expect(html).toContain('<link rel="canonical" href="https://duet.example/ada">');
    expect(meta(html, 'og:title')).toBe('Ada Lovelace (@ada) · Duet');
    expect(meta(html, 'og:type')).toBe('profile');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'og:image')).toMatch(/^https:\/\/duet\.example\/og\/ada\.png\?v=\w+$/);
    expect(meta(html, 'robots')).toBe('index, follow');
    // The body is the page itself, not an empty shell.
    expect(html).toMatch(/<h1[^>]*><bdi>Ada Lovelace<\/bdi><\/h1>/);
    expect(html).toContain('Mathematician &amp; writer. I wrote the first &lt;algorithm');
    expect(html).toContain('Start Twin Chat');
    expect(jsonLd(html)).toMatchObject({
      '@type': 'ProfilePage',
      url: 'https://duet.example/ada',
      mainEntity: {
        '@type': 'Person',
        name: 'Ada Lovelace',
        alternateName: '@ada',
        description: BIO,
        knowsAbout: ['engines', 'poetry'],
      },
    });
    // Nothing private: the e-mail is nowhere in the page.
    expect(html).not.toContain('ada@example.com');
    // The page's own small script and styles, under the page's policy.
    expect(html).toMatch(/<script type="module" src="\/assets\/public-pages-[\w-]+\.js"><\/script>/);
    expect(html).toMatch(/<script type="application\/json" id="duet-page-data">\{"page":"profile"/);
    expect(headers.get('content-security-policy')).toMatch(/script-src 'self';/);
  });

  it('has a social card: a 1200×630 PNG, drawn once per version of the profile', async () => {
    const first = await page(visitor(), '/ada');
    const url = new URL(meta(first.html, 'og:image')!.replace(/&amp;/g, '&'));
    const card = await visitor().raw('GET', url.pathname + url.search);
    expect(card.status).toBe(200);
    expect(card.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await card.arrayBuffer());
    expect(pngSize(bytes)).toEqual({ signature: 'PNG', width: 1200, height: 630 });
    const again = new Uint8Array(await (await visitor().raw('GET', url.pathname)).arrayBuffer());
    expect(Buffer.compare(Buffer.from(again), Buffer.from(bytes))).toBe(0);

    // A changed profile gets a new card address (link previews refetch) and a new card.
    expect((await ada.request('PUT', '/api/v1/profile', { json: { display_name: 'Ada King' } })).status).toBe(200);
    const changed = await page(visitor(), '/ada');
    expect(meta(changed.html, 'og:image')).not.toBe(meta(first.html, 'og:image'));
    const redrawn = new Uint8Array(await (await visitor().raw('GET', '/og/ada.png')).arrayBuffer());
    expect(Buffer.compare(Buffer.from(redrawn), Buffer.from(bytes))).not.toBe(0);
    await ada.request('PUT', '/api/v1/profile', { json: { display_name: 'Ada Lovelace' } });
  });

  it("shows the owner's title on the page, in its JSON-LD and on its social card", async () => {
    const before = new Uint8Array(await (await visitor().raw('GET', '/og/ada.png')).arrayBuffer());
    expect((await ada.request('PUT', '/api/v1/profile', { json: { title: 'Analyst of engines' } })).status).toBe(200);
    const { html } = await page(visitor(), '/ada');
    expect(html).toMatch(/<h1[^>]*><bdi>Ada Lovelace<\/bdi><\/h1><p[^>]*><bdi>Analyst of engines<\/bdi><\/p>/);
    expect(jsonLd(html).mainEntity.jobTitle).toBe('Analyst of engines');
    const card = new Uint8Array(await (await visitor().raw('GET', '/og/ada.png')).arrayBuffer());
    expect(Buffer.compare(Buffer.from(card), Buffer.from(before))).not.toBe(0);

    // Left out of the public fields, it is nowhere (the card is drawn as it was without it).
    await ada.request('PUT', '/api/v1/profile', { json: { public_fields: ['bio', 'interests', 'location'] } });
    const hidden = await page(visitor(), '/ada');
    expect(hidden.html).not.toContain('Analyst of engines');
    const plain = new Uint8Array(await (await visitor().raw('GET', '/og/ada.png')).arrayBuffer());
    expect(Buffer.compare(Buffer.from(plain), Buffer.from(before))).toBe(0);
    await ada.request('PUT', '/api/v1/profile', { json: { title: null, public_fields: [] } });
  });

  it('unknown and private names, and paths no page answers, are 404 with the not-found page', async () => {
    const bob = await signedUp(t, { email: 'bob@example.com', username: 'bob', display_name: 'Bob' });
    expect((await bob.request('PUT', '/api/v1/profile', { json: { bio: 'private' } })).status).toBe(200);
    for (const url of ['/nobody-here', '/bob', '/foo/bar', '/twin/nobody-here/chat', '/twin/bob/chat', '/ada.php']) {
      const { status, html } = await page(visitor(), url);
      expect([url, status]).toEqual([url, 404]);
      expect(html).toContain('Page Not Found');
      expect(meta(html, 'robots')).toBe('noindex');
    }
    expect((await visitor().raw('GET', '/og/bob.png')).status).toBe(404);
    // A signed-in person gets the app's page (with their sidebar), still with 404.
    const signedIn = await page(bob, '/nobody-here');
    expect(signedIn.status).toBe(404);
    expect(signedIn.html).toContain(APP_PAGE_MARKER);
  });

  it('the twin chat page carries the profile head; the app paths stay the app', async () => {
    const chat = await page(visitor(), '/twin/ada/chat');
    expect(chat.status).toBe(200);
    expect(chat.html).toContain('<title>Chat with Ada Lovelace&#39;s twin · Duet</title>');
    expect(meta(chat.html, 'og:image')).toMatch(/\/og\/ada\.png/);
    for (const url of ['/twin/ada', '/twin/ada/'])
      expect((await visitor().raw('GET', url)).headers.get('location')).toBe('/twin/ada/chat');
    // My Twin › Public page is the app's page, not a twin called "profile".
    for (const url of ['/chat', '/chat/abc', '/settings', '/accounts/login', '/pricing', '/twin/profile']) {
      const { status, html } = await page(visitor(), url);
      expect([url, status]).toEqual([url, 200]);
      expect(html).toContain(APP_PAGE_MARKER);
    }
  });

  it('signed in: / goes to the app, the owner goes to /twin, others see the profile in the app', async () => {
    const root = await ada.raw('GET', '/');
    expect(root.status).toBe(302);
    expect(root.headers.get('location')).toBe('/onboarding');
    const own = await ada.raw('GET', '/ada');
    expect(own.headers.get('location')).toBe('/twin');
    const carol = await signedUp(t, { email: 'carol@example.com', username: 'carol', display_name: 'Carol' });
    const seen = await page(carol, '/ada');
    expect(seen.status).toBe(200);
    expect(seen.html).toContain(APP_PAGE_MARKER);
    expect(seen.html).toContain('<title>Ada Lovelace (@ada) · Duet</title>');
  });

  it('the landing page is rendered for visitors', async () => {
    const { status, html } = await page(visitor(), '/');
    expect(status).toBe(200);
    expect(html).toContain('a private brain you trust');
    expect(html).toContain('<link rel="canonical" href="https://duet.example/">');
    expect(jsonLd(html)).toMatchObject({ '@type': 'WebSite', name: 'Duet' });
  });

  it('is rendered in the visitor’s language, with the words it used for the browser to hydrate with', async () => {
    const dataOf = (html: string) =>
      JSON.parse(/<script type="application\/json" id="duet-page-data">(.*?)<\/script>/s.exec(html)![1]!) as {
        locale: string;
        messages: Record<string, unknown>;
      };
    const english = await page(visitor(), '/ada');
    const german = visitor();
    german.headers['accept-language'] = 'de-DE,de;q=0.9';
    const seen = await page(german, '/ada');
    expect(seen.status).toBe(200);
    expect(seen.html).toContain('<html lang="de" dir="ltr">');
    expect(seen.headers.get('vary')).toMatch(/accept-language/i);
    const data = dataOf(seen.html);
    expect(data.locale).toBe('de');
    expect(Object.keys(data.messages).length).toBeGreaterThan(0);
    // Its words are not the English page's (the person's own, and the head, stay as they are).
    const body = (html: string) => /<div id="root">(.*?)<\/div>\s*<script type="application\/json"/s.exec(html)![1]!;
    expect(body(seen.html)).not.toBe(body(english.html));
    expect(body(seen.html)).toContain('Mathematician &amp; writer.');
    expect(dataOf(english.html).locale).toBe('en');
  });
});

describe('search engines', () => {
  it('robots.txt points at the sitemap; the sitemap lists public pages the owners let be indexed', async () => {
    const robots = await visitor().get('/robots.txt');
    expect(robots.body).toContain('Sitemap: https://duet.example/sitemap.xml');
    expect(robots.body).toMatch(/Disallow: \/api\//);

    const dan = await signedUp(t, { email: 'dan@example.com', username: 'dan', display_name: 'Dan' });
    expect(
      (await dan.request('PUT', '/api/v1/profile', { json: { public: true, hide_from_search: true } })).status,
    ).toBe(200);
    const sitemap = await visitor().raw('GET', '/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await sitemap.text();
    expect(xml).toContain('<loc>https://duet.example/ada</loc>');
    expect(xml).not.toContain('/dan<');
    expect(xml).not.toContain('/bob<');

    const hidden = await page(visitor(), '/dan');
    expect(hidden.status).toBe(200);
    expect(meta(hidden.html, 'robots')).toBe('noindex');
    expect(hidden.headers.get('x-robots-tag')).toBe('noindex');
  });

  it('GraphQL sets and reads the same settings; a site that is not an origin is refused with a message', async () => {
    const set =
      await ada.gql(`mutation { updateProfile(input: { hideFromSearch: true, embedOrigins: ["https://ada.example/", "http://127.0.0.1:8080"] }) {
      __typename ... on Profile { hideFromSearch embedOrigins } } }`);
    expect(set.data.updateProfile).toEqual({
      __typename: 'Profile',
      hideFromSearch: true,
      embedOrigins: ['https://ada.example', 'http://127.0.0.1:8080'],
    });
    const bad = await ada.gql(`mutation { updateProfile(input: { embedOrigins: ["https://ada.example/blog"] }) {
      __typename ... on ValidationError { message } } }`);
    expect(bad.data.updateProfile).toEqual({
      __typename: 'ValidationError',
      message: expect.stringMatching(/address like https:\/\/example\.com/),
    });
    const rest = await ada.request('PUT', '/api/v1/profile', { json: { embed_origins: ['javascript:alert(1)'] } });
    expect(rest.status).toBe(400);
    const profile = await ada.get('/api/v1/profile');
    expect(profile.body).toMatchObject({
      hide_from_search: true,
      embed_origins: ['https://ada.example', 'http://127.0.0.1:8080'],
    });
    await ada.request('PUT', '/api/v1/profile', { json: { hide_from_search: false, embed_origins: [] } });
  });
});

describe("the build's files", () => {
  it('hashed assets go out compressed and cached for a year; the build folders are not served', async () => {
    const profile = await page(visitor(), '/ada');
    const script = /src="(\/assets\/public-pages-[\w-]+\.js)"/.exec(profile.html)![1]!;
    const br = await visitor().raw('GET', script, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const gz = await visitor().raw('GET', script, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    const html = await visitor().raw('GET', '/ada', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(html.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await html.arrayBuffer())).toString()).toContain('Ada Lovelace');
    for (const url of ['/.vite/public-pages.json', '/.server/public-pages.mjs']) {
      expect((await visitor().raw('GET', url)).status).toBe(404);
    }
  });

  it("every public page preloads Duet's typeface, served as a font cached for a year", async () => {
    const preloads = [];
    for (const url of ['/', '/ada', '/no-such-person']) {
      const { html } = await page(visitor(), url);
      const links = [...html.matchAll(/<link rel="preload" href="([^"]+)" as="font" type="font\/woff2" crossorigin>/g)];
      expect(links, url).toHaveLength(1);
      preloads.push(links[0]![1]!);
    }
    expect(new Set(preloads).size).toBe(1);
    expect(preloads[0]).toMatch(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/);
    const font = await visitor().raw('GET', preloads[0]!);
    expect(font.status).toBe(200);
    expect(font.headers.get('content-type')).toBe('font/woff2');
    expect(font.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // A woff2 file begins with its signature.
    expect(
      Buffer.from(await font.arrayBuffer())
        .subarray(0, 4)
        .toString(),
    ).toBe('wOF2');
  });

  it("the server's list of app paths matches the web app's router", () => {
    const router = fs.readFileSync(`${ROOT_DIR}/web/src/router.tsx`, 'utf8');
    const paths = [...router.matchAll(/path: '([^']+)'/g)].map((m) => m[1]!);
    const dynamic = new Set([
      'chat/:threadId?',
      'twin/conversations/:threadId',
      'knowledge/documents/:documentId',
      'projects/:projectId',
      ':username/documents/:documentId',
      'twin/:username/chat',
      'twin/:username/embed',
      'twin/:username',
      ':username',
      '*',
      '/',
    ]);
    const expected = paths.filter((p) => !dynamic.has(p));
    expect(expected.length).toBeGreaterThan(15);
    expect(expected.filter((p) => !APP_SECTIONS.includes(p))).toEqual([]);
    expect(paths).toEqual(expect.arrayContaining([...dynamic]));
  });
});

describe("the twin on the owner's own website", () => {
  it('only the sites the owner lists may frame the embed; every other page refuses to be framed', async () => {
    expect(
      (
        await ada.request('PUT', '/api/v1/profile', {
          json: { embed_origins: ['https://ada.example', 'http://127.0.0.1:8080/'] },
        })
      ).status,
    ).toBe(200);
    const embed = await page(visitor(), '/twin/ada/embed');
    expect(embed.status).toBe(200);
    expect(embed.headers.get('content-security-policy')).toMatch(
      /frame-ancestors 'self' https:\/\/ada\.example http:\/\/127\.0\.0\.1:8080(;|$)/,
    );
    expect(embed.headers.get('x-frame-options')).toBeNull();
    expect(meta(embed.html, 'robots')).toBe('noindex');

    for (const url of ['/ada', '/twin/ada/chat', '/', '/settings', '/twin/nobody-here/embed']) {
      const other = await page(visitor(), url);
      expect([url, other.headers.get('content-security-policy')]).toEqual([
        url,
        expect.stringMatching(/frame-ancestors 'none'/),
      ]);
      expect(other.headers.get('x-frame-options')).toBe('DENY');
    }
    expect((await page(visitor(), '/twin/nobody-here/embed')).status).toBe(404);
    await ada.request('PUT', '/api/v1/profile', { json: { embed_origins: [] } });
    const none = await page(visitor(), '/twin/ada/embed');
    expect(none.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'(;|$)/);
  });

  it('embed.js is a script any site may load, naming the embed of the given twin', async () => {
    const res = await visitor().raw('GET', '/embed.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    const code = await res.text();
    expect(code).toContain("'/embed?in=bubble'");
    expect(code).toContain('data-username');
    expect(() => new Function(code)).not.toThrow();
  });

  it('an embedded visitor without cookies keeps one conversation through its own visitor id', async () => {
    const frame = t.client();
    frame.headers['x-duet-anon-id'] = 'embedvisitor_0123456789abcdef';
    const start = () =>
      frame.gql(`mutation { startTwinChat(username: "ada") { __typename ... on StartChatPayload { threadId } } }`);
    const first = await start();
    expect(first.data.startTwinChat.__typename).toBe('StartChatPayload');
    frame.cookies.clear();
    const second = await start();
    expect(second.data.startTwinChat.threadId).toBe(first.data.startTwinChat.threadId);
    const other = t.client();
    other.headers['x-duet-anon-id'] = 'someoneelse_0123456789abcdef';
    const theirs = await other.gql(
      `mutation { startTwinChat(username: "ada") { __typename ... on StartChatPayload { threadId } } }`,
    );
    expect(theirs.data.startTwinChat.threadId).not.toBe(first.data.startTwinChat.threadId);
  });
});
