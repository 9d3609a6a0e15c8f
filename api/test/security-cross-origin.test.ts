/**
 * Hostile pages: CORS (none unless CORS_ORIGINS names the origin), forged writes from a sibling
 * origin or a cross-site navigation (refused, nothing stored), and the security headers on
 * HTML, JSON and uploaded files.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

const SIBLING = 'http://evil.localhost:3000';
const PARTNER = 'https://partner.example';

let t: TestApp;
let ada: TestClient;
beforeAll(async () => {
  t = await startTestApp({ PUBLIC_URL: 'http://localhost:3000', CORS_ORIGINS: `${PARTNER}, https://other.example` });
  ada = await signedUp(t);
});
afterAll(() => t.close());

/** Headers a browser sends from a page of another origin of the same site. */
const fromSibling = { origin: SIBLING, 'sec-fetch-site': 'same-site' };

const stepCount = () => t.db.step.count();
const threadCount = () => t.db.thread.count();

async function privateThread(): Promise<string> {
  return (await ada.post('/api/v1/chat/private-brain/start')).body.thread_id as string;
}

describe('CORS', () => {
  it('answers a preflight and a credentialed request from another origin without any CORS header', async () => {
    const preflight = await t.client().request('OPTIONS', '/graphql', {
      headers: {
        ...fromSibling,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    const read = await ada.request('POST', '/graphql', {
      json: { query: '{ viewer { username } }' },
      headers: fromSibling,
    });
    for (const res of [preflight, read]) {
      expect([...res.headers.keys()].filter((k) => k.startsWith('access-control-'))).toEqual([]);
    }
    // The forged write itself is refused, so the page learns nothing either way.
    expect(read.status).toBe(403);
    const rest = await t.client().request('OPTIONS', '/api/v1/auth/me', {
      headers: { origin: SIBLING, 'access-control-request-method': 'GET' },
    });
    expect(rest.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('lets an origin named in CORS_ORIGINS call the API with credentials, and only that origin', async () => {
    const preflight = await t.client().request('OPTIONS', '/graphql', {
      headers: {
        origin: PARTNER,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    const read = await ada.request('POST', '/graphql', {
      json: { query: '{ viewer { username } }' },
      headers: { origin: PARTNER, 'sec-fetch-site': 'cross-site' },
    });
    expect(read.status).toBe(200);
    expect(read.body.data.viewer.username).toBe('ada');
    expect(read.headers.get('access-control-allow-origin')).toBe(PARTNER);
    expect(read.headers.get('vary')).toMatch(/origin/i);
  });

  it('refuses a wildcard or a URL with a path in CORS_ORIGINS at start-up', async () => {
    await expect(startTestApp({ CORS_ORIGINS: '*' })).rejects.toThrow(/CORS_ORIGINS/);
    await expect(startTestApp({ CORS_ORIGINS: 'https://a.example/app' })).rejects.toThrow(/CORS_ORIGINS/);
  });
});

describe('forged writes', () => {
  it('a page on a sibling origin cannot mint a token with the victim’s cookie', async () => {
    const before = await t.db.session.count();
    const res = await ada.request('POST', '/graphql', {
      json: { query: 'mutation { createAccessToken(name: "stolen") { __typename } }' },
      headers: fromSibling,
    });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toMatch(/^Cross-site request refused/);
    expect(await t.db.session.count()).toBe(before);
  });

  it('a cross-site navigation to the REST stream cannot send a message', async () => {
    const thread = await privateThread();
    const before = await stepCount();
    const res = await ada.request('GET', `/api/v1/chat/stream?thread_id=${thread}&input=hello`, {
      headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
    });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('FORBIDDEN');
    expect(await stepCount()).toBe(before);
    // A client without browser marks (curl with a cookie) must say so with x-duet-csrf.
    const bare = await ada.request('GET', `/api/v1/chat/stream?thread_id=${thread}&input=hello`, {
      headers: { 'sec-fetch-site': '' },
    });
    expect(bare.status).toBe(403);
    expect(await stepCount()).toBe(before);
  });

  it('a cross-site navigation to a GraphQL GET subscription cannot send a message', async () => {
    const thread = await privateThread();
    const before = await stepCount();
    const query = `subscription { sendMessage(threadId: "${thread}", input: "hello") { __typename ... on RunRefused { reason message } } }`;
    const res = await ada.request('GET', `/graphql?query=${encodeURIComponent(query)}`, {
      headers: { accept: 'text/event-stream', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' },
    });
    expect(String(res.body)).toContain('"reason":"forbidden"');
    expect(await stepCount()).toBe(before);
  });

  it.each([
    '/api/v1/chat/private-brain/start',
    '/api/v1/chat/profile-pal/start',
    '/api/v1/profile/update-from-stories',
  ])('a body-less POST to %s from another page is refused, from Duet’s own page it works', async (path) => {
    const [threads, proposals] = [await threadCount(), await t.db.profileSuggestion.count()];
    // A current browser on a sibling page, an older one (Origin only), a cross-site page, curl.
    for (const headers of [
      fromSibling,
      { origin: SIBLING, 'sec-fetch-site': '' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': '' },
    ]) {
      const res = await ada.request('POST', path, { headers });
      expect(res.status).toBe(403);
    }
    expect(await threadCount()).toBe(threads);
    expect(await t.db.profileSuggestion.count()).toBe(proposals);
    const own = await ada.request('POST', path, {});
    expect(own.status).toBeLessThan(500);
    expect(own.status).not.toBe(403);
    const sameOriginHeader = await ada.request('POST', path, {
      headers: { 'sec-fetch-site': '', origin: 'http://localhost:3000' },
    });
    expect(sameOriginHeader.status).not.toBe(403);
  });

  it('a bearer token works from anywhere (browsers never add it themselves)', async () => {
    const token = (await ada.post('/api/v1/auth/refresh')).body.token as string;
    ada.cookies.clear();
    const client = t.client();
    const res = await client.request('POST', '/api/v1/chat/private-brain/start', {
      headers: { authorization: `Bearer ${token}`, 'sec-fetch-site': 'cross-site', origin: SIBLING },
    });
    expect(res.status).toBe(201);
    ada = await signInAgain();
  });
});

async function signInAgain(): Promise<TestClient> {
  const client = t.client();
  await client.post('/api/v1/auth/login', { email: 'ada@example.com', password: 'correct horse battery' });
  return client;
}

describe('security headers', () => {
  const expectCommon = (headers: Headers) => {
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('permissions-policy')).toMatch(/camera=\(\)/);
    expect(headers.get('permissions-policy')).toMatch(/microphone=\(self\)/);
    expect(headers.get('strict-transport-security')).toBeNull();
  };

  it('on HTML, JSON and errors: a CSP with scripts and styles from self and no framing', async () => {
    for (const res of [
      await t.client().get('/chat/x', { accept: 'text/html' }),
      await t.client().get('/api/v1/auth/me'),
      await t.client().get('/healthz'),
      await t.client().get('/api/v1/nowhere'),
    ]) {
      expectCommon(res.headers);
      const csp = res.headers.get('content-security-policy')!;
      expect(csp).toMatch(/default-src 'self'/);
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(csp).toMatch(/style-src 'self'( 'nonce-[A-Za-z0-9+/]+=*')?(;|$)/);
      expect(csp).toMatch(/frame-ancestors 'none'/);
      expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    }
  });

  it('GraphiQL (for signed-in callers) runs its own inline scripts by hash, no other script', async () => {
    const res = await ada.get('/graphql', { accept: 'text/html' });
    expect(String(res.body)).toContain('<title>Duet GraphQL</title>');
    const csp = res.headers.get('content-security-policy')!;
    const scripts = csp.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(scripts).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')+$/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expectCommon(res.headers);
  });

  it('on uploaded files: their own sandboxed policy, nosniff', async () => {
    const body = new FormData();
    body.append('files', new Blob(['<script>alert(1)</script>'], { type: 'text/html' }), 'page.html');
    const up = await ada.request('POST', '/api/v1/upload/files', { body });
    expect(up.status).toBe(201);
    const res = await ada.request('GET', up.body.files[0].url);
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(res.headers.get('content-disposition')).toMatch(/^attachment/);
    expectCommon(res.headers);
  });

  it('each page of the web app gets a fresh nonce, in its policy and its markup', async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'duet-web-'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><meta property="csp-nonce" nonce="__DUET_CSP_NONCE__"><div id="root"></div>',
    );
    const web = await startTestApp({ WEB_DIST: dist });
    try {
      const nonces = [];
      for (const url of ['/', '/chat/x', '/index.html']) {
        const res = await web.client().get(url, { accept: 'text/html' });
        const [, nonce] = /nonce="([^"]+)"/.exec(String(res.body))!;
        expect(nonce).not.toBe('__DUET_CSP_NONCE__');
        expect(res.headers.get('content-security-policy')).toMatch(
          new RegExp(`style-src 'self' 'nonce-${nonce!.replace(/[+/=]/g, '\\$&')}'(;|$)`),
        );
        nonces.push(nonce);
      }
      expect(new Set(nonces).size).toBe(3);
    } finally {
      await web.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  it('HSTS when Duet is served over HTTPS', async () => {
    const https = await startTestApp({ PUBLIC_URL: 'https://duet.example' });
    try {
      const res = await https.client().get('/healthz');
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
    } finally {
      await https.close();
    }
  });
});

describe('sites that may frame the twin (embed_origins): no way into the page’s policy', () => {
  const INJECTIONS = [
    'https://a.example%3Bscript-src',
    'https://a.example;script-src',
    'https://a.example%3Bsandbox',
    'https://a.example,b.example',
    'https://a.example%2Cb.example',
    'https://a.example%27unsafe-inline%27',
    'https://a.example%09script-src',
    'https://[::1]',
    'http://a.example',
    'https://ada:secret@a.example',
  ];
  const csp = (res: { headers: Headers }) => res.headers.get('content-security-policy') ?? '';
  const frameAncestors = (policy: string) => policy.split('; ').find((d) => d.startsWith('frame-ancestors '));

  let web: TestApp;
  let dist: string;
  let owner: TestClient;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'duet-embed-'));
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Duet</title><div id="root"></div>');
    web = await startTestApp({ WEB_DIST: dist });
    owner = await signedUp(web);
    expect(
      (
        await owner.request('PUT', '/api/v1/profile', {
          json: { public: true, embed_origins: ['https://ada.example'] },
        })
      ).status,
    ).toBe(200);
  });
  afterAll(async () => {
    await web.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it.each(INJECTIONS)('%s is refused with a message (REST and GraphQL), the list unchanged', async (site) => {
    const rest = await owner.request('PUT', '/api/v1/profile', { json: { embed_origins: [site] } });
    expect(rest.status).toBe(400);
    expect(rest.body.error.message).toBe('Each site must be an address like https://example.com (no path)');
    const gql = await owner.gql(
      'mutation ($s: [String!]) { updateProfile(input: { embedOrigins: $s }) { __typename ... on Error { message } } }',
      { s: [site] },
    );
    expect(gql.data.updateProfile).toEqual({
      __typename: 'ValidationError',
      message: 'Each site must be an address like https://example.com (no path)',
    });
    expect((await owner.get('/api/v1/profile')).body.embed_origins).toEqual(['https://ada.example']);
    expect(frameAncestors(csp(await web.client().get('/twin/ada/embed', { accept: 'text/html' })))).toBe(
      "frame-ancestors 'self' https://ada.example",
    );
  });

  it('stores an origin as scheme, host and port only; http only for this machine (localhost, 127.x)', async () => {
    const sites = [
      'HTTPS://Ada.Example:443/',
      'https://bücher.example:8443',
      'http://localhost:5173',
      'http://127.0.0.1:8080',
    ];
    const res = await owner.request('PUT', '/api/v1/profile', { json: { embed_origins: sites } });
    expect(res.body.embed_origins).toEqual([
      'https://ada.example',
      'https://xn--bcher-kva.example:8443',
      'http://localhost:5173',
      'http://127.0.0.1:8080',
    ]);
    await owner.request('PUT', '/api/v1/profile', { json: { embed_origins: ['https://ada.example'] } });
  });

  it('a bad site already in the database is left out of the policy and of the owner’s list', async () => {
    const user = await web.db.user.findUniqueOrThrow({ where: { username: 'ada' } });
    const stored = [
      'https://a.example;script-src',
      'https://ok.example',
      "https://b.example 'unsafe-eval'",
      'https://c.example,d',
      42,
    ];
    await web.db.profile.update({ where: { userId: user.id }, data: { embedOrigins: stored } });
    const policy = csp(await web.client().get('/twin/ada/embed', { accept: 'text/html' }));
    expect(frameAncestors(policy)).toBe("frame-ancestors 'self' https://ok.example");
    expect(policy.split('; ').filter((d) => d.startsWith('script-src'))).toEqual(["script-src 'self'"]);
    expect(policy).not.toMatch(/sandbox|unsafe|,/);
    expect((await owner.get('/api/v1/profile')).body.embed_origins).toEqual(['https://ok.example']);
  });
});
