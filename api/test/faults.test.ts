/**
 * Faults, on the built server in child processes (as `npm start` runs it): a process killed mid
 * answer, a SIGTERM mid answer, a database that cannot grow, and two processes where the one
 * running the answer dies. Whatever happens, nothing persisted is lost and nothing stays stuck:
 * the answer keeps its text and says it was interrupted, the thread takes new messages, and a
 * client that resumes gets the end at once.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../src/config.js';
import { migrateDeploy } from '../src/db/migrate.js';
import {
  answersNormally,
  deltas,
  eventually,
  INTERRUPTED,
  lastStep,
  QUESTION,
  read,
  readiness,
  resumeEvents,
  send,
  signUp,
  SLOW,
  streamUntil,
} from './support/fault-client.js';
import { startRedis } from './support/redis-server.js';
import { startServer, stopServers, type HttpClient, type ServerProcess } from './support/server-process.js';
import { freshDatabase } from './support/test-app.js';

const servers: ServerProcess[] = [];
afterEach(() => stopServers(servers.splice(0)));
async function server(env: Record<string, string>, port?: number) {
  const s = await startServer(env, port);
  servers.push(s);
  return s;
}

describe('a process killed mid answer (kill -9), then started again', () => {
  // Two servers and three answers: 9 s alone, past 30 s once beside the rest of a full npm test on two cores.
  it(
    "ends the answer as interrupted at start-up, with its saved text; a resume from the client's cursor gets the answer as saved; the thread goes on",
    { timeout: 90_000 },
    async () => {
      // Saved once a second, as by default: the client reads on past what was saved, as it would.
      const env = { ...SLOW, RUN_PERSIST_MS: '1000', DATABASE_URL: await freshDatabase() };
      const first = await server(env);
      const { client, threadId } = await signUp(first.url);
      const live = await read(client, send(threadId, QUESTION));
      // Once part of the answer is saved, the client reads three more chunks; then the process dies.
      await eventually(
        () => lastStep(client, threadId),
        (s) => s.output.length > 0,
        'the first save of the answer',
      );
      const chunks = live.seen.length;
      await live.until((s) => s.length >= chunks + 3);
      first.kill('SIGKILL');
      expect(await first.exited).toBe('SIGKILL');

      await server(env, Number(new URL(first.url).port));
      const step = await lastStep(client, threadId);
      const seen = live.seen;
      expect(step).toMatchObject({ status: 'completed', streaming: false, is_error: true, errors: [INTERRUPTED] });
      expect(step.metadata.interrupted).toBe(true);
      // What was saved is kept: the start of what the client saw, which had gone further.
      expect(step.output.length).toBeGreaterThan(0);
      expect(deltas(seen).startsWith(step.output)).toBe(true);
      expect(deltas(seen).length).toBeGreaterThan(step.output.length);

      // The client resumes from its own cursor, past what was saved: it gets the answer as saved
      // (a snapshot replaces what it had) and the interrupted end; after that, nothing more.
      const fromCursor = await resumeEvents(client, threadId, seen.at(-1)!.id!);
      expect(fromCursor.map((e) => e.event)).toEqual(['snapshot', 'assistant_step', 'done']);
      expect(JSON.parse(fromCursor[0]!.data).text).toBe(step.output);
      expect(JSON.parse(fromCursor[1]!.data).assistant_step).toMatchObject({
        id: step.id,
        output: step.output,
        is_error: true,
        errors: [INTERRUPTED],
      });
      expect(JSON.parse(fromCursor[2]!.data)).toMatchObject({ type: 'done', status: 'error' });
      const end = fromCursor.at(-1)!.id!;
      const finalState = [{ event: 'snapshot', id: end, data: expect.stringContaining('"final_status":"error"') }];
      expect(await resumeEvents(client, threadId, end)).toEqual(finalState);

      // From the start: the answer as saved and its end; at or past the end, its final state alone.
      const events = await resumeEvents(client, threadId, 0);
      expect(events.map((e) => e.event)).toEqual(['snapshot', 'assistant_step', 'done']);
      const done = JSON.parse(events.at(-1)!.data);
      expect(done).toMatchObject({ type: 'done', status: 'error' });
      expect(await resumeEvents(client, threadId, Number(end) + 5)).toEqual(finalState);

      // Retry writes the answer again beside the interrupted one, which is kept ("2 / 2").
      const retried = await streamUntil(
        client,
        `/api/v1/chat/stream?thread_id=${threadId}&regenerate_step_id=${step.id}`,
        () => false,
      );
      expect(await retried.stopped).toBe('ended');
      const again = await lastStep(client, threadId);
      expect(again).toMatchObject({ is_error: false, parent_id: step.parent_id, sibling_index: 1, sibling_count: 2 });
      expect(again.sibling_ids).toEqual([step.id, again.id]);

      await answersNormally(client, threadId);
    },
  );
});

describe('SIGTERM mid answer', () => {
  // The grace (3 s) leaves this test time to see the draining server on a busy machine (with 1.5 s, one
  // full npm test found it gone: ECONNRESET), and the answer (a chunk every 200 ms: 8 s) outlasts it.
  it(
    'refuses new answers, lets the live one run out its grace, ends it as interrupted, exits 0',
    { timeout: 90_000 },
    async () => {
      const env = {
        ...SLOW,
        AI_LOCAL_CHUNK_DELAY_MS: '200',
        DATABASE_URL: await freshDatabase(),
        RUN_DRAIN_MS: '3000',
      };
      const first = await server(env);
      const { client, threadId } = await signUp(first.url);
      const other = (await client.json('/api/v1/chat/private-brain/start', { method: 'POST' })).body
        .thread_id as string;
      const { seen, stopped } = await streamUntil(
        client,
        send(threadId, QUESTION),
        (s) => deltas(s).length > 20 && !first.child.killed,
      );
      expect(await stopped).toBe('enough');
      first.kill('SIGTERM');
      // The signal has been handled once the server says it is not ready.
      await eventually(
        () => readiness(first.url),
        (r) => r.status === 503,
        'readiness after SIGTERM',
      );

      const refused = await client.json(send(other, 'Are you there?'));
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(refused.body.error.message).toBe('Duet is restarting. Try again in a moment.');
      expect((await fetch(`${first.url}/readyz`)).status).toBe(503);

      // The live answer streams on through the grace period, then ends as interrupted.
      const { seen: rest, stopped: ended } = await streamUntil(
        client,
        `/api/v1/chat/stream?thread_id=${threadId}&after_seq=${seen.at(-1)!.id}`,
        () => false,
      );
      expect(await ended).toBe('ended');
      expect(rest.map((e) => e.event).slice(-3)).toEqual(['error', 'assistant_step', 'done']);
      expect(JSON.parse(rest.at(-3)!.data)).toMatchObject({ error: { type: 'interrupted' } });
      expect(await first.exited).toBe(0);

      await server(env, Number(new URL(first.url).port));
      const step = await lastStep(client, threadId);
      expect(step).toMatchObject({ is_error: true, errors: [INTERRUPTED], streaming: false });
      expect(step.output).toBe(deltas([...seen, ...rest]));
      await answersNormally(client, threadId);
    },
  );
});

describe('a database that cannot grow (SQLite at SQLITE_MAX_BYTES)', () => {
  it('answers 507 while full, is not ready, and recovers by itself once room frees', async () => {
    // SQLite's cap even when the suite runs on PostgreSQL (whose disk-full error, 53100, maps the same way).
    let url = await freshDatabase();
    if (!url.startsWith('file:')) {
      url = `file:${path.join(ROOT_DIR, 'var/test/files', `full-${randomUUID()}.db`)}`;
      migrateDeploy(url);
    }
    const size = fs.statSync(url.slice('file:'.length)).size;
    const s = await server({ DATABASE_URL: url, SQLITE_MAX_BYTES: String(size + 300 * 1024) });
    const { client } = await signUp(s.url);
    const created: string[] = [];
    let full: Awaited<ReturnType<HttpClient['json']>> | null = null;
    for (let i = 0; i < 200 && !full; i++) {
      const res = await client.json('/api/v1/chat/threads', {
        method: 'POST',
        json: { agent_type: 'private_brain', name: `Notes ${i}`, metadata: { notes: `${i}`.padEnd(15_000, '.') } },
        signal: AbortSignal.timeout(10_000),
      });
      if (res.status === 201) created.push(res.body.id);
      else full = res;
    }
    expect(full?.status).toBe(507);
    expect(full?.body.error).toMatchObject({
      code: 'INSUFFICIENT_STORAGE',
      message: 'Duet is out of storage space right now. Nothing was saved; try again later.',
    });
    expect((await fetch(`${s.url}/readyz`)).status).toBe(503);
    const count = (await client.json('/api/v1/chat/threads')).body;
    expect(JSON.stringify(count)).not.toContain(`Notes ${created.length}"`);

    // Room frees (the person deletes threads): writes work again, with no restart.
    for (const id of created.slice(0, 10)) {
      expect(
        (await client.json(`/api/v1/chat/threads/${id}`, { method: 'DELETE', signal: AbortSignal.timeout(10_000) }))
          .status,
      ).toBeLessThan(300);
    }
    expect((await fetch(`${s.url}/readyz`, { signal: AbortSignal.timeout(10_000) })).status).toBe(200);
    const again = await client.json('/api/v1/chat/threads', {
      method: 'POST',
      json: { agent_type: 'private_brain', name: 'After' },
      signal: AbortSignal.timeout(10_000),
    });
    expect(again.status).toBe(201);
  });
});

describe('two processes sharing the work (Redis), the one running the answer dies', () => {
  // Two servers and Redis started from the built code: the same guard as the kill -9 test above.
  it(
    'the other ends the run once its lease runs out; a client following it there gets the end',
    { timeout: 90_000 },
    async () => {
      const redis = await startRedis();
      try {
        const env = { ...SLOW, DATABASE_URL: await freshDatabase(), REDIS_URL: redis.url, RUN_LEASE_MS: '1500' };
        const [a, b] = [await server(env), await server(env)];
        const { client, threadId } = await signUp(a.url);
        const { seen, stopped } = await streamUntil(client, send(threadId, QUESTION), (s) => deltas(s).length > 20);
        expect(await stopped).toBe('enough');
        a.kill('SIGKILL');

        // The same person, now on the other process, follows the answer from where they were.
        client.base = b.url;
        const { seen: rest, stopped: ended } = await streamUntil(
          client,
          `/api/v1/chat/stream?thread_id=${threadId}&after_seq=${seen.at(-1)!.id}`,
          () => false,
        );
        expect(await ended).toBe('ended');
        expect(rest.map((e) => e.event).slice(-3)).toEqual(['error', 'assistant_step', 'done']);
        const step = await lastStep(client, threadId);
        expect(step).toMatchObject({ is_error: true, errors: [INTERRUPTED], streaming: false });
        expect(step.output.length).toBeGreaterThan(0);
        await answersNormally(client, threadId);
      } finally {
        await redis.stop();
      }
    },
  );
});
