/**
 * What the account use cases of auth/ need (the database, the configuration, the mailer, the
 * limits), and the rule every password sign-in keeps: its own module, so that accounts.ts and
 * sign-in-links.ts, which call each other's use cases, do not import each other.
 */
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { User } from '../db/generated/sqlite/client.js';
import { ValidationError } from '../errors/domain-errors.js';
import type { Limiter } from '../limits/rate-limiter.js';
import type { Logger } from '../logging/logger.js';
import type { Mailer } from '../mail/mailer.js';
import { ssoOnlyMessage } from './rules.js';

export interface AccountDeps {
  db: Db;
  config: Pick<Config, 'publicUrl' | 'session' | 'adminEmails' | 'signupPolicy' | 'sso'>;
  mailer: Mailer;
  logger: Logger;
  limits: {
    loginIp: Limiter;
    /** Wrong passwords for one e-mail from one address. */
    loginEmailIp: Limiter;
    /** Sign-ins to one account from devices and addresses it does not know (slower); past it, a mailed link. */
    loginEmail: Limiter;
    /** Wrong passwords from one known device (auth/known-devices.ts), in place of the three above. */
    loginDevice: Limiter;
    /** Wrong passwords when changing it or confirming who one is (auth/confirm-identity.ts), per account. */
    changePassword: Limiter;
    /** Mails about changing the e-mail, per account (auth/email-change.ts). */
    emailChange: Limiter;
    registerIp: Limiter;
    forgotIp: Limiter;
    checkIp: Limiter;
  };
  /** The clock of recent sign-ins and links (tests move it instead of waiting); Date.now by default. */
  now?: () => number;
  /** Called after a user is created (welcome notification, …). */
  onRegistered?: (user: User) => Promise<void>;
}

/** With single sign-on only (OIDC_ONLY), a password neither signs in nor makes an account. */
export function assertPasswordSignIn(deps: Pick<AccountDeps, 'config'>): void {
  const sso = deps.config.sso;
  if (sso?.only) throw new ValidationError([{ field: 'email', message: ssoOnlyMessage(sso.name) }], 403);
}
