/**
 * Property-based fuzz (fast-check) of every GraphQL mutation: whatever a client sends — odd strings,
 * huge or negative numbers, deep JSON, ids of someone else's data, values of the wrong type — the
 * answer is never a 5xx, and a refusal leaves the data as it was. The mutations are read from the
 * schema, so new ones are fuzzed too. Then each gets the odd inputs of support/odd-input.ts
 * (unpaired surrogates, dates past year 9999, ids that name nothing) in every text, id and date it
 * takes: no 5xx, no INTERNAL_SERVER_ERROR. The REST routes' side is fuzz-rest.test.ts and
 * fuzz-rest-odd.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentOf, mutations, RUNS, startFuzz, toJson } from './support/fuzz.js';
import { oddCaseRunner } from './support/fuzz-odd.js';
import { oddCases } from './support/odd-input.js';

const f = await startFuzz();
const odd = oddCaseRunner(f);

describe('GraphQL mutations', () => {
  it.each(mutations.map((m) => [m.name, m] as const))(
    '%s: never a 5xx; a refusal changes nothing',
    async (_name, field) => {
      const query = documentOf(field);
      const input = fc.record(Object.fromEntries(field.args.map((a) => [a.name, f.valueOf(a.type)])), {
        requiredKeys: [],
      });
      await fc.assert(
        fc.asyncProperty(input, async (vars) => {
          await f.ensureSignedIn();
          const before = await f.lastSnapshot();
          const sent = await f.ada.request('POST', '/graphql', {
            body: toJson({ query, variables: vars }),
            headers: { 'content-type': 'application/json' },
          });
          const answer = {
            ...(sent.body as { data?: Record<string, unknown>; errors?: unknown[] }),
            status: sent.status,
          };
          expect(answer.status, JSON.stringify(answer)).toBeLessThan(500);
          expect(JSON.stringify(answer.errors ?? [])).not.toContain('INTERNAL_SERVER_ERROR');
          const result = answer.data?.result as { __typename?: string } | null | undefined;
          const refused = !!answer.errors?.length || /Error$/.test(result?.__typename ?? '');
          await f.expectUnchangedIf(refused, before, `${field.name} ${toJson(vars).slice(0, 300)}`);
        }),
        { numRuns: RUNS },
      );
    },
  );
});

describe('odd text, dates and ids', () => {
  it.each(mutations.map((m) => [m.name, m] as const))('mutation %s', async (_name, field) => {
    await odd.ensureRecords();
    const query = documentOf(field);
    const failed = await odd.tryCases(oddCases(field, { id: odd.realId }), async (c) => {
      const res = await f.ada.raw('POST', '/graphql', {
        body: JSON.stringify({ query, variables: c.variables }),
        headers: { 'content-type': 'application/json' },
      });
      return { status: res.status, text: await res.text() };
    });
    expect(failed).toEqual([]);
  });
});
