/**
 * Property-based fuzz (fast-check) of every REST route and every GraphQL mutation: whatever a
 * client sends — odd strings, huge or negative numbers, deep JSON, ids of someone else's data,
 * the wrong content type — the answer is never a 5xx, and a refusal leaves the data as it was.
 * Routes and mutations are read from the app and the schema, so new ones are fuzzed too.
 */
import fc from 'fast-check';
import type { GraphQLEnumType, GraphQLInputObjectType, GraphQLInputType, GraphQLType } from 'graphql';
import { afterAll, describe, expect, it } from 'vitest';
import { Prisma } from '../src/db/client.js';
import { schema } from '../src/schema/index.js';
import { signedUp, startTestApp, USER, type TestApp, type TestClient } from './support/test-app.js';

const RUNS = 25;

// Set up before the tests are collected: the routes to fuzz are read from the app itself.
const t: TestApp = await startTestApp();
let ada: TestClient = await signedUp(t);
const ids: string[] = [];
{
  const eve = await signedUp(t, { email: 'eve@example.com', username: 'eve' });
  // Real ids to aim at: Ada's own, and Eve's (which Ada must not reach).
  for (const client of [ada, eve]) {
    const thread = (await client.post('/api/v1/chat/private-brain/start')).body.thread_id as string;
    ids.push(thread, Buffer.from(`Thread:${thread}`).toString('base64'));
  }
  const rows = await Promise.all([t.db.user.findMany(), t.db.step.findMany(), t.db.notification.findMany()]);
  for (const row of rows.flat()) ids.push(row.id);
}
afterAll(() => t.close());

const NASTY = [
  '', ' ', '%%%', '\u0000', 'a\u202eb', '日本語', '😀', "' OR 1=1 --", '<script>alert(1)</script>', '../../etc/passwd',
  'null', '{}', '[]', '-1', '1e309', 'NaN', 'a'.repeat(5000), 'ada', 'eve', 'ada@example.com', 'private_brain', 'seq:1',
];
/**
 * JSON nested `depth` deep, up to far deeper than JSON.stringify can write: it stands in the value
 * as a marker, and toJson() writes it out as text.
 */
class Deep {
  constructor(readonly depth: number) {}
}
const deepJson = fc.oneof(fc.integer({ min: 1, max: 40 }), fc.constantFrom(5000, 20_000)).map((depth) => new Deep(depth));
function toJson(value: unknown): string {
  const text = JSON.stringify(value, (_key, v: unknown) => (v instanceof Deep ? `@@deep:${v.depth}@@` : v));
  return text.replace(/"@@deep:(\d+)@@"/g, (_m, depth: string) => `${'{"a":'.repeat(Number(depth))}1${'}'.repeat(Number(depth))}`);
}
const text = () => fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom(...NASTY), fc.constantFrom(...ids));
const number = () => fc.oneof(fc.integer(), fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, -(2 ** 53)), fc.double());
const anyJson = () => fc.oneof(fc.jsonValue({ maxDepth: 4 }), deepJson, text());

// The schema's types come from graphql's CommonJS build, this file's from its ESM build: they are
// told apart by shape rather than with graphql's instanceof-based predicates.
type Wrapper = { ofType: GraphQLType };
const isNonNullType = (type: GraphQLType): type is GraphQLType & Wrapper => type.toString().endsWith('!');
const isListType = (type: GraphQLType): type is GraphQLType & Wrapper => !isNonNullType(type) && type.toString().startsWith('[');
const getNamedType = (type: GraphQLType): GraphQLType => ('ofType' in type ? getNamedType(type.ofType as GraphQLType) : type);
const isEnumType = (type: GraphQLType): type is GraphQLEnumType => 'getValues' in type;
const isInputObjectType = (type: GraphQLType): type is GraphQLInputObjectType => 'getFields' in type && !('getInterfaces' in type);
const isScalarType = (type: GraphQLType) => 'serialize' in type && !isEnumType(type);

/** A value for a GraphQL input type; sometimes of the wrong type on purpose. */
function valueOf(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  const wrong = fc.oneof(fc.constant(null), text(), number(), fc.boolean());
  if (isNonNullType(type)) return valueOf(type.ofType as GraphQLInputType, depth);
  if (isListType(type)) {
    const items = fc.array(valueOf(type.ofType as GraphQLInputType, depth + 1), { maxLength: 4 });
    return fc.oneof({ weight: 4, arbitrary: items }, { weight: 1, arbitrary: wrong });
  }
  const named = getNamedType(type);
  if (isEnumType(named)) return fc.oneof(fc.constantFrom(...named.getValues().map((v) => v.name)), text());
  if (isInputObjectType(named)) {
    if (depth > 3) return fc.constant({});
    const fields = Object.values(named.getFields());
    return fc.oneof(
      {
        weight: 5,
        arbitrary: fc.record(Object.fromEntries(fields.map((f) => [f.name, valueOf(f.type, depth + 1)])), { requiredKeys: [] }),
      },
      { weight: 1, arbitrary: wrong },
    );
  }
  if (isScalarType(named)) {
    switch (named.toString()) {
      case 'Int':
      case 'Float':
        return fc.oneof({ weight: 4, arbitrary: number() }, { weight: 1, arbitrary: wrong });
      case 'Boolean':
        return fc.oneof({ weight: 4, arbitrary: fc.boolean() }, { weight: 1, arbitrary: wrong });
      case 'JSON':
        return anyJson();
      case 'DateTime':
        return fc.oneof(fc.date({ noInvalidDate: true }).map((d) => d.toISOString()), text());
      default:
        return fc.oneof({ weight: 4, arbitrary: text() }, { weight: 1, arbitrary: wrong });
    }
  }
  return wrong;
}

/** What a refusal must leave alone: how many rows each table has, and Ada's own rows. */
async function snapshot() {
  const counts: Record<string, number> = {};
  for (const model of Object.values(Prisma.ModelName)) {
    const delegate = (t.db as unknown as Record<string, { count(): Promise<number> }>)[model[0]!.toLowerCase() + model.slice(1)]!;
    counts[model] = await delegate.count();
  }
  const user = await t.db.user.findUnique({ where: { email: USER.email }, include: { profile: true } });
  return JSON.stringify({ counts, user }, (key, value) => (key === 'lastUsedAt' || key === 'updatedAt' ? undefined : value));
}

/** Keeps Ada signed in: a fuzzed logout or session change must not end the run's coverage. */
async function ensureSignedIn() {
  if ((await ada.get('/api/v1/auth/me')).status === 200) return;
  ada = t.client();
  await ada.post('/api/v1/auth/login', { email: USER.email, password: USER.password });
}

const mutations = Object.values(schema.getMutationType()!.getFields());

describe('GraphQL mutations', () => {
  it.each(mutations.map((m) => [m.name, m] as const))('%s: never a 5xx; a refusal changes nothing', async (_name, field) => {
    const returns = getNamedType(field.type);
    const selection = isScalarType(returns) || isEnumType(returns) ? '' : '{ __typename }';
    const variables = field.args.map((a) => `$${a.name}: ${a.type.toString().replace(/!$/, '')}`).join(', ');
    const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
    const query = `mutation${variables ? `(${variables})` : ''} { result: ${field.name}${args ? `(${args})` : ''} ${selection} }`;
    const input = fc.record(Object.fromEntries(field.args.map((a) => [a.name, valueOf(a.type)])), { requiredKeys: [] });
    await fc.assert(
      fc.asyncProperty(input, async (vars) => {
        await ensureSignedIn();
        const before = await snapshot();
        const sent = await ada.request('POST', '/graphql', {
          body: toJson({ query, variables: vars }),
          headers: { 'content-type': 'application/json' },
        });
        const answer = { ...(sent.body as { data?: Record<string, unknown>; errors?: unknown[] }), status: sent.status };
        expect(answer.status, JSON.stringify(answer)).toBeLessThan(500);
        expect(JSON.stringify(answer.errors ?? [])).not.toContain('INTERNAL_SERVER_ERROR');
        const result = answer.data?.result as { __typename?: string } | null | undefined;
        const refused = !!answer.errors?.length || /Error$/.test(result?.__typename ?? '');
        if (refused) expect(await snapshot(), `${field.name} ${toJson(vars).slice(0, 300)}`).toBe(before);
      }),
      { numRuns: RUNS },
    );
  });
});

const routes = () =>
  t.app.hono.routes
    .filter((r) => r.path.startsWith('/api/v1/') && !r.path.endsWith('*') && r.method !== 'ALL')
    .map((r) => [`${r.method} ${r.path}`, r] as const);

/** A request body of some kind: JSON (an object of likely fields, or anything), a form, text, multipart, none. */
const body = fc.oneof(
  fc.record(
    Object.fromEntries(
      ['email', 'password', 'username', 'display_name', 'token', 'name', 'agent_type', 'metadata', 'new', 'public', 'bio', 'projects', 'skills', 'twin_metadata'].map(
        (k) => [k, fc.oneof(text(), number(), fc.boolean(), anyJson())],
      ),
    ),
    { requiredKeys: [] },
  ).map((o) => ({ kind: 'json' as const, value: o as unknown })),
  anyJson().map((v) => ({ kind: 'json' as const, value: v })),
  fc.string().map((s) => ({ kind: 'form' as const, value: s as unknown })),
  fc.string().map((s) => ({ kind: 'text' as const, value: s as unknown })),
  fc.constant({ kind: 'none' as const, value: '' as unknown }),
);

describe('REST routes', () => {
  it('every route is fuzzed', () => {
    expect(routes().length).toBeGreaterThan(30);
  });

  it.each(routes())('%s: never a 5xx; a refusal changes nothing', async (_name, route) => {
    const params = fc.record({
      path: fc.array(text(), { minLength: 3, maxLength: 3 }),
      query: fc.dictionary(fc.constantFrom('limit', 'offset', 'q', 'thread_id', 'input', 'after_seq', 'elements', 'unread_only', 'x'), text(), { maxKeys: 4 }),
      body,
    });
    await fc.assert(
      fc.asyncProperty(params, async ({ path, query, body: sent }) => {
        await ensureSignedIn();
        let i = 0;
        const url = route.path.replace(/:[a-z_]+/gi, () => encodeURIComponent(path[i++]!)) + '?' + new URLSearchParams(query);
        const headers: Record<string, string> = {
          json: { 'content-type': 'application/json' },
          form: { 'content-type': 'application/x-www-form-urlencoded' },
          text: { 'content-type': 'text/plain' },
          none: {},
        }[sent.kind];
        const before = await snapshot();
        const hasBody = route.method !== 'GET' && sent.kind !== 'none';
        const text = sent.kind === 'json' ? toJson(sent.value) : String(sent.value);
        const response = await ada.raw(route.method, url, { headers, ...(hasBody ? { body: text } : {}) });
        const answer = await response.text();
        expect(response.status, `${route.method} ${url} → ${answer.slice(0, 300)}`).toBeLessThan(500);
        if (response.status >= 400) expect(await snapshot(), `${route.method} ${url}`).toBe(before);
      }),
      { numRuns: RUNS },
    );
  });
});
