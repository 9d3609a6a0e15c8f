/**
 * What the fuzz files share (api/test/fuzz-graphql.test.ts, fuzz-rest.test.ts, fuzz-rest-odd.test.ts):
 * an app with Ada signed in and real ids to aim at, the fast-check arbitraries of odd values, and the
 * picture of the data a refusal must leave as it was. Each file starts its own (startFuzz), so the
 * files run side by side on their own databases; none of the state here outlives its file.
 */
import fc from 'fast-check';
import type { GraphQLInputType } from 'graphql';
import { afterAll, expect } from 'vitest';
import { createSession } from '../../src/auth/sessions.js';
import { schema } from '../../src/schema/index.js';
import { getNamedType, isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType } from './odd-input.js';
import { rowCounts } from './row-counts.js';
import { signedUp, startTestApp, USER, type TestApp, type TestClient } from './test-app.js';

/** Cases a property tries, for each mutation and route. */
export const RUNS = 25;

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
export function toJson(value: unknown): string {
  const text = JSON.stringify(value, (_key, v: unknown) => (v instanceof Deep ? `@@deep:${v.depth}@@` : v));
  return text.replace(
    /"@@deep:(\d+)@@"/g,
    (_m, depth: string) => `${'{"a":'.repeat(Number(depth))}1${'}'.repeat(Number(depth))}`,
  );
}

export const mutations = Object.values(schema.getMutationType()!.getFields());

/** The mutation with every argument a variable of the argument's own type. */
export function documentOf(field: (typeof mutations)[number]): string {
  const returns = getNamedType(field.type);
  const selection = isScalarType(returns) || isEnumType(returns) ? '' : '{ __typename }';
  const variables = field.args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  return `mutation${variables ? `(${variables})` : ''} { result: ${field.name}${args ? `(${args})` : ''} ${selection} }`;
}

export type Fuzz = Awaited<ReturnType<typeof startFuzz>>;

/**
 * An app with Ada signed in (an hour ago) and Eve beside her, and what a fuzz file needs of it. Set
 * up before the tests are collected: the routes to fuzz are read from the app itself. Fuzzed logins
 * with Ada's e-mail and fuzzed uploads must not lock her out of the cases that follow. Closed after
 * the calling file's tests.
 */
export async function startFuzz() {
  const t: TestApp = await startTestApp({
    RATE_LIMIT_LOGIN_EMAIL_HOURLY: '100000',
    UPLOAD_RATE_LIMIT: '100000',
    // One person sends every case: thousands of requests an hour.
    RATE_LIMIT_API_POINTS: '10000000',
  });
  afterAll(() => t.close());
  let ada: TestClient = await signedUp(t);

  /**
   * Ada's sessions signed in an hour ago: deleting the account or changing its e-mail then needs her
   * password (api/src/auth/confirm-identity.ts), which no fuzzed value is, so the run keeps her.
   */
  const signedInLongAgo = () =>
    t.db.session.updateMany({
      where: { user: { email: USER.email } },
      data: { createdAt: new Date(Date.now() - 3600_000) },
    });
  await signedInLongAgo();

  const ids: string[] = [];
  const eve = await signedUp(t, { email: 'eve@example.com', username: 'eve' });
  // Real ids to aim at: Ada's own, and Eve's (which Ada must not reach).
  for (const client of [ada, eve]) {
    const thread = (await client.post('/api/v1/chat/private-brain/start')).body.thread_id as string;
    ids.push(thread, Buffer.from(`Thread:${thread}`).toString('base64'));
  }
  const rows = await Promise.all([t.db.user.findMany(), t.db.step.findMany(), t.db.notification.findMany()]);
  for (const row of rows.flat()) ids.push(row.id);

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
   * out of some 13,000 pictures a run. The three reads go at once: on PostgreSQL each is a round
   * trip on its own pooled connection, and they were 44 % of the run's statements.
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
  const lastSnapshot = async () => (unchangedSince ??= await snapshot());

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

  /** The REST routes to fuzz, read from the app: every /api/v1 route but the catch-alls. */
  const routes = () =>
    t.app.hono.routes
      .filter((r) => r.path.startsWith('/api/v1/') && !r.path.endsWith('*') && r.method !== 'ALL')
      .map((r) => [`${r.method} ${r.path}`, r] as const);

  return {
    t,
    /** Ada's client: a new one after a fuzzed case signed her out. */
    get ada() {
      return ada;
    },
    text,
    number,
    anyJson,
    valueOf,
    snapshot,
    lastSnapshot,
    expectUnchangedIf,
    ensureSignedIn,
    routes,
  };
}
