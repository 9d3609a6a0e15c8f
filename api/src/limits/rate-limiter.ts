/**
 * Fixed-window rate limits (rate-limiter-flexible): in memory by default,
 * shared through Redis when REDIS_URL is set, so several API processes
 * count together. While Redis cannot be reached each process counts on its
 * own, in memory (the limits still hold, per process): sign-in goes on
 * (docs/decisions/infrastructure-outages.md).
 */
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimitedError } from '../errors/domain-errors.js';

export interface Limit {
  /** Key prefix, e.g. "login-ip". */
  name: string;
  points: number;
  durationSeconds: number;
}

export interface Limiter {
  /** Counts one attempt for `key`; throws RateLimitedError past the limit. */
  consume(key: string, message?: (retryAfterSeconds: number) => string): Promise<void>;
  /** Forgets `key` (e.g. after a successful login). */
  reset(key: string): Promise<void>;
}

/**
 * Redis not ready (or failing): at once to this process's own count in memory, instead of
 * waiting for ioredis's reconnection attempts.
 */
export function whileRedisIsAway(options: { keyPrefix: string; points: number; duration: number }) {
  return { rejectIfRedisNotReady: true, insuranceLimiter: new RateLimiterMemory(options) };
}

export function createLimiter(limit: Limit, redis?: Redis): Limiter {
  const options = {
    keyPrefix: `duet:rl:${limit.name}`,
    points: limit.points,
    duration: limit.durationSeconds,
  };
  const impl = redis
    ? new RateLimiterRedis({ ...options, storeClient: redis, ...whileRedisIsAway(options) })
    : new RateLimiterMemory(options);
  return {
    async consume(key, message) {
      try {
        await impl.consume(key);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          const retry = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
          throw new RateLimitedError(retry, message?.(retry));
        }
        throw rejection;
      }
    },
    async reset(key) {
      await impl.delete(key);
    },
  };
}
