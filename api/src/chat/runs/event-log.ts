/**
 * Where run events go: a bounded tail per run (for resume) plus live
 * fan-out. In process by default; through Redis when REDIS_URL is set, so a
 * run on one API process can be watched and resumed from another.
 */
import type { Redis } from 'ioredis';
import type { RunEvent } from './run-events.js';

/** How many recent events of a run are kept for resuming clients. */
export const TAIL_SIZE = 2000;
/** How long a finished run's tail stays available (late reconnects). */
export const FINISHED_TTL_MS = 10 * 60 * 1000;

export type Listener = (event: RunEvent) => void;

/** A request to the process running an answer (it may be another process): stop it. */
export interface RunControl {
  type: 'stop';
  runId: string;
}

export interface RunEventLog {
  /** Tells every process (this one included) about a run; the one running it acts. */
  control(message: RunControl): Promise<void>;
  /** Receives every control message; returns the unsubscribe function. */
  onControl(listener: (message: RunControl) => void): () => void;
  append(event: RunEvent): Promise<void>;
  /** Events with seq > afterSeq still in the tail, in order. */
  tail(runId: string, afterSeq: number): Promise<RunEvent[]>;
  /** Live events of a run; returns the unsubscribe function. */
  subscribe(runId: string, listener: Listener): Promise<() => void>;
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

export function createRedisEventLog(redis: Redis): RunEventLog {
  const subscriber = redis.duplicate();
  const listeners = new Map<string, Set<Listener>>();
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
  return {
    async control(message) {
      await controlSubscribed;
      await redis.publish(CONTROL_CHANNEL, JSON.stringify(message));
    },
    onControl(listener) {
      controls.add(listener);
      controlSubscribed ??= subscriber.subscribe(CONTROL_CHANNEL).catch(() => undefined);
      return () => controls.delete(listener);
    },
    async append(event) {
      const json = JSON.stringify(event);
      await redis
        .multi()
        .rpush(key(event.runId), json)
        .ltrim(key(event.runId), -TAIL_SIZE, -1)
        .pexpire(key(event.runId), event.type === 'done' ? FINISHED_TTL_MS : 6 * 3600 * 1000)
        .publish(channel(event.runId), json)
        .exec();
    },
    async tail(runId, afterSeq) {
      const items = await redis.lrange(key(runId), 0, -1);
      return items.map((s) => JSON.parse(s) as RunEvent).filter((e) => e.seq > afterSeq);
    },
    async subscribe(runId, listener) {
      let set = listeners.get(runId);
      if (!set) {
        listeners.set(runId, (set = new Set()));
        await subscriber.subscribe(channel(runId));
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) {
          listeners.delete(runId);
          void subscriber.unsubscribe(channel(runId)).catch(() => undefined);
        }
      };
    },
    async close() {
      listeners.clear();
      controls.clear();
      await subscriber.quit().catch(() => undefined);
    },
  };
}
