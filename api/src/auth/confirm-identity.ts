/**
 * "Is it really you?" before what cannot be taken back (deleting the account) or would hand the
 * account to someone else (changing its e-mail): the password, or a browser session that signed in
 * a moment ago (within RECENT_SIGN_IN_MS), so whoever just typed the password is not asked again.
 * A session left open on a shared computer is older than that and must give the password. Wrong
 * passwords count against the same per-account limit as changing the password
 * (auth/account-settings.ts), so a stolen session cannot guess it without end.
 */
import { z } from 'zod';
import type { Session, User } from '../db/generated/sqlite/client.js';
import { ValidationError } from '../errors/domain-errors.js';
import type { AccountDeps } from './account-deps.js';
import { verifyPassword } from './passwords.js';
import { MESSAGES } from './rules.js';
import { said } from '../words/said.js';

export const RECENT_SIGN_IN_MS = 10 * 60 * 1000;
export const PASSWORD_NEEDED = said(
  /*i18n*/ { id: 'error.auth.password-needed', message: 'Enter your password to confirm' },
);
export const PASSWORD_WRONG = said(/*i18n*/ { id: 'error.auth.password-wrong', message: 'Your password is incorrect' });

/** Past the per-account limit on wrong passwords (here and auth/account-settings.ts changePassword). */
export const tooManyWrongPasswords = (seconds: number) =>
  said(
    /*i18n*/ {
      id: 'error.auth.too-many-wrong-passwords',
      message: 'Too many wrong passwords. Try again in {minutes} minutes.',
    },
    { minutes: Math.ceil(seconds / 60) },
  );

export type IdentityDeps = Pick<AccountDeps, 'db' | 'limits' | 'now'>;

/** The password that confirms it, or null (none given: a recent sign-in may do). */
export const confirmingPassword = z
  .string({ error: PASSWORD_NEEDED })
  .max(256, MESSAGES.passwordTooLong)
  .nullish()
  .transform((v) => (v ? v : null));

/** Whether this credential is a browser session that signed in within the last ten minutes. */
export function signedInRecently(deps: Pick<IdentityDeps, 'now'>, session: Session | null): boolean {
  if (!session || session.kind !== 'session') return false;
  return (deps.now?.() ?? Date.now()) - session.createdAt.getTime() < RECENT_SIGN_IN_MS;
}

/**
 * Passes when `password` is the account's, or when none is given and the session signed in
 * recently; otherwise a ValidationError at the field `password` (a given password is always
 * checked, even on a recent session).
 */
export async function confirmIdentity(
  deps: IdentityDeps,
  user: Pick<User, 'id'>,
  session: Session | null,
  password: string | null,
): Promise<void> {
  if (password === null) {
    if (signedInRecently(deps, session)) return;
    throw ValidationError.of('password', PASSWORD_NEEDED);
  }
  await deps.limits.changePassword.consume(user.id, tooManyWrongPasswords);
  const row = await deps.db.user.findUniqueOrThrow({ where: { id: user.id }, select: { passwordHash: true } });
  if (!(await verifyPassword(row.passwordHash, password))) throw ValidationError.of('password', PASSWORD_WRONG);
  await deps.limits.changePassword.reset(user.id);
}
