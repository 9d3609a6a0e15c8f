/**
 * REST's OpenAPI document (api/src/rest/openapi/) as a client gets it over HTTP: public and
 * cacheable, a valid OpenAPI 3.1 document, naming every route the app registers under /api/v1 and
 * nothing else, saying how to authenticate and what an error is; and its reference page, which
 * loads nothing from anywhere. Whether the answers match it: openapi-answers.test.ts.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servedOverHttp } from './support/openapi-answers.js';
import { DRIVEN_MORE, DRIVEN_PERSONAL, NOT_DRIVEN } from './support/openapi-coverage.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
let served: Awaited<ReturnType<typeof servedOverHttp>>;
let doc: any;

beforeAll(async () => {
  t = await startTestApp();
  served = await servedOverHttp(t.app);
  doc = await (await fetch(`${served.base}/api/v1/openapi.json`)).json();
});
afterAll(async () => {
  await served?.close();
  await t?.close();
});

/** Hono's `:id` (and `:id{regex}`) as OpenAPI's `{id}`. */
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?\??/g, '{$1}');

/** Every method and path registered on the app under /api/v1, as the document would name them. */
function registeredOperations(): string[] {
  const found = t.app.hono.routes
    // A path ending in * is middleware (the checks of rest/access.ts), not an operation.
    .filter((r) => r.method !== 'ALL' && r.path.startsWith('/api/v1/') && !r.path.endsWith('*'))
    .map((r) => `${r.method} ${openApiPath(r.path.slice('/api/v1'.length).replace(/(.)\/$/, '$1'))}`);
  return [...new Set(found)].sort();
}

const documentedOperations = (): string[] =>
  Object.entries(doc.paths as Record<string, object>)
    .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();

describe('GET /api/v1/openapi.json', () => {
  it('is public, JSON and cacheable, and a second ask with its ETag is 304', async () => {
    const res = await fetch(`${served.base}/api/v1/openapi.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const tag = res.headers.get('etag');
    expect(tag).toBeTruthy();
    const again = await fetch(`${served.base}/api/v1/openapi.json`, { headers: { 'if-none-match': tag! } });
    expect(again.status).toBe(304);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    const validator = new Validator();
    const result = await validator.validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(doc.servers).toEqual([{ url: '/api/v1', description: 'This Duet' }]);
  });

  it('names every route registered under /api/v1, and no route that is not', () => {
    const registered = registeredOperations();
    expect(registered.length).toBeGreaterThan(100);
    expect(documentedOperations()).toEqual(registered);
  });

  it('has its answers checked by a test for every operation (openapi-answers*.test.ts), every GET driven', () => {
    const driven = new Set([...DRIVEN_PERSONAL, ...DRIVEN_MORE]);
    const operations = documentedOperations();
    expect(operations.filter((op) => !driven.has(op) && !(op in NOT_DRIVEN))).toEqual([]);
    expect(operations.filter((op) => op.startsWith('GET ') && !driven.has(op))).toEqual([]);
    expect([...driven, ...Object.keys(NOT_DRIVEN)].filter((op) => !operations.includes(op))).toEqual([]);
  });

  it('gives every operation a summary, a tag it lists, its credentials and the error answers', () => {
    const tags = new Set(doc.tags.map((t: { name: string }) => t.name));
    for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, any>>)) {
      for (const [method, op] of Object.entries(item)) {
        const name = `${method.toUpperCase()} ${path}`;
        expect(op.summary, name).toBeTruthy();
        expect(
          op.tags.every((tag: string) => tags.has(tag)),
          name,
        ).toBe(true);
        expect(Array.isArray(op.security), name).toBe(true);
        expect(op.responses.default, name).toEqual({ $ref: '#/components/responses/Error' });
        if (path.includes('{')) expect(op.responses['404'], name).toBeDefined();
      }
    }
  });

  it('says how to authenticate: a bearer token, or the session cookie with its CSRF rule', () => {
    expect(doc.components.securitySchemes).toEqual({
      bearer: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
      session: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: t.config.session.cookieName }),
    });
    expect(doc.info.description).toContain('Authorization: Bearer <token>');
    expect(doc.info.description).toContain('Settings › Access tokens');
    expect(doc.info.description).toContain('x-duet-csrf');
    expect(doc.info.description).toContain('CSRF_REFUSED');
    expect(doc.paths['/profile'].get.security).toEqual([{ bearer: [] }, { session: [] }]);
    expect(doc.paths['/profile/public/{username}'].get.security).toEqual([]);
  });

  it('gives the error body its schema, the one every error answer uses', () => {
    expect(doc.components.schemas.Error).toMatchObject({
      type: 'object',
      required: ['error', 'detail'],
      properties: { error: { required: ['code', 'message'] } },
    });
    for (const response of Object.values(doc.components.responses as Record<string, any>)) {
      expect(response.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
    }
  });
});

describe('GET /api/v1/docs', () => {
  it('lists every operation, and loads nothing from another origin (its CSP allows only itself)', async () => {
    const res = await fetch(`${served.base}/api/v1/docs`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/script-src 'self';/);
    expect(csp).toMatch(/style-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    const html = await res.text();
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/(src|href)="(https?:)?\/\//i);
    for (const op of documentedOperations()) {
      const [method, path] = op.split(' ') as [string, string];
      expect(html, op).toContain(`<span class="method">${method.toLowerCase()}</span> <code>${path}</code>`);
    }
    expect(html).toContain('href="openapi.json"');
  });
});
