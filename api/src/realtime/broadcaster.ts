/**
 * Live fan-out of small messages (notifications) to subscribers: in process
 * by default, through Redis pub/sub when REDIS_URL is set.
 */
import type { Redis } from 'ioredis';

export type Listener<T> = (message: T) => void;

export interface Broadcaster {
  publish(channel: string, message: unknown): Promise<void>;
  subscribe<T>(channel: string, listener: Listener<T>): Promise<() => void>;
  close(): Promise<void>;
}

export function createBroadcaster(redis?: Redis): Broadcaster {
  const listeners = new Map<string, Set<Listener<unknown>>>();
  const deliver = (channel: string, message: unknown) => {
    for (const l of listeners.get(channel) ?? []) l(message);
  };
  const subscriber = redis?.duplicate();
  subscriber?.on('message', (channel: string, raw: string) => deliver(channel, JSON.parse(raw)));
  return {
    async publish(channel, message) {
      if (redis) await redis.publish(`duet:bc:${channel}`, JSON.stringify(message));
      else deliver(`duet:bc:${channel}`, message);
    },
    async subscribe<T>(channel: string, listener: Listener<T>) {
      const key = `duet:bc:${channel}`;
      let set = listeners.get(key);
      if (!set) {
        listeners.set(key, (set = new Set()));
        await subscriber?.subscribe(key);
      }
      set.add(listener as Listener<unknown>);
      return () => {
        set.delete(listener as Listener<unknown>);
        if (set.size === 0) {
          listeners.delete(key);
          void subscriber?.unsubscribe(key).catch(() => undefined);
        }
      };
    },
    async close() {
      listeners.clear();
      await subscriber?.quit().catch(() => undefined);
    },
  };
}
