/**
 * Where run events go: a bounded tail per run (for resume) plus live
 * fan-out. In process by default; through Redis when REDIS_URL is set, so a
 * run on one API process can be watched and resumed from another.
 *
 * While Redis cannot be reached, the Redis log refuses at once (503, UnavailableError), and the
 * followers of this process are told their stream is lost the moment it goes away (`lost`), so
 * they end instead of waiting for events that cannot come (docs/decisions/infrastructure-outages.md).
 */
import { LIVE_AWAY_MESSAGE, UnavailableError } from '../../errors/domain-errors.js';
import type { RedisLink } from '../../realtime/redis-link.js';
import type { RunEvent } from './run-events.js';

/** How many recent events of a run are kept for resuming clients. */
export const TAIL_SIZE = 2000;
/** How long a finished run's tail stays available (late reconnects). */
export const FINISHED_TTL_MS = 10 * 60 * 1000;

export type Listener = (event: RunEvent) => void;

/**
 * A request to the process running an answer (it may be another process): stop it (the answer
 * keeps its text), or abort it (its thread is being deleted: nothing more is written).
 */
export interface RunControl {
  type: 'stop' | 'abort';
  runId: string;
}

export interface RunEventLog {
  /** Throws the 503 of a log that cannot take events now (Redis away). */
  ensureAvailable?(): void;
  /** Tells every process (this one included) about a run; the one running it acts. */
  control(message: RunControl): Promise<void>;
  /** Receives every control message; returns the unsubscribe function. */
  onControl(listener: (message: RunControl) => void): () => void;
  append(event: RunEvent): Promise<void>;
  /** Events with seq > afterSeq still in the tail, in order. */
  tail(runId: string, afterSeq: number): Promise<RunEvent[]>;
  /**
   * Live events of a run; returns the unsubscribe function. `lost` is called if live events can
   * no longer arrive (the log's connection to Redis is gone).
   */
  subscribe(runId: string, listener: Listener, lost?: () => void): Promise<() => void>;
  close(): Promise<void>;
}

export function createMemoryEventLog(): RunEventLog {
  const tails = new Map<string, RunEvent[]>();
  const listeners = new Map<string, Set<Listener>>();
  const controls = new Set<(message: RunControl) => void>();
  const timers = new Set<NodeJS.Timeout>();
  return {
    async control(message) {
      for (const l of controls) l(message);
    },
    onControl(listener) {
      controls.add(listener);
      return () => controls.delete(listener);
    },
    async append(event) {
      let tail = tails.get(event.runId);
      if (!tail) tails.set(event.runId, (tail = []));
      tail.push(event);
      if (tail.length > TAIL_SIZE) tail.splice(0, tail.length - TAIL_SIZE);
      for (const l of listeners.get(event.runId) ?? []) l(event);
      if (event.type === 'done') {
        const timer = setTimeout(() => {
          tails.delete(event.runId);
          timers.delete(timer);
        }, FINISHED_TTL_MS);
        timer.unref();
        timers.add(timer);
      }
    },
    async tail(runId, afterSeq) {
      return (tails.get(runId) ?? []).filter((e) => e.seq > afterSeq);
    },
    async subscribe(runId, listener) {
      let set = listeners.get(runId);
      if (!set) listeners.set(runId, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(runId);
      };
    },
    async close() {
      for (const t of timers) clearTimeout(t);
      listeners.clear();
      tails.clear();
    },
  };
}

const key = (runId: string) => `duet:run:${runId}:events`;
const channel = (runId: string) => `duet:run:${runId}`;

const CONTROL_CHANNEL = 'duet:run-control';

/** How long a command waits for Redis to be ready when the process has just started. */
const READY_WAIT_MS = 5000;

/** A Redis command once Redis is ready (redis-link.ts), or the 503 of a Redis that cannot be reached. */
async function viaRedis<T>(link: RedisLink, command: () => Promise<T>): Promise<T> {
  await link.whenReady({ timeoutMs: READY_WAIT_MS });
  try {
    return await command();
  } catch (error) {
    if (link.available && !/Connection is closed|max retries|Stream isn't writeable/i.test(String(error))) throw error;
    throw new UnavailableError(LIVE_AWAY_MESSAGE);
  }
}

export function createRedisEventLog(link: RedisLink): RunEventLog {
  const redis = link.client;
  const subscriber = link.duplicate();
  const listeners = new Map<string, Set<Listener>>();
  const losses = new Map<Listener, () => void>();
  const controls = new Set<(message: RunControl) => void>();
  let controlSubscribed: Promise<unknown> | null = null;
  subscriber.on('message', (ch: string, message: string) => {
    if (ch === CONTROL_CHANNEL) {
      const parsed = JSON.parse(message) as RunControl;
      for (const l of controls) l(parsed);
      return;
    }
    const runId = ch.slice('duet:run:'.length);
    const event = JSON.parse(message) as RunEvent;
    for (const l of listeners.get(runId) ?? []) l(event);
  });
  // Redis is gone: no live event can reach this process's followers any more.
  const stopLosses = link.onDown(() => {
    const lost = [...losses.values()];
    losses.clear();
    for (const l of lost) l();
  });
  return {
    ensureAvailable: () => link.ensureAvailable(),
    async control(message) {
      await viaRedis(link, async () => {
        await controlSubscribed;
        return redis.publish(CONTROL_CHANNEL, JSON.stringify(message));
      });
    },
    onControl(listener) {
      controls.add(listener);
      // Once Redis is ready, however long that takes; ioredis subscribes again after a reconnection.
      controlSubscribed ??= link
        .whenReady()
        .then(() => subscriber.subscribe(CONTROL_CHANNEL))
        .catch(() => undefined);
      return () => controls.delete(listener);
    },
    async append(event) {
      const json = JSON.stringify(event);
      await viaRedis(link, () =>
        redis
          .multi()
          .rpush(key(event.runId), json)
          .ltrim(key(event.runId), -TAIL_SIZE, -1)
          .pexpire(key(event.runId), event.type === 'done' ? FINISHED_TTL_MS : 6 * 3600 * 1000)
          .publish(channel(event.runId), json)
          .exec(),
      );
    },
    async tail(runId, afterSeq) {
      const items = await viaRedis(link, () => redis.lrange(key(runId), 0, -1));
      return items.map((s) => JSON.parse(s) as RunEvent).filter((e) => e.seq > afterSeq);
    },
    async subscribe(runId, listener, lost) {
      await link.whenReady({ timeoutMs: READY_WAIT_MS });
      let set = listeners.get(runId);
      if (!set) {
        listeners.set(runId, (set = new Set()));
        await viaRedis(link, () => subscriber.subscribe(channel(runId))).catch((error: unknown) => {
          listeners.delete(runId);
          throw error;
        });
      }
      set.add(listener);
      if (lost) losses.set(listener, lost);
      return () => {
        set.delete(listener);
        losses.delete(listener);
        if (set.size === 0) {
          listeners.delete(runId);
          void subscriber.unsubscribe(channel(runId)).catch(() => undefined);
        }
      };
    },
    async close() {
      stopLosses();
      listeners.clear();
      losses.clear();
      controls.clear();
    },
  };
}
