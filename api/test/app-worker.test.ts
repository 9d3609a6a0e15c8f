/**
 * What the installable app's service worker needs of the server (web/vite-pwa.ts): its script,
 * the app's manifest and the Workbox runtime are asked again on every check, so that a new version
 * is found when it is deployed; the icons are files like any other; and /index.html, the page the
 * worker keeps, is the app's page with its Content-Security-Policy and the nonce written in it, so
 * that the kept copy runs as the server's own page does.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticCacheControl } from '../src/app.js';
import { i18nFor } from '../src/words/i18n.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { APP_PAGE_MARKER, appPageOnly } from './support/web-build.js';

let web: ReturnType<typeof appPageOnly>;
let t: TestApp;

beforeAll(async () => {
  web = appPageOnly();
  // What the web build writes beside index.html (stand-ins: only their names and types matter here).
  fs.writeFileSync(path.join(web.dir, 'sw.js'), 'importScripts("workbox-3f2a9c1d.js");\n');
  fs.writeFileSync(path.join(web.dir, 'workbox-3f2a9c1d.js'), 'self.workbox = {};\n');
  fs.writeFileSync(path.join(web.dir, 'manifest.webmanifest'), JSON.stringify({ name: 'Duet', start_url: '/chat' }));
  fs.mkdirSync(path.join(web.dir, 'icons'));
  fs.writeFileSync(path.join(web.dir, 'icons', 'icon-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  t = await startTestApp({ WEB_DIST: web.dir });
});
afterAll(async () => {
  await t?.close();
  web?.remove();
});

const get = (url: string) => t.client().raw('GET', url);

describe("the app's service worker and manifest", () => {
  it('are asked again every time, so that a new version is found as soon as it is deployed', async () => {
    const worker = await get('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(await worker.text()).toContain('importScripts');
    const runtime = await get('/workbox-3f2a9c1d.js');
    expect(runtime.status).toBe(200);
    expect(runtime.headers.get('cache-control')).toBe('no-cache');
    const manifest = await get('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(await manifest.json()).toMatchObject({ name: 'Duet', start_url: '/chat' });
  });

  it('the manifest is in the language the browser asks for: its description, `lang` and `dir`', async () => {
    const inLanguage = async (acceptLanguage?: string) => {
      const res = await t.client().raw('GET', '/manifest.webmanifest', {
        headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
      });
      expect(res.headers.get('vary')).toBe('Accept-Language, Cookie');
      return (await res.json()) as { name: string; start_url: string; description: string; lang: string; dir: string };
    };
    const english = await inLanguage();
    expect(english).toMatchObject({ name: 'Duet', start_url: '/chat', lang: 'en', dir: 'ltr' });
    expect(english.description).toBe(i18nFor('en')._('page.landing.description'));
    const german = await inLanguage('de-DE,de;q=0.9');
    expect(german).toMatchObject({ name: 'Duet', start_url: '/chat', lang: 'de', dir: 'ltr' });
    expect(german.description).toBe(i18nFor('de')._('page.landing.description'));
    expect(german.description).not.toBe(english.description);
    expect(await inLanguage('ar')).toMatchObject({ lang: 'ar', dir: 'rtl' });
    // A language Duet does not speak: English.
    expect(await inLanguage('zh-CN')).toMatchObject({ lang: 'en', description: english.description });
  });

  it('the worker script runs under the same policy as the app: only Duet itself may be fetched or imported', async () => {
    const csp = (await get('/sw.js')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("connect-src 'self'");
  });

  it('icons are kept a day; a missing one is not the app', async () => {
    const icon = await get('/icons/icon-192.png');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toBe('image/png');
    expect(icon.headers.get('cache-control')).toBe('public, max-age=86400');
    expect((await get('/icons/no-such-icon.png')).status).toBe(404);
  });

  it('/index.html, the page the worker keeps, is the app page with a policy whose nonce is the one in the page', async () => {
    for (const url of ['/index.html', '/index.html?__WB_REVISION__=abc123']) {
      const res = await get(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const html = await res.text();
      expect(html).toContain(APP_PAGE_MARKER);
      const inPage = /nonce="([^"]+)"/.exec(html)?.[1];
      expect(inPage).toBeTruthy();
      expect(inPage).not.toBe('__DUET_CSP_NONCE__');
      expect(res.headers.get('content-security-policy')).toContain(`'nonce-${inPage}'`);
    }
  });
});

describe('staticCacheControl', () => {
  it('keeps hashed assets a year and asks again for the worker, its runtime and the manifest', () => {
    expect(staticCacheControl('/assets/index-abc.js')).toBe('public, max-age=31536000, immutable');
    expect(staticCacheControl('/sw.js')).toBe('no-cache');
    expect(staticCacheControl('/workbox-9c191d2f.js')).toBe('no-cache');
    expect(staticCacheControl('/manifest.webmanifest')).toBe('no-cache');
    expect(staticCacheControl('/icons/icon-512.png')).toBe('public, max-age=86400');
    expect(staticCacheControl('/favicon.svg')).toBeNull();
    expect(staticCacheControl('/sw.js.map')).toBeNull();
  });
});
