/**
 * The API's request allowance: points per window for each client, the same on GraphQL and REST.
 * A person signed in (by session or access token, on any device) has one allowance; a client
 * without a session has its address's. What a request costs is said by the edge that reads it
 * (http/operation-cost.ts for GraphQL, 1 for REST). Counted in memory, or in Redis when several
 * processes share the work (limits/rate-limiter.ts createPointsLimiter), fixed windows that start
 * with a client's first request. docs/decisions/api-allowance.md says why.
 */
import type { Redis } from 'ioredis';
import { RateLimitedError } from '../errors/domain-errors.js';
import { createPointsLimiter, type PointsLimiter } from './rate-limiter.js';
import { said } from '../words/said.js';

export interface AllowanceSettings {
  /** Points per window for each person signed in. */
  signedIn: number;
  /** Points per window for each address without a session. */
  anonymous: number;
  windowSeconds: number;
}

/** Who pays for a request: the person, or the address of a client without a session. */
export interface Requester {
  userId: string | null;
  ip: string;
}

/** Where a client's allowance stands after a request. */
export interface AllowanceState {
  /** The points of a whole window. */
  limit: number;
  windowSeconds: number;
  /** What the request asked for. */
  cost: number;
  /** Whether it was let through (and its points taken); a refused request takes none. */
  granted: boolean;
  used: number;
  remaining: number;
  resetAt: Date;
  /** Whole seconds until then, as this answer says it (RateLimit-Reset, Retry-After). */
  resetSeconds: number;
}

export interface RequestAllowance {
  /** Takes `cost` points if the requester has them; a cost of 0 only reads where it stands. */
  charge(who: Requester, cost: number): Promise<AllowanceState>;
}

export function createRequestAllowance(settings: AllowanceSettings, redis?: Redis): RequestAllowance {
  const durationSeconds = settings.windowSeconds;
  const people = createPointsLimiter({ name: 'api-person', points: settings.signedIn, durationSeconds }, redis);
  const addresses = createPointsLimiter({ name: 'api-address', points: settings.anonymous, durationSeconds }, redis);
  const limiterOf = (who: Requester): [PointsLimiter, string] =>
    who.userId ? [people, who.userId] : [addresses, who.ip];
  return {
    async charge(who, cost) {
      const [limiter, key] = limiterOf(who);
      const taken = await limiter.take(key, cost);
      return {
        limit: limiter.points,
        windowSeconds: durationSeconds,
        cost,
        granted: taken.granted,
        used: Math.min(taken.used, limiter.points),
        remaining: Math.max(limiter.points - taken.used, 0),
        // In whole seconds, as the RateLimit fields say it: the same window reads the same end.
        resetAt: new Date(Math.ceil((Date.now() + taken.msBeforeReset) / 1000) * 1000),
        // At least 1 (a client told 0 would ask again at once), at most a window.
        resetSeconds: Math.min(durationSeconds, Math.max(1, Math.ceil(taken.msBeforeReset / 1000))),
      };
    },
  };
}

/** What a refused client is told: what it asked, what is left, and when the allowance is full again. */
export function allowanceRefusal(state: AllowanceState): RateLimitedError {
  const retry = state.resetSeconds;
  const values = {
    cost: state.cost,
    remaining: state.remaining,
    limit: state.limit,
    window: state.windowSeconds,
    seconds: retry,
  };
  const hourly = state.windowSeconds === 3600;
  // Each sentence whole (an hour, or a window of seconds), so that every language words it its way.
  const refusal =
    state.remaining > 0
      ? hourly
        ? said(
            /*i18n*/ {
              id: 'error.limits.allowance-short-hour',
              message:
                'This request costs {cost} points and only {remaining} of the {limit} per hour are left. It is full again in {seconds} seconds.',
            },
            values,
          )
        : said(
            /*i18n*/ {
              id: 'error.limits.allowance-short-seconds',
              message:
                'This request costs {cost} points and only {remaining} of the {limit} per {window} seconds are left. It is full again in {seconds} seconds.',
            },
            values,
          )
      : hourly
        ? said(
            /*i18n*/ {
              id: 'error.limits.allowance-used-up-hour',
              message:
                'The request allowance ({limit} points per hour) is used up. It is full again in {seconds} seconds.',
            },
            values,
          )
        : said(
            /*i18n*/ {
              id: 'error.limits.allowance-used-up-seconds',
              message:
                'The request allowance ({limit} points per {window} seconds) is used up. It is full again in {seconds} seconds.',
            },
            values,
          );
  return new RateLimitedError(retry, refusal);
}
