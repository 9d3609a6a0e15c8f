/**
 * Property-based fuzz (fast-check) of every REST route and every GraphQL mutation: whatever a
 * client sends — odd strings, huge or negative numbers, deep JSON, ids of someone else's data,
 * the wrong content type — the answer is never a 5xx, and a refusal leaves the data as it was.
 * Routes and mutations are read from the app and the schema, so new ones are fuzzed too. Then
 * each gets the odd inputs of support/odd-input.ts (unpaired surrogates, dates past year 9999,
 * ids that name nothing) in every text, id and date it takes: no 5xx, no INTERNAL_SERVER_ERROR.
 */
import fc from 'fast-check';
import type { GraphQLInputType } from 'graphql';
import { afterAll, describe, expect, it } from 'vitest';
import { createSession } from '../src/auth/sessions.js';
import { Prisma } from '../src/db/client.js';
import { schema } from '../src/schema/index.js';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  oddCases,
  oddRequests,
  type OddCase,
} from './support/odd-input.js';
import { rowCounts } from './support/row-counts.js';
import { answered, signedUp, startTestApp, USER, type TestApp, type TestClient } from './support/test-app.js';

const RUNS = 25;

// Set up before the tests are collected: the routes to fuzz are read from the app itself. Fuzzed
// logins with Ada's e-mail and fuzzed uploads must not lock her out of the cases that follow.
const t: TestApp = await startTestApp({ RATE_LIMIT_LOGIN_EMAIL_HOURLY: '100000', UPLOAD_RATE_LIMIT: '100000' });
let ada: TestClient = await signedUp(t);
await signedInLongAgo();
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
  '',
  ' ',
  '%%%',
  '\u0000',
  'a\u202eb',
  '日本語',
  '😀',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  'null',
  '{}',
  '[]',
  '-1',
  '1e309',
  'NaN',
  'a'.repeat(5000),
  'ada',
  'eve',
  'ada@example.com',
  'private_brain',
  'seq:1',
];
/**
 * JSON nested `depth` deep, up to far deeper than JSON.stringify can write: it stands in the value
 * as a marker, and toJson() writes it out as text.
 */
class Deep {
  constructor(readonly depth: number) {}
}
const deepJson = fc
  .oneof(fc.integer({ min: 1, max: 40 }), fc.constantFrom(5000, 20_000))
  .map((depth) => new Deep(depth));
function toJson(value: unknown): string {
  const text = JSON.stringify(value, (_key, v: unknown) => (v instanceof Deep ? `@@deep:${v.depth}@@` : v));
  return text.replace(
    /"@@deep:(\d+)@@"/g,
    (_m, depth: string) => `${'{"a":'.repeat(Number(depth))}1${'}'.repeat(Number(depth))}`,
  );
}
const text = () => fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom(...NASTY), fc.constantFrom(...ids));
const number = () => fc.oneof(fc.integer(), fc.constantFrom(0, -1, 2 ** 31, 2 ** 53, -(2 ** 53)), fc.double());
const anyJson = () => fc.oneof(fc.jsonValue({ maxDepth: 4 }), deepJson, text());

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
        arbitrary: fc.record(Object.fromEntries(fields.map((f) => [f.name, valueOf(f.type, depth + 1)])), {
          requiredKeys: [],
        }),
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
        return fc.oneof(
          fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
          text(),
        );
      default:
        return fc.oneof({ weight: 4, arbitrary: text() }, { weight: 1, arbitrary: wrong });
    }
  }
  return wrong;
}

/**
 * What a refusal must leave alone: how many rows each table has, and Ada's own rows. Read in SQL:
 * `user.findUnique` with its profile took 2.2 ms a picture on SQLite and these two 0.6 ms together,
 * out of some 13,000 pictures a run. The three reads go at once: on PostgreSQL each is a round trip
 * on its own pooled connection, and they were 44 % of the run's statements.
 */
async function snapshot() {
  const [{ UsageRecord: _writtenAnyTime, ...counts }, user, profile] = await Promise.all([
    // UsageRecord aside: model calls' tokens are written off the request's path, a second later
    // (api/src/usage/recorder.ts), so an earlier answer's land at any time.
    rowCounts(t.db),
    t.db.$queryRaw`SELECT * FROM "User" WHERE "email" = ${USER.email}`,
    t.db.$queryRaw`
      SELECT p.* FROM "Profile" p JOIN "User" u ON u."id" = p."userId" WHERE u."email" = ${USER.email}`,
  ]);
  return JSON.stringify({ counts, user, profile }, (key, value: unknown) =>
    typeof value === 'bigint' ? Number(value) : key === 'lastUsedAt' || key === 'updatedAt' ? undefined : value,
  );
}

/**
 * The data as it stands before a case: the picture taken after the last case when that case was
 * refused (and so changed nothing), a new one otherwise. Half the database reads of a run that
 * mostly refuses, with the same comparison.
 */
let unchangedSince: string | undefined;
async function lastSnapshot() {
  return (unchangedSince ??= await snapshot());
}

/** After a refused case the data must be as it was; after an accepted one the next case looks again. */
async function expectUnchangedIf(refused: boolean, before: string, what: string) {
  unchangedSince = undefined;
  if (!refused) return;
  const after = await snapshot();
  expect(after, what).toBe(before);
  unchangedSince = after;
}

/**
 * Keeps Ada signed in: a fuzzed logout or session change must not end the run's coverage. A new
 * session is made directly (a password login would hash, and run into the login limits).
 */
async function ensureSignedIn() {
  if (ada.cookies.size > 0 && (await ada.get('/api/v1/auth/me')).body?.email === USER.email) return;
  const user = await t.db.user.findUniqueOrThrow({ where: { email: USER.email } });
  unchangedSince = undefined;
  ada = t.client();
  ada.cookies.set(t.config.session.cookieName, (await createSession(t.app.services.sessions, user.id)).token);
  await signedInLongAgo();
}

/**
 * Ada's sessions signed in an hour ago: deleting the account or changing its e-mail then needs her
 * password (api/src/auth/confirm-identity.ts), which no fuzzed value is, so the run keeps her.
 */
async function signedInLongAgo() {
  await t.db.session.updateMany({
    where: { user: { email: USER.email } },
    data: { createdAt: new Date(Date.now() - 3600_000) },
  });
}

const mutations = Object.values(schema.getMutationType()!.getFields());

/** The mutation with every argument a variable of the argument's own type. */
function documentOf(field: (typeof mutations)[number]): string {
  const returns = getNamedType(field.type);
  const selection = isScalarType(returns) || isEnumType(returns) ? '' : '{ __typename }';
  const variables = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  return `mutation${variables ? `(${variables})` : ''} { result: ${field.name}${args ? `(${args})` : ''} ${selection} }`;
}

describe('GraphQL mutations', () => {
  it.each(mutations.map((m) => [m.name, m] as const))(
    '%s: never a 5xx; a refusal changes nothing',
    async (_name, field) => {
      const query = documentOf(field);
      const input = fc.record(Object.fromEntries(field.args.map((a) => [a.name, valueOf(a.type)])), {
        requiredKeys: [],
      });
      await fc.assert(
        fc.asyncProperty(input, async (vars) => {
          await ensureSignedIn();
          const before = await lastSnapshot();
          const sent = await ada.request('POST', '/graphql', {
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
          await expectUnchangedIf(refused, before, `${field.name} ${toJson(vars).slice(0, 300)}`);
        }),
        { numRuns: RUNS },
      );
    },
  );
});

const routes = () =>
  t.app.hono.routes
    .filter((r) => r.path.startsWith('/api/v1/') && !r.path.endsWith('*') && r.method !== 'ALL')
    .map((r) => [`${r.method} ${r.path}`, r] as const);

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
        ].map((k) => [k, fc.oneof(text(), number(), fc.boolean(), anyJson())]),
      ),
      { requiredKeys: [] },
    )
    .map((o) => ({ kind: 'json' as const, value: o as unknown })),
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
      query: fc.dictionary(
        fc.constantFrom('limit', 'offset', 'q', 'thread_id', 'input', 'after_seq', 'elements', 'unread_only', 'x'),
        text(),
        { maxKeys: 4 },
      ),
      body,
    });
    await fc.assert(
      fc.asyncProperty(params, async ({ path, query, body: sent }) => {
        await ensureSignedIn();
        let i = 0;
        const url =
          route.path.replace(/:[a-z_]+/gi, () => encodeURIComponent(path[i++]!)) + '?' + new URLSearchParams(query);
        const headers: Record<string, string> = {
          json: { 'content-type': 'application/json' },
          form: { 'content-type': 'application/x-www-form-urlencoded' },
          text: { 'content-type': 'text/plain' },
          none: {},
        }[sent.kind];
        const before = await lastSnapshot();
        const hasBody = route.method !== 'GET' && sent.kind !== 'none';
        const text = sent.kind === 'json' ? toJson(sent.value) : String(sent.value);
        const response = await ada.raw(route.method, url, { headers, ...(hasBody ? { body: text } : {}) });
        const answer = await response.text();
        expect(response.status, `${route.method} ${url} → ${answer.slice(0, 300)}`).toBeLessThan(500);
        await expectUnchangedIf(response.status >= 400, before, `${route.method} ${url}`);
      }),
      { numRuns: RUNS },
    );
  });
});

/**
 * Ada's records that the odd cases aim their other arguments at, so an odd value meets real ones
 * beside it (renaming a real thread to text with a surrogate); made again when a case removed one.
 */
const real = { thread: '', step: '', memory: '', story: '', share: '', upload: '', notification: '' };
async function ensureRecords() {
  await ensureSignedIn();
  const adaId = (await t.db.user.findUniqueOrThrow({ where: { email: USER.email } })).id;
  if (!(await t.db.thread.findUnique({ where: { id: real.thread } }))) {
    // A case may have set a usage limit that a value happened to make valid (Ada is the admin): the
    // records need one answer, so the limits go back to none first.
    await t.db.instanceSetting.deleteMany({ where: { key: 'usage-limits' } });
    await t.db.user.update({ where: { id: adaId }, data: { usageLimits: Prisma.DbNull } });
    const started = await ada.post('/api/v1/chat/threads', { agent_type: 'private_brain' });
    real.thread = started.body.id as string;
    const steps = await answered(ada, real.thread, 'I like green tea.');
    real.step = steps.findLast((s: { step_type: string }) => s.step_type === 'ASSISTANT_MESSAGE').id as string;
  }
  if (!(await t.db.sharedConversation.findUnique({ where: { token: real.share } }))) {
    real.share = (await ada.post(`/api/v1/chat/threads/${real.thread}/share`)).body.token as string;
  }
  if (!(await t.db.memory.findUnique({ where: { id: real.memory } }))) {
    await ada.gql('mutation { createMemory(content: "I like green tea.") { __typename } }');
    real.memory = (await t.db.memory.findFirstOrThrow({ where: { userId: adaId }, orderBy: { createdAt: 'desc' } })).id;
  }
  if (!(await t.db.story.findUnique({ where: { id: real.story } }))) {
    await ada.gql('mutation { createStory(title: "Tea", content: "I walked to the tea house.") { __typename } }');
    real.story = (await t.db.story.findFirstOrThrow({ where: { userId: adaId }, orderBy: { createdAt: 'desc' } })).id;
  }
  if (!(await t.db.upload.findFirst({ where: { userId: adaId } }))) {
    const body = new FormData();
    body.append('files', new Blob(['hello'], { type: 'text/plain' }), 'hello.txt');
    await ada.request('POST', '/api/v1/upload/files', { body });
  }
  real.upload = (await t.db.upload.findFirstOrThrow({ where: { userId: adaId } })).id;
  real.notification = (await t.db.notification.findFirst({ where: { userId: adaId } }))?.id ?? real.thread;
}

/** A real id for an argument or a route's parameter, by its name (and the mutation or the path before it). */
function realId(name: string, context: string): string {
  if (name === 'username') return 'ada';
  if (name === 'token') return real.share;
  if (name === 'stepId' || context === 'steps') return real.step;
  if (/^thread/.test(name) || context === 'threads' || context === 'conversations') return real.thread;
  if (context === 'notifications' || /Notification/.test(context)) return real.notification;
  if (context === 'files') return real.upload;
  if (/Memory/.test(context)) return real.memory;
  if (/Story/.test(context)) return real.story;
  return real.thread;
}

type Tally = Record<OddCase['kind'], { tried: number; failed: string[] }>;
const tally = (): Tally => ({
  surrogate: { tried: 0, failed: [] },
  id: { tried: 0, failed: [] },
  date: { tried: 0, failed: [] },
});

/** Sends each case; a 5xx, an INTERNAL_SERVER_ERROR or a refusal that changed data is a failure. */
async function tryCases<C extends { kind: OddCase['kind']; label: string }>(
  cases: C[],
  send: (c: C) => Promise<{ status: number; text: string }>,
) {
  const seen = tally();
  // What an earlier test started in the background (a document being read) settles first.
  await t.app.services.reading.idle();
  let before = await snapshot();
  for (const c of cases) {
    seen[c.kind].tried++;
    if (ada.cookies.size === 0) {
      await ensureSignedIn();
      before = await snapshot();
    }
    const { status, text } = await send(c);
    // A document an accepted request left is read in the background: its passages are its, not the next case's.
    await t.app.services.reading.idle();
    const after = await snapshot();
    const refused = status >= 400 || /"errors":\[|"__typename":"\w*Error"/.test(text);
    if (status >= 500 || text.includes('INTERNAL_SERVER_ERROR'))
      seen[c.kind].failed.push(`${c.label} → ${status} ${text.slice(0, 160)}`);
    else if (refused && after !== before) seen[c.kind].failed.push(`${c.label} → ${status}, refused but data changed`);
    before = after;
  }
  for (const [kind, { tried, failed }] of Object.entries(seen)) {
    totals[kind as OddCase['kind']].tried += tried;
    totals[kind as OddCase['kind']].failed.push(...failed);
  }
  return seen;
}

const totals = tally();
afterAll(() => {
  const line = Object.entries(totals).map(
    ([kind, { tried, failed }]) => `${kind}: ${tried} tried, ${failed.length} failed`,
  );
  console.log(`odd inputs: ${line.join('; ')}`);
});

describe('odd text, dates and ids', () => {
  it.each(mutations.map((m) => [m.name, m] as const))('mutation %s', async (_name, field) => {
    await ensureRecords();
    const query = documentOf(field);
    const cases = oddCases(field, { id: realId });
    const seen = await tryCases(cases, async (c) => {
      const res = await ada.raw('POST', '/graphql', {
        body: JSON.stringify({ query, variables: c.variables }),
        headers: { 'content-type': 'application/json' },
      });
      return { status: res.status, text: await res.text() };
    });
    expect(Object.values(seen).flatMap((s) => s.failed)).toEqual([]);
  });

  it.each(routes())('route %s', async (_name, route) => {
    await ensureRecords();
    const seen = await tryCases(oddRequests(route, realId), async (c) => {
      const res = await ada.raw(route.method, c.url, c.init);
      return { status: res.status, text: await res.text() };
    });
    expect(Object.values(seen).flatMap((s) => s.failed)).toEqual([]);
  });
});
