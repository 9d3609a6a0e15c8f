/**
 * The odd inputs of support/odd-input.ts in every REST route: unpaired surrogates, dates past year
 * 9999 and ids that name nothing, in a route's address, its query, a body of each field it reads and
 * an export file. No 5xx, and a refusal leaves the data as it was. The routes are read from the app,
 * so new ones get them too. The random side is fuzz-rest.test.ts; GraphQL's is fuzz-graphql.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { startFuzz } from './support/fuzz.js';
import { oddCaseRunner } from './support/fuzz-odd.js';
import { oddRequests } from './support/odd-input.js';

const f = await startFuzz();
const odd = oddCaseRunner(f);

describe('odd text, dates and ids', () => {
  it.each(f.routes())('route %s', async (_name, route) => {
    await odd.ensureRecords();
    const failed = await odd.tryCases(oddRequests(route, odd.realId), async (c) => {
      const res = await f.ada.raw(route.method, c.url, c.init);
      return { status: res.status, text: await res.text() };
    });
    expect(failed).toEqual([]);
  });
});
