/**
 * Making an account: the one place every new person passes through, whether they registered with a
 * password (accounts.ts) or arrived through single sign-on (single-sign-on.ts). A sign-up policy
 * (open, invitation, approval, closed) belongs here, so it applies to both.
 */
import type { Locale } from '../../../common/locales.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { User } from '../db/generated/sqlite/client.js';
import { ConflictError } from '../errors/domain-errors.js';
import type { Logger } from '../logging/logger.js';
import { readSignupPolicy, type SignupPolicy } from '../admin/signup-policy.js';
import { useInvitation } from '../admin/invitations.js';
import { hashPassword } from './passwords.js';
import { MESSAGES } from './rules.js';
import { settleRole } from './roles.js';

export interface AccountCreationDeps {
  db: Db;
  config: Pick<Config, 'adminEmails' | 'signupPolicy'>;
  logger: Logger;
  /** Called after a user is created (welcome notification, …). */
  onRegistered?: (user: User) => Promise<void>;
}

export interface NewAccount {
  email: string;
  username: string;
  displayName?: string | null;
  timezone?: string | null;
  about?: string | null;
  /** Hashed here, once the e-mail and username are known to be free. */
  password: string;
  /** pending: waits for an admin's approval (api/src/admin/people.ts). */
  status?: 'active' | 'pending';
  /** An invitation link's token, used once in the same transaction (api/src/admin/invitations.ts). */
  invitation?: string | null;
  /** The language chosen on the device before signing up (auth/locale.ts); null: follow the browser. */
  locale?: Locale | null;
}

export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string })?.code === 'P2002';
}

/** Refuses an e-mail or username already taken (ConflictError, with the docs/product.md §5 message). */
export async function assertFree(db: Db, email: string, username: string): Promise<void> {
  const [byEmail, byUsername] = await Promise.all([
    db.user.findUnique({ where: { email }, select: { id: true } }),
    db.user.findUnique({ where: { username }, select: { id: true } }),
  ]);
  if (byEmail) throw new ConflictError('email', MESSAGES.emailTaken);
  if (byUsername) throw new ConflictError('username', MESSAGES.usernameUnavailable);
}

/**
 * The sign-up policy that applies to a new person, by the form or single sign-on
 * (api/src/admin/signup-policy.ts). The first account (the admin to be) and those ADMIN_EMAILS
 * names may always sign up.
 */
export async function policyFor(
  deps: Pick<AccountCreationDeps, 'db' | 'config'>,
  email: string,
): Promise<SignupPolicy> {
  if (deps.config.adminEmails.includes(email)) return 'open';
  const policy = await readSignupPolicy(deps.db, deps.config);
  if (policy === 'open' || (await deps.db.user.count({ take: 1 })) === 0) return 'open';
  return policy;
}

/**
 * Creates the user and their empty profile (using up the invitation, when one is given) and settles
 * their role. The caller runs the welcome hook when the person is welcome (welcome below).
 */
export async function createAccount(deps: AccountCreationDeps, account: NewAccount): Promise<User> {
  await assertFree(deps.db, account.email, account.username);
  const passwordHash = await hashPassword(account.password);
  let user: User;
  try {
    user = await deps.db.$transaction(async (tx) => {
      if (account.invitation) await useInvitation(tx as Db, account.invitation);
      return tx.user.create({
        data: {
          email: account.email,
          username: account.username,
          displayName: account.displayName,
          timezone: account.timezone,
          about: account.about,
          passwordHash,
          status: account.status ?? 'active',
          locale: account.locale ?? null,
          profile: { create: {} },
        },
      });
    });
  } catch (error) {
    // Lost a race with another sign-up of the same e-mail or username.
    if (isUniqueViolation(error)) await assertFree(deps.db, account.email, account.username);
    throw error;
  }
  user.role = await settleRole(deps.db, user, deps.config.adminEmails);
  return user;
}

/** Runs the onRegistered hook (welcome notification, …); its failure is logged, never the person's. */
export async function welcome(deps: Pick<AccountCreationDeps, 'onRegistered' | 'logger'>, user: User): Promise<void> {
  await deps
    .onRegistered?.(user)
    .catch((error: unknown) => deps.logger.error({ err: error }, 'onRegistered hook failed'));
}
