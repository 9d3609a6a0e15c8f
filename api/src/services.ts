/**
 * The long-lived services of one app instance (database, mail, limits,
 * Redis), wired once and shared by GraphQL and REST.
 */
import { Redis } from 'ioredis';
import type { AccountDeps } from './auth/accounts.js';
import type { SessionDeps } from './auth/sessions.js';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import { createLimiter } from './limits/rate-limiter.js';
import type { Logger } from './logging/logger.js';
import { createMailer, type Mailer } from './mail/mailer.js';

export interface Services {
  config: Config;
  db: Db;
  logger: Logger;
  mailer: Mailer;
  redis?: Redis;
  sessions: SessionDeps;
  accounts: AccountDeps;
  close(): Promise<void>;
}

export interface ServiceOverrides {
  mailer?: Mailer;
}

export function createServices(
  config: Config,
  db: Db,
  logger: Logger,
  overrides: ServiceOverrides = {},
): Services {
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, lazyConnect: false })
    : undefined;
  const window = config.rateLimits.windowSeconds;
  const limit = (name: string, points: number) =>
    createLimiter({ name, points, durationSeconds: window }, redis);
  const mailer = overrides.mailer ?? createMailer(config.mail, logger);
  const sessions: SessionDeps = { db, ttlMs: config.session.ttlMs };
  const accounts: AccountDeps = {
    db,
    config,
    mailer,
    logger,
    limits: {
      loginIp: limit('login-ip', config.rateLimits.loginPerIp),
      loginEmail: limit('login-email', config.rateLimits.loginPerEmail),
      registerIp: limit('register-ip', config.rateLimits.registerPerIp),
      forgotIp: limit('forgot-ip', config.rateLimits.forgotPerIp),
      checkIp: limit('check-ip', config.rateLimits.loginPerIp * 10),
    },
  };
  return {
    config,
    db,
    logger,
    mailer,
    redis,
    sessions,
    accounts,
    async close() {
      await redis?.quit().catch(() => undefined);
    },
  };
}
