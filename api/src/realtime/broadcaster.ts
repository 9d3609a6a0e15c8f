/**
 * Live fan-out of small messages (notifications) to subscribers: in process
 * by default, through Redis pub/sub when REDIS_URL is set.
 *
 * What goes out here is also stored (a notification, an owner's answer): live delivery is a
 * convenience, so while Redis cannot be reached a message reaches this process's subscribers only
 * and the change that sent it still succeeds (docs/decisions/infrastructure-outages.md).
 * Subscriptions come back with Redis (ioredis subscribes its channels again).
 */
import type { Logger } from '../logging/logger.js';
import type { RedisLink } from './redis-link.js';

export type Listener<T> = (message: T) => void;

export interface Broadcaster {
  publish(channel: string, message: unknown): Promise<void>;
  subscribe<T>(channel: string, listener: Listener<T>): Promise<() => void>;
  close(): Promise<void>;
}

export function createBroadcaster(link?: RedisLink, logger?: Logger): Broadcaster {
  const listeners = new Map<string, Set<Listener<unknown>>>();
  const deliver = (channel: string, message: unknown) => {
    for (const l of listeners.get(channel) ?? []) l(message);
  };
  const subscriber = link?.duplicate();
  subscriber?.on('message', (channel: string, raw: string) => deliver(channel, JSON.parse(raw)));
  return {
    async publish(channel, message) {
      const key = `duet:bc:${channel}`;
      if (!link?.available) return deliver(key, message);
      try {
        await link.whenReady({ timeoutMs: 5000 });
        await link.client.publish(key, JSON.stringify(message));
      } catch (error) {
        logger?.warn({ err: error, channel }, 'live update not sent through Redis: delivered on this process only');
        deliver(key, message);
      }
    },
    async subscribe<T>(channel: string, listener: Listener<T>) {
      const key = `duet:bc:${channel}`;
      let set = listeners.get(key);
      if (!set) {
        listeners.set(key, (set = new Set()));
        // Once Redis is ready (redis-link.ts); waited for when it is, so nothing sent after this is missed.
        const subscribed = link
          ?.whenReady()
          .then(() => subscriber?.subscribe(key))
          .catch(() => undefined);
        if (link?.ready) await subscribed;
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
    },
  };
}
