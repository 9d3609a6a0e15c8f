/**
 * An operation past the instance's limits (GRAPHQL_MAX_DEPTH, _COST, _TOKENS) is refused before it
 * runs, each limit with its own code and the figures a client needs to shrink it
 * (api/src/http/query-limit-errors.ts), not a "Syntax Error" for a query that parses.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
let ada: TestClient;

beforeAll(async () => {
  t = await startTestApp({ GRAPHQL_MAX_DEPTH: '4', GRAPHQL_MAX_COST: '500', GRAPHQL_MAX_TOKENS: '60' });
  ada = await signedUp(t);
});
afterAll(() => t?.close());

const only = (res: { errors?: unknown[]; data?: unknown }) => {
  expect(res.data ?? null).toBeNull();
  expect(res.errors).toHaveLength(1);
  return res.errors![0] as { message: string; extensions: Record<string, unknown> };
};

it('too deep: QUERY_TOO_DEEP with the limit and the depth found', async () => {
  const error = only(
    await ada.gql(
      '{ viewer { threads(first: 1) { edges { node { history(first: 1) { edges { node { id } } } } } } } }',
    ),
  );
  expect(error.extensions).toMatchObject({ code: 'QUERY_TOO_DEEP', limit: 4 });
  expect(error.extensions.found).toBeGreaterThan(4);
  expect(error.message).not.toMatch(/Syntax Error/);
  expect(error.message).toContain('4');
});

it('too costly: QUERY_TOO_COSTLY with the limit and the cost found', async () => {
  const error = only(await ada.gql('{ viewer { memories(first: 100) { id content createdAt } } }'));
  expect(error.extensions).toMatchObject({ code: 'QUERY_TOO_COSTLY', limit: 500 });
  expect(error.extensions.found).toBeGreaterThan(500);
  expect(error.message).toMatch(/first or last/);
});

it('too long: QUERY_TOO_LONG with the limit', async () => {
  const fields = Array.from({ length: 40 }, (_, i) => `a${i}: username`).join(' ');
  const error = only(await ada.gql(`{ viewer { ${fields} } }`));
  expect(error.extensions).toMatchObject({ code: 'QUERY_TOO_LONG', limit: 60 });
});

it('within the limits, answers', async () => {
  const res = await ada.gql('{ viewer { username } }');
  expect(res.errors).toBeUndefined();
  expect(res.data.viewer.username).toBe('ada');
});

it('a page of no items or fewer is refused, on any list, literal or variable', async () => {
  for (const [query, variables, asked] of [
    ['{ viewer { threads(first: -1) { pageInfo { hasNextPage } } } }', {}, 'threads(first: -1)'],
    ['{ viewer { threads(last: 0) { pageInfo { hasNextPage } } } }', {}, 'threads(last: 0)'],
    ['query ($n: Int) { viewer { memories(first: $n) { id } } }', { n: -5 }, 'memories(first: -5)'],
    ['{ viewer { notifications(first: 0) { id } } }', {}, 'notifications(first: 0)'],
  ] as const) {
    const error = only(await ada.gql(query, variables));
    expect(error.extensions.code).toBe('BAD_USER_INPUT');
    expect(error.message).toContain(asked);
  }
  const one = await ada.gql('{ viewer { threads(first: 1) { pageInfo { hasNextPage } } } }');
  expect(one.errors).toBeUndefined();
});
