/**
 * The twin on the owner's website explains itself: embed.js asks whether the twin may show on
 * the site it runs on, and draws nothing where it may not (a site not allowed, a private profile,
 * a twin closed to visitors); the answer says why. The embed page, framed by such a site, is an
 * empty page instead of the browser's broken frame.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';
import { APP_PAGE_MARKER, appPageOnly } from './support/web-build.js';

let web: ReturnType<typeof appPageOnly>;
let t: TestApp;
let ada: TestClient;
const ALLOWED = 'https://ada.example';
const OTHER = 'https://elsewhere.example';

beforeAll(async () => {
  web = appPageOnly();
  t = await startTestApp({ WEB_DIST: web.dir, PUBLIC_URL: 'https://duet.example' });
  ada = await signedUp(t);
  const made = await ada.request('PUT', '/api/v1/profile', { json: { public: true, embed_origins: [ALLOWED] } });
  expect(made.status).toBe(200);
});
afterAll(async () => {
  await t?.close();
  web?.remove();
});

/** What a browser's fetch from a page of `site` sends (an Origin, no cookies). */
const statusFrom = async (site: string | null, username = 'ada') => {
  const res = await t.client().raw('GET', `/twin/${username}/embed.json`, {
    headers: site ? { origin: site, 'sec-fetch-site': 'cross-site' } : {},
  });
  return { status: res.status, cors: res.headers.get('access-control-allow-origin'), body: await res.json() };
};

/** The embed page as a browser asks for it inside a frame on `site`. */
const framedBy = async (site: string) => {
  const res = await t.client().raw('GET', '/twin/ada/embed?in=bubble', {
    headers: { 'sec-fetch-dest': 'iframe', 'sec-fetch-site': 'cross-site', referer: `${site}/blog/post` },
  });
  return { status: res.status, headers: res.headers, html: await res.text() };
};

const setAccess = (mode: string) => ada.request('PUT', '/api/v1/twin/access', { json: { mode } });

describe('embed.js asks first', () => {
  it('an allowed site shows the button; any other is told why and where the owner allows it', async () => {
    expect(await statusFrom(ALLOWED)).toEqual({
      status: 200,
      cors: '*',
      body: { shown: true, reason: null, message: null },
    });
    const other = await statusFrom(OTHER);
    expect(other.cors).toBe('*');
    expect(other.body).toMatchObject({ shown: false, reason: 'site_not_allowed' });
    expect(other.body.message).toContain(OTHER);
    expect(other.body.message).toContain('https://duet.example/twin');
    // Duet's own pages may always show it (the owner's preview).
    expect((await statusFrom('https://duet.example')).body.shown).toBe(true);
    // A script that sends no Origin names the site itself.
    const named = await t.client().raw('GET', `/twin/ada/embed.json?origin=${encodeURIComponent(ALLOWED)}`);
    expect((await named.json()).shown).toBe(true);
    expect((await statusFrom(null)).status).toBe(400);
  });

  it('a twin closed to visitors, a private profile and an unknown name show nothing anywhere', async () => {
    await setAccess('nobody');
    expect((await statusFrom(ALLOWED)).body).toMatchObject({ shown: false, reason: 'twin_off' });
    await setAccess('signed_in');
    expect((await statusFrom(ALLOWED)).body).toMatchObject({ shown: false, reason: 'sign_in_required' });
    await setAccess('everyone');

    await ada.request('PUT', '/api/v1/profile', { json: { public: false } });
    const hidden = (await statusFrom(ALLOWED)).body;
    // A private profile reads like one that does not exist: nothing about it is told.
    const unknown = (await statusFrom(ALLOWED, 'nobody-here')).body;
    expect(hidden).toMatchObject({ shown: false, reason: 'unavailable' });
    expect(unknown).toEqual({ ...hidden, message: hidden.message.replace('@ada', '@nobody-here') });
    await ada.request('PUT', '/api/v1/profile', { json: { public: true } });
    expect((await statusFrom(ALLOWED)).body.shown).toBe(true);
  });

  it('GraphQL answers the same', async () => {
    const ask = async (origin: string) =>
      (
        await t
          .client()
          .gql(`query($o: String!) { twinEmbedStatus(username: "ada", origin: $o) { shown reason message } }`, {
            o: origin,
          })
      ).data.twinEmbedStatus;
    expect(await ask(`${ALLOWED}/`)).toEqual({ shown: true, reason: null, message: null });
    expect(await ask(OTHER)).toEqual((await statusFrom(OTHER)).body);
  });

  it('embed.js draws its button only after the answer says the twin shows here', async () => {
    const code = await (await t.client().raw('GET', '/embed.js')).text();
    expect(code).toContain("'/embed.json?origin='");
    expect(code.indexOf('status.shown === true')).toBeLessThan(code.indexOf('show();', code.indexOf('status.shown')));
  });
});

describe('the embed page inside another site', () => {
  it('framed by a site not allowed it is empty (and may be framed); by an allowed one it is the chat', async () => {
    const refused = await framedBy(OTHER);
    expect(refused.status).toBe(200);
    expect(refused.html).not.toContain(APP_PAGE_MARKER);
    expect(refused.html).not.toMatch(/<script/);
    expect(refused.headers.get('content-security-policy')).toMatch(/default-src 'none'.*frame-ancestors \*/);
    expect(refused.headers.get('x-frame-options')).toBeNull();

    const allowed = await framedBy(ALLOWED);
    expect(allowed.html).toContain(APP_PAGE_MARKER);
    expect(allowed.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self' https:\/\/ada\.example/);

    // Opened on Duet itself (the owner's preview) or in a tab, it is the chat with its own policy.
    const own = await t.client().raw('GET', '/twin/ada/embed', {
      headers: { 'sec-fetch-dest': 'iframe', referer: 'https://duet.example/twin' },
    });
    expect(await own.text()).toContain(APP_PAGE_MARKER);
    expect(await (await t.client().raw('GET', '/twin/ada/embed')).text()).toContain(APP_PAGE_MARKER);
  });

  it('framed anywhere while the twin is off, it is empty too', async () => {
    await setAccess('nobody');
    expect((await framedBy(ALLOWED)).html).not.toContain(APP_PAGE_MARKER);
    await setAccess('everyone');
    expect((await framedBy(ALLOWED)).html).toContain(APP_PAGE_MARKER);
  });
});
