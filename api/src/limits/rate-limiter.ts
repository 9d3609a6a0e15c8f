/**
 * Rate limits, in memory by default and shared through Redis when REDIS_URL is set, so several
 * API processes count together: fixed windows (rate-limiter-flexible) for attempts and for points
 * (createPointsLimiter: the API's request allowance), and sliding windows (createSlidingLimiter)
 * where a refusal must say when room really frees. While Redis
 * cannot be reached each process counts on its own, in memory (the limits still hold, per
 * process): sign-in goes on (docs/decisions/infrastructure-outages.md).
 */
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { RateLimitedError } from '../errors/domain-errors.js';

export interface Limit {
  /** Key prefix, e.g. "login-ip". */
  name: string;
  points: number;
  durationSeconds: number;
}

/** What a refusal says: its message, or the error to throw (a RateLimitedError of its own kind). */
export type Refusal = (retryAfterSeconds: number) => string | RateLimitedError;

const refusalOf = (retry: number, refuse?: Refusal) => {
  const said = refuse?.(retry);
  return said instanceof RateLimitedError ? said : new RateLimitedError(retry, said);
};

export interface Limiter {
  /** Counts one attempt for `key`; throws RateLimitedError past the limit. */
  consume(key: string, refuse?: Refusal): Promise<void>;
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
    async consume(key, refuse) {
      try {
        await impl.consume(key);
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) {
          throw refusalOf(Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)), refuse);
        }
        throw rejection;
      }
    },
    async reset(key) {
      await impl.delete(key);
    },
  };
}

/** A key's count after a take: the points used in its window and the time until that window ends. */
export interface PointsTaken {
  /** Whether the points were taken: a refused take takes none. */
  granted: boolean;
  used: number;
  msBeforeReset: number;
}

export interface PointsLimiter {
  readonly points: number;
  readonly durationSeconds: number;
  /** Takes `cost` points of `key`'s window if it has them left; a cost of 0 only reads. */
  take(key: string, cost: number): Promise<PointsTaken>;
}

/**
 * `points` per key in a fixed window that starts with the key's first take (rate-limiter-flexible,
 * as createLimiter, with the same fallback while Redis is away), where a take may cost several.
 */
export function createPointsLimiter(limit: Limit, redis?: Redis): PointsLimiter {
  const options = { keyPrefix: `duet:rl:${limit.name}`, points: limit.points, duration: limit.durationSeconds };
  const impl = redis
    ? new RateLimiterRedis({ ...options, storeClient: redis, ...whileRedisIsAway(options) })
    : new RateLimiterMemory(options);
  const windowMs = limit.durationSeconds * 1000;
  return {
    points: limit.points,
    durationSeconds: limit.durationSeconds,
    async take(key, cost) {
      if (cost <= 0) {
        const now = await impl.get(key);
        // A window that has ended (and not yet been forgotten) counts as none.
        const open = now !== null && now.msBeforeNext > 0;
        return {
          granted: true,
          used: open ? now.consumedPoints : 0,
          msBeforeReset: open ? now.msBeforeNext : windowMs,
        };
      }
      try {
        const taken = await impl.consume(key, cost);
        return { granted: true, used: taken.consumedPoints, msBeforeReset: taken.msBeforeNext };
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        // Counted by the attempt: given back, so a refusal costs nothing.
        await impl.reward(key, cost);
        return { granted: false, used: rejection.consumedPoints - cost, msBeforeReset: rejection.msBeforeNext };
      }
    },
  };
}

/**
 * At most `points` events per key in any `durationSeconds` (a log of their times): an event is
 * counted only when it is let through, and a refusal's retry is when the oldest counted event
 * leaves the window, so it says when room really frees. Check and record are one step (one
 * Lua script in Redis; synchronous in memory), so parallel requests cannot both take the last place.
 */
export function createSlidingLimiter(limit: Limit, redis?: Redis, now: () => number = Date.now): Limiter {
  const windowMs = limit.durationSeconds * 1000;
  const take = redis ? redisLog(redis, `duet:sw:${limit.name}`, windowMs) : memoryLog(windowMs);
  return {
    async consume(key, refuse) {
      const waitMs = await take(key, limit.points, now());
      if (waitMs !== null) throw refusalOf(Math.max(1, Math.ceil(waitMs / 1000)), refuse);
    },
    async reset(key) {
      await take(key, -1, now());
    },
  };
}

/** Records an event at `at` if fewer than `points` are in the window (null), else the ms until one leaves. Negative points: forget the key. */
type Take = (key: string, points: number, at: number) => Promise<number | null>;

function memoryLog(windowMs: number): Take {
  const logs = new Map<string, number[]>();
  let sweptAt = 0;
  return async (key, points, at) => {
    if (at - sweptAt > windowMs) {
      // Addresses that went quiet are forgotten once their window has passed.
      for (const [k, times] of logs) if ((times.at(-1) ?? 0) <= at - windowMs) logs.delete(k);
      sweptAt = at;
    }
    if (points < 0) {
      logs.delete(key);
      return null;
    }
    const times = (logs.get(key) ?? []).filter((time) => time > at - windowMs);
    logs.set(key, times);
    if (times.length >= points) return Math.min(...times) + windowMs - at;
    times.push(at);
    return null;
  };
}

const TAKE_SCRIPT = `
local window = tonumber(ARGV[2])
local at = tonumber(ARGV[1])
local points = tonumber(ARGV[3])
if points < 0 then redis.call('DEL', KEYS[1]) return -1 end
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', at - window)
if redis.call('ZCARD', KEYS[1]) < points then
  redis.call('ZADD', KEYS[1], at, ARGV[4])
  redis.call('PEXPIRE', KEYS[1], window)
  return -1
end
local oldest = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
return tonumber(oldest[2]) + window - at`;

/** Shared through Redis; while Redis cannot be reached, this process's own count (as the fixed windows do). */
function redisLog(redis: Redis, prefix: string, windowMs: number): Take {
  const insurance = memoryLog(windowMs);
  return async (key, points, at) => {
    if (redis.status !== 'ready') return insurance(key, points, at);
    const member = `${at}:${randomBytes(6).toString('base64url')}`;
    let wait: number;
    try {
      wait = Number(await redis.eval(TAKE_SCRIPT, 1, `${prefix}:${key}`, at, windowMs, points, member));
    } catch {
      return insurance(key, points, at);
    }
    return wait < 0 ? null : wait;
  };
}
