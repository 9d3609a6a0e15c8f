/**
 * Infrastructure going away, on two built servers in child processes sharing one PostgreSQL and
 * one Redis, both the test's own (whatever DATABASE_URL says): PostgreSQL restarts (fast
 * shutdown) mid answer, then Redis stops and starts again mid answer. Both processes stay up,
 * answer 503 with a message and are not ready while it is away, and recover by themselves once it
 * is back; the answer's client gets its end (interrupted), the answer keeps its text and the
 * thread takes new messages.
 */
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.js';
import { registerPostgresPool, writeTransaction } from '../src/db/hot-writes/index.js';
import { migrateDeploy } from '../src/db/migrate.js';
import { postgresPool } from '../src/db/sql-reader.js';
import { fromDatabaseError } from '../src/errors/database-errors.js';
import { UnavailableError } from '../src/errors/domain-errors.js';
import {
  answersNormally,
  deltas,
  eventually,
  lastStep,
  QUESTION,
  read,
  readiness,
  resumeEvents,
  send,
  signIn,
  signUp,
  SLOW,
} from './support/fault-client.js';
import { startPostgres, type PostgresServer } from './support/postgres-server.js';
import { startRedis, type RedisServer } from './support/redis-server.js';
import { startServer, stopServers, type HttpClient, type ServerProcess } from './support/server-process.js';

const DB_AWAY = "Duet can't reach its database right now. Try again in a moment.";
const DB_INTERRUPTED =
  'This answer was interrupted before it finished (the database could not be reached). Retry to get a full answer.';
const LIVE_AWAY = "Duet can't stream answers right now. Try again in a moment.";
const LIVE_INTERRUPTED =
  'This answer was interrupted before it finished (the live connection was lost). Retry to get a full answer.';

// One PostgreSQL and one Redis for the file, started and migrated once; each test gets a database.
let postgres: PostgresServer;
let redis: RedisServer;
beforeAll(async () => {
  [postgres, redis] = await Promise.all([startPostgres(), startRedis({ own: true })]);
  await admin('CREATE DATABASE duet_template');
  migrateDeploy(postgres.database('duet_template'));
}, 120_000);
afterAll(async () => {
  await postgres?.close();
  await redis?.stop();
});

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
let databases = 0;
async function database() {
  const name = `duet_${++databases}`;
  await admin(`CREATE DATABASE ${name} TEMPLATE duet_template`);
  return postgres.database(name);
}

const servers: ServerProcess[] = [];
afterEach(async () => {
  await stopServers(servers.splice(0));
  // A test that failed half-way leaves them running for the next.
  await Promise.all([postgres.start(), redis.start()]);
});
/** Two Duet processes sharing the work. */
async function twoServers() {
  const env = { ...SLOW, DATABASE_URL: await database(), REDIS_URL: redis.url };
  const pair = [await startServer(env), await startServer(env)] as const;
  servers.push(...pair);
  return pair;
}

function stayedUp(...processes: ServerProcess[]) {
  for (const p of processes) {
    expect(p.child.exitCode, p.output()).toBeNull();
    expect(p.output()).not.toMatch(/Unhandled 'error' event|uncaught/i);
  }
}

/** A request that needs the database or Redis is refused with 503, a message and Retry-After. */
async function refused(client: HttpClient, path: string, message: string, init: RequestInit & { json?: unknown } = {}) {
  const res = await client.json(path, { ...init, signal: AbortSignal.timeout(10_000) });
  expect(res.status, JSON.stringify(res.body)).toBe(503);
  expect(res.body.error).toMatchObject({ code: 'UNAVAILABLE', message });
  expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
}

const lastTwo = (reading: { seen: { event: string; data: string }[] }) =>
  reading.seen.slice(-2).map((m) => [m.event, JSON.parse(m.data)]);

describe('PostgreSQL restarts (fast shutdown) mid answer, under two processes', () => {
  it(
    'both stay up, answer 503 and are not ready while it is away, and recover by themselves; the answer ends interrupted and keeps its text',
    { timeout: 120_000 },
    async () => {
      const [a, b] = await twoServers();
      const { client, threadId } = await signUp(a.url);
      const { client: onB } = await signIn(b.url);
      const live = await read(client, send(threadId, QUESTION));
      await live.until((s) => deltas(s).length > 20);

      await postgres.stop();
      // The answer's client gets the end: the answer was interrupted (not a stream cut silently).
      await live.ended;
      expect(lastTwo(live)).toEqual([
        ['error', expect.objectContaining({ error: { type: 'interrupted', message: DB_INTERRUPTED } })],
        ['done', expect.objectContaining({ status: 'error' })],
      ]);
      for (const s of [a, b])
        expect(await readiness(s.url)).toEqual({
          status: 503,
          body: { status: 'unavailable', database: 'unreachable' },
        });
      await refused(client, '/api/v1/chat/threads', DB_AWAY);
      await refused(onB, send(threadId, 'Are you there?'), DB_AWAY);
      const signingIn = await signIn(b.url, { signal: AbortSignal.timeout(10_000) });
      expect(signingIn.res.status).toBe(503);
      expect(signingIn.res.body.error.message).toBe(DB_AWAY);
      stayedUp(a, b);

      await postgres.start();
      for (const s of [a, b])
        await eventually(
          () => readiness(s.url),
          (r) => r.status === 200,
          `${s.url} ready again`,
        );
      // The answer is saved as it was when it ended, interrupted, and the thread is free again.
      const step = await eventually(
        () => lastStep(client, threadId),
        (s) => !s.streaming,
        'the interrupted answer saved',
      );
      expect(step).toMatchObject({ status: 'completed', is_error: true, errors: [DB_INTERRUPTED] });
      expect(step.metadata.interrupted).toBe(true);
      expect(step.output).toBe(deltas(live.seen));
      await answersNormally(onB, threadId);
      await answersNormally(client, threadId);
      stayedUp(a, b);
    },
  );
});

describe('Redis stops mid answer, and starts again, under two processes', () => {
  it(
    'live streams end interrupted, sign-in goes on, sending answers 503 and neither is ready; both recover by themselves',
    { timeout: 120_000 },
    async () => {
      const [a, b] = await twoServers();
      const { client, threadId } = await signUp(a.url);
      const { client: onB } = await signIn(b.url);
      const other = (await onB.json('/api/v1/chat/private-brain/start', { method: 'POST' })).body.thread_id as string;
      // The person sends on one process and follows the same answer on the other.
      const live = await read(client, send(threadId, QUESTION));
      await live.until((s) => deltas(s).length > 20);
      const following = await read(onB, `/api/v1/chat/stream?thread_id=${threadId}&after_seq=${live.seen.at(-1)!.id}`);
      await following.until((s) => s.some((m) => m.event === 'delta'));

      await redis.stop();
      for (const reading of [live, following]) {
        await reading.ended;
        expect(lastTwo(reading)).toEqual([
          ['error', expect.objectContaining({ error: { type: 'interrupted', message: LIVE_INTERRUPTED } })],
          ['done', expect.objectContaining({ status: 'error' })],
        ]);
      }
      for (const s of [a, b])
        await eventually(
          () => readiness(s.url),
          (r) => r.status === 503,
          `${s.url} not ready`,
        );
      expect((await readiness(a.url)).body).toEqual({
        status: 'unavailable',
        redis: 'unreachable',
      });
      // Signing in counts against the process's own limits meanwhile; sending needs Redis.
      const signingIn = await signIn(b.url, { signal: AbortSignal.timeout(3_000) });
      expect(signingIn.res.status).toBe(200);
      await refused(client, send(threadId, 'Are you there?'), LIVE_AWAY);
      await refused(onB, send(other, 'Are you there?'), LIVE_AWAY);
      stayedUp(a, b);

      await redis.start();
      for (const s of [a, b])
        await eventually(
          () => readiness(s.url),
          (r) => r.status === 200,
          `${s.url} ready again`,
        );
      // Ready again says so of each part it needs, Redis with the database.
      expect((await readiness(a.url)).body).toEqual({ status: 'ready', database: 'ok', redis: 'ok' });
      // The answer kept its text, ended as interrupted; a resume from the follower's cursor gets it as saved.
      const step = await lastStep(client, threadId);
      expect(step).toMatchObject({
        status: 'completed',
        streaming: false,
        is_error: true,
        errors: [LIVE_INTERRUPTED],
      });
      expect(step.output.startsWith(deltas(live.seen))).toBe(true);
      // Its cursor is the end its stream numbered when Redis went: the answer as saved and its end
      // when the saved text goes past it, else the final state alone; each after the cursor.
      const cursor = Number(following.seen.at(-1)!.id!);
      const resumed = await resumeEvents(onB, threadId, cursor);
      expect(resumed.every((e) => Number(e.id) > cursor)).toBe(true);
      expect(JSON.parse(resumed[0]!.data)).toMatchObject({ type: 'snapshot', text: step.output });
      expect([['snapshot'], ['snapshot', 'assistant_step', 'done']]).toContainEqual(resumed.map((e) => e.event));
      const ending = JSON.parse(resumed.at(-1)!.data);
      expect(ending.status ?? ending.final_status).toBe('error');
      await answersNormally(client, threadId);
      await answersNormally(onB, other);
      stayedUp(a, b);
    },
  );
});

describe('the database ends the connection a hot write holds', () => {
  it('fails that write as unavailable and the process goes on (no unhandled error event)', async () => {
    const pool = postgresPool(await database());
    const db = {} as Db; // the hot writes find their pool by the client it was registered for
    registerPostgresPool(db, pool);
    let held: pg.PoolClient | undefined;
    pool.on('acquire', (client) => (held = client));
    try {
      const write = writeTransaction(db, async (exec) => {
        const ended = new Promise((resolve) => held!.once('end', resolve));
        await admin(
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND datname LIKE 'duet_%'",
        );
        // The connection is gone while the transaction holds it: pg emits 'error' on the client, then 'end'.
        await ended;
        return exec.runOnce((qb) => qb.selectNoFrom(sql<number>`1`.as('one')));
      });
      // What the transports answer: 503, the database is away.
      await expect(write.then(() => 'written', fromDatabaseError)).resolves.toBeInstanceOf(UnavailableError);
      // The pool opens a new connection for the next write.
      await expect(
        writeTransaction(db, (exec) => exec.runOnce((qb) => qb.selectNoFrom(sql<number>`1`.as('one')))),
      ).resolves.toBe(1);
    } finally {
      await pool.end();
    }
  });
});
