/**
 * Property-based fuzz (fast-check) of every REST route: whatever a client sends — odd strings, huge
 * or negative numbers, deep JSON, ids of someone else's data, the wrong content type — the answer is
 * never a 5xx, and a refusal leaves the data as it was. The routes are read from the app, so new ones
 * are fuzzed too. The odd inputs' side is fuzz-rest-odd.test.ts; GraphQL's is fuzz-graphql.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RUNS, startFuzz, toJson } from './support/fuzz.js';

const f = await startFuzz();

/** A request body of some kind: JSON (an object of likely fields, or anything), a form, text, multipart, none. */
const body = fc.oneof(
  fc
    .record(
      Object.fromEntries(
        [
          'email',
          'password',
          'username',
          'display_name',
          'token',
          'name',
          'agent_type',
          'metadata',
          'new',
          'public',
          'bio',
          'projects',
          'skills',
          'twin_metadata',
        ].map((k) => [k, fc.oneof(f.text(), f.number(), fc.boolean(), f.anyJson())]),
      ),
      { requiredKeys: [] },
    )
    .map((o) => ({ kind: 'json' as const, value: o as unknown })),
  f.anyJson().map((v) => ({ kind: 'json' as const, value: v })),
  fc.string().map((s) => ({ kind: 'form' as const, value: s as unknown })),
  fc.string().map((s) => ({ kind: 'text' as const, value: s as unknown })),
  fc.constant({ kind: 'none' as const, value: '' as unknown }),
);

describe('REST routes', () => {
  it('every route is fuzzed', () => {
    expect(f.routes().length).toBeGreaterThan(30);
  });

  it.each(f.routes())('%s: never a 5xx; a refusal changes nothing', async (_name, route) => {
    const params = fc.record({
      path: fc.array(f.text(), { minLength: 3, maxLength: 3 }),
      query: fc.dictionary(
        fc.constantFrom('limit', 'offset', 'q', 'thread_id', 'input', 'after_seq', 'elements', 'unread_only', 'x'),
        f.text(),
        { maxKeys: 4 },
      ),
      body,
    });
    await fc.assert(
      fc.asyncProperty(params, async ({ path, query, body: sent }) => {
        await f.ensureSignedIn();
        let i = 0;
        const url =
          route.path.replace(/:[a-z_]+/gi, () => encodeURIComponent(path[i++]!)) + '?' + new URLSearchParams(query);
        const headers: Record<string, string> = {
          json: { 'content-type': 'application/json' },
          form: { 'content-type': 'application/x-www-form-urlencoded' },
          text: { 'content-type': 'text/plain' },
          none: {},
        }[sent.kind];
        const before = await f.lastSnapshot();
        const hasBody = route.method !== 'GET' && sent.kind !== 'none';
        const text = sent.kind === 'json' ? toJson(sent.value) : String(sent.value);
        const response = await f.ada.raw(route.method, url, { headers, ...(hasBody ? { body: text } : {}) });
        const answer = await response.text();
        expect(response.status, `${route.method} ${url} → ${answer.slice(0, 300)}`).toBeLessThan(500);
        await f.expectUnchangedIf(response.status >= 400, before, `${route.method} ${url}`);
      }),
      { numRuns: RUNS },
    );
  });
});
