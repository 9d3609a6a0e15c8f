/**
 * A daily allowance of bytes per key (rate-limiter-flexible with a point per byte): how much an
 * address may still store today. In memory, or shared through Redis across processes (counted by
 * each process in memory while Redis cannot be reached, as the rate limits are).
 */
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible';
import { whileRedisIsAway } from './rate-limiter.js';

export interface ByteBudget {
  /** Bytes `key` may still spend in the current window. */
  remaining(key: string): Promise<number>;
  /** Records `bytes` spent by `key` (never refuses: check remaining() first). */
  spend(key: string, bytes: number): Promise<void>;
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
    async spend(key, bytes) {
      await impl.penalty(key, bytes);
    },
  };
}
