/**
 * What a new owner's public page does before they change anything: search engines are asked not
 * to list it until the owner turns "Show in search engines" on, and a twin set to talk with nobody
 * is not offered on the page (no "Chat", no "Start Twin Chat"; the page says the twin is off).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';
import { buildPublicPages } from './support/web-build.js';

let web: ReturnType<typeof buildPublicPages>;
let t: TestApp;
let maya: TestClient;

beforeAll(async () => {
  web = buildPublicPages();
  t = await startTestApp({ WEB_DIST: web.dir, PUBLIC_URL: 'https://duet.example' });
  maya = await signedUp(t, { email: 'maya@example.com', username: 'maya', display_name: 'Maya Chen' });
  expect((await maya.request('PUT', '/api/v1/profile', { json: { public: true, bio: 'Designer.' } })).status).toBe(200);
}, 120_000);
afterAll(async () => {
  await t?.close();
  web?.remove();
});

const page = async (url: string) => {
  const res = await t.client().raw('GET', url, { headers: { accept: 'text/html' } });
  return { status: res.status, headers: res.headers, html: await res.text() };
};
const robots = (html: string) => /<meta name="robots" content="([^"]*)">/.exec(html)?.[1];
const sitemap = async () => (await t.client().raw('GET', '/sitemap.xml')).text();

describe('search engines, for a new public page', () => {
  it('are asked not to list it until the owner turns it on', async () => {
    expect((await maya.get('/api/v1/profile')).body.hide_from_search).toBe(true);
    expect((await maya.gql('{ viewer { profile { hideFromSearch } } }')).data.viewer.profile.hideFromSearch).toBe(true);
    const hidden = await page('/maya');
    expect(hidden.status).toBe(200);
    expect(robots(hidden.html)).toBe('noindex');
    expect(hidden.headers.get('x-robots-tag')).toBe('noindex');
    expect(await sitemap()).not.toContain('/maya<');

    await maya.gql('mutation { updateProfile(input: { hideFromSearch: false }) { __typename } }');
    const listed = await page('/maya');
    expect(robots(listed.html)).toBe('index, follow');
    expect(listed.headers.get('x-robots-tag')).toBeNull();
    expect(await sitemap()).toContain('<loc>https://duet.example/maya</loc>');
  });
});

describe('a twin that talks with nobody', () => {
  it('is not offered on the public page, which says the twin is off', async () => {
    const open = await page('/maya');
    expect(open.html).toContain('Start Twin Chat');
    expect((await t.client().get('/api/v1/profile/public/maya')).body.twin_access).toBe('everyone');

    expect((await maya.request('PUT', '/api/v1/twin/access', { json: { mode: 'nobody' } })).status).toBe(200);
    const off = await page('/maya');
    expect(off.status).toBe(200);
    expect(off.html).toContain('Maya Chen');
    expect(off.html).not.toContain('Start Twin Chat');
    expect(off.html).not.toMatch(/<button[^>]*>(?:<[^>]+>)*\s*Chat\s*</);
    expect(off.html).toContain('The twin is off');
    expect(off.html).toContain("Maya Chen's twin is not taking conversations right now.");
    // The app's own page reads the same from the public profile call, and GraphQL says it too.
    const call = await t.client().get('/api/v1/profile/public/maya');
    expect(call.body.twin_access).toBe('nobody');
    expect(call.body).not.toHaveProperty('anonymous_daily_limit');
    const gql = await t
      .client()
      .gql('{ publicProfile(username: "maya") { twinAccess } discoverProfiles { username twinAccess } }');
    expect(gql.data.publicProfile.twinAccess).toBe('nobody');
    expect(gql.data.discoverProfiles).toEqual([{ username: 'maya', twinAccess: 'nobody' }]);

    await maya.request('PUT', '/api/v1/twin/access', { json: { mode: 'signed_in' } });
    // Signed-in people may still chat: the page offers it (the chat page asks visitors to sign in).
    expect((await page('/maya')).html).toContain('Start Twin Chat');
  });
});
