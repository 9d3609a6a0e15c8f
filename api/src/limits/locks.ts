/**
 * Locks with an expiry, for work one process at a time may do (an import per person, a few
 * imports per server): in memory, or in Redis when several processes share the work (SET NX PX,
 * renewed while held, released only by their holder). A holder that dies without releasing
 * (kill -9) leaves a lock that expires after `ttlMs`.
 */
import { randomBytes } from 'node:crypto';
import type { Redis } from 'ioredis';
import { UnavailableError } from '../errors/domain-errors.js';
import { said } from '../words/said.js';

/** Work that must be done one at a time across processes waits for Redis rather than risk being done twice. */
const LOCKS_AWAY = said(
  /*i18n*/ {
    id: 'error.limits.locks-away',
    message: "Duet can't start this right now: a service it needs is unreachable. Try again in a moment.",
  },
);

export interface Lock {
  release(): Promise<void>;
}

export interface Locks {
  /** The lock on `key`, or null when someone holds it. */
  acquire(key: string): Promise<Lock | null>;
}

const RENEW = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return 0`;
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`;

export function createLocks(redis?: Redis, ttlMs = 60_000): Locks {
  if (!redis) {
    const held = new Set<string>();
    return {
      async acquire(key) {
        if (held.has(key)) return null;
        held.add(key);
        let released = false;
        return {
          async release() {
            if (!released) held.delete(key);
            released = true;
          },
        };
      },
    };
  }
  return {
    async acquire(key) {
      const name = `duet:lock:${key}`;
      const token = randomBytes(12).toString('base64url');
      if (redis.status !== 'ready') throw new UnavailableError(LOCKS_AWAY);
      const taken = await redis.set(name, token, 'PX', ttlMs, 'NX').catch(() => {
        throw new UnavailableError(LOCKS_AWAY);
      });
      if (taken !== 'OK') return null;
      const renew = setInterval(
        () => void redis.eval(RENEW, 1, name, token, ttlMs).catch(() => undefined),
        Math.floor(ttlMs / 3),
      );
      renew.unref();
      return {
        async release() {
          clearInterval(renew);
          await redis.eval(RELEASE, 1, name, token).catch(() => undefined);
        },
      };
    },
  };
}
