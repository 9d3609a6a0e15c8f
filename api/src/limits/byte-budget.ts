/**
 * A daily allowance of bytes per key (rate-limiter-flexible with a point per byte): how much an
 * address may still store today. In memory, or shared through Redis across processes (counted by
 * each process in memory while Redis cannot be reached, as the rate limits are). Taking is one
 * atomic step (consume), so parallel uploads cannot both spend the last bytes.
 */
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { whileRedisIsAway } from './rate-limiter.js';

export interface ByteBudget {
  /** Bytes `key` may still spend in the current window. */
  remaining(key: string): Promise<number>;
  /** Spends `bytes` if they fit in what is left (true), else spends nothing (false). */
  take(key: string, bytes: number): Promise<boolean>;
  /** Gives back bytes taken and not used (a refused or smaller upload). */
  give(key: string, bytes: number): Promise<void>;
}

export function createByteBudget(
  limit: { name: string; bytes: number; durationSeconds: number },
  redis?: Redis,
): ByteBudget {
  const points = Math.max(1, limit.bytes);
  const options = { keyPrefix: `duet:bytes:${limit.name}`, points, duration: limit.durationSeconds };
  const impl = redis
    ? new RateLimiterRedis({ ...options, storeClient: redis, ...whileRedisIsAway(options) })
    : new RateLimiterMemory(options);
  return {
    async remaining(key) {
      const state = await impl.get(key);
      return Math.max(0, points - (state?.consumedPoints ?? 0));
    },
    async take(key, bytes) {
      try {
        await impl.consume(key, bytes);
        return true;
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        // consume counts even what it refuses: undo it.
        await impl.reward(key, bytes);
        return false;
      }
    },
    async give(key, bytes) {
      if (bytes > 0) await impl.reward(key, bytes);
    },
  };
}
