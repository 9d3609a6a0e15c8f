/**
 * followRun on both event logs (in memory, and Redis from Debian's package):
 * every event once and in order across the tail/live seam, a cursor, the end
 * after `done`, and a subscriber that stops (return() or its request aborts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryEventLog, createRedisEventLog, type RunEventLog } from '../src/chat/runs/event-log.js';
import { followRun } from '../src/chat/runs/event-stream.js';
import type { RunEvent } from '../src/chat/runs/run-events.js';
import { createLogger } from '../src/logging/logger.js';
import { RedisLink } from '../src/realtime/redis-link.js';
import { startRedis } from './support/redis-server.js';

let runs = 0;
const newRun = () => `run-${++runs}-${Math.random().toString(36).slice(2, 8)}`;
const delta = (runId: string, seq: number): RunEvent => ({
  runId,
  threadId: 't',
  seq,
  type: 'text_delta',
  delta: `d${seq}`,
});
const done = (runId: string, seq: number): RunEvent => ({
  runId,
  threadId: 't',
  seq,
  type: 'done',
  status: 'completed',
});

async function collect(stream: AsyncIterable<RunEvent>, limit = 100): Promise<number[]> {
  const seqs: number[] = [];
  for await (const e of stream) {
    seqs.push(e.seq);
    if (seqs.length >= limit) break;
  }
  return seqs;
}

let redis: Awaited<ReturnType<typeof startRedis>>;
const links: RedisLink[] = [];
beforeAll(async () => {
  redis = await startRedis();
});
afterAll(async () => {
  for (const link of links) await link.close();
  await redis.stop();
});

const logs: [string, () => RunEventLog][] = [
  ['memory', () => createMemoryEventLog()],
  [
    'redis',
    () => {
      const link = new RedisLink(redis.url, createLogger({ logLevel: 'silent', env: 'test' }));
      links.push(link);
      return createRedisEventLog(link);
    },
  ],
];

describe.each(logs)('followRun on the %s log', (_name, makeLog) => {
  it('replays the tail, then follows live events, each once and in order, and ends after done', async () => {
    const log = makeLog();
    const runId = newRun();
    for (let seq = 1; seq <= 3; seq++) await log.append(delta(runId, seq));
    const stream = followRun(log, { runId, threadId: 't' }, 0);
    const seen = collect(stream);
    // Live events while the tail is being read, then more.
    for (let seq = 4; seq <= 6; seq++) await log.append(delta(runId, seq));
    await log.append(done(runId, 7));
    expect(await seen).toEqual([1, 2, 3, 4, 5, 6, 7]);
    await log.close();
  });

  it('starts after the cursor, and gives nothing more after done', async () => {
    const log = makeLog();
    const runId = newRun();
    for (let seq = 1; seq <= 4; seq++) await log.append(delta(runId, seq));
    await log.append(done(runId, 5));
    const stream = followRun(log, { runId, threadId: 't' }, 2);
    expect(await collect(stream)).toEqual([3, 4, 5]);
    expect(await stream.next()).toEqual({ value: undefined, done: true });
    await log.close();
  });

  it('a consumer waiting for the next event is ended by its abort signal; return() stops another', async () => {
    const log = makeLog();
    const runId = newRun();
    await log.append(delta(runId, 1));
    const controller = new AbortController();
    const aborted = followRun(log, { runId, threadId: 't' }, 0, controller.signal);
    const stopped = followRun(log, { runId, threadId: 't' }, 0);
    expect((await aborted.next()).value?.seq).toBe(1);
    expect((await stopped.next()).value?.seq).toBe(1);
    const waiting = aborted.next();
    controller.abort();
    expect(await waiting).toEqual({ value: undefined, done: true });
    expect(await stopped.return()).toEqual({ value: undefined, done: true });
    await log.append(delta(runId, 2));
    expect(await stopped.next()).toEqual({ value: undefined, done: true });
    // A new follower still sees the run.
    const later = followRun(log, { runId, threadId: 't' }, 1);
    await log.append(done(runId, 3));
    expect(await collect(later)).toEqual([2, 3]);
    await log.close();
  });
});

describe('followRun on the Redis log of a process that has just started', () => {
  it('gets every event when it subscribes while the connection is still being checked', async () => {
    const link = new RedisLink(redis.url, createLogger({ logLevel: 'silent', env: 'test' }));
    links.push(link);
    // The event log's subscriber connection: the follower subscribes the moment it connects,
    // before ioredis's ready check is over (status 'connect'), as a request right after start can.
    let subscriber: ReturnType<RedisLink['duplicate']> | undefined;
    const duplicate = link.duplicate.bind(link);
    link.duplicate = () => (subscriber = duplicate());
    const log = createRedisEventLog(link);
    await new Promise((resolve) => subscriber!.once('connect', resolve));
    const runId = newRun();
    const stream = followRun(log, { runId, threadId: 't' }, 0);
    await log.append(delta(runId, 1));
    const seen = collect(stream);
    await log.append(delta(runId, 2));
    await log.append(done(runId, 3));
    expect(await seen).toEqual([1, 2, 3]);
    await log.close();
  });
});
