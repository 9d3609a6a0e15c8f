/**
 * Account settings: change the password (ends the other sessions and tokens), list the
 * signed-in devices, sign out the others or one of them, and personal access
 * tokens for scripts (Authorization: Bearer). Only a browser session may call these
 * (auth/access.ts): the adapters refuse an access token before they get here.
 */
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { NotFoundError, ValidationError } from '../errors/domain-errors.js';
import { DEFAULT_TOKEN_SCOPE, TOKEN_SCOPES } from './access.js';
import type { AccountDeps } from './account-deps.js';
import { tooManyWrongPasswords } from './confirm-identity.js';
import { forgetDevices } from './known-devices.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { loginPasswordRule, newPasswordRule } from './rules.js';
import { deleteOtherSessions } from './sessions.js';
import { hashSecret, newSecret } from './tokens.js';
import { said } from '../words/said.js';

export const passwordChange = z.object({ currentPassword: loginPasswordRule, newPassword: newPasswordRule });
export type PasswordChange = z.output<typeof passwordChange>;

/**
 * A new password ends every other session and every access token, and forgets every known device
 * but this one (`deviceToken`: its duet_device secret). Wrong current passwords are counted per
 * account (a stolen session cannot guess the password without limit).
 */
export async function changePassword(
  deps: Pick<AccountDeps, 'db' | 'limits'>,
  userId: string,
  sessionId: string | null,
  input: PasswordChange,
  deviceToken?: string,
) {
  const { db } = deps;
  await deps.limits.changePassword.consume(userId, tooManyWrongPasswords);
  const user = await db.user.findUniqueOrThrow({ where: { id: userId } });
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw ValidationError.of(
      'currentPassword',
      said(/*i18n*/ { id: 'error.auth.current-password-incorrect', message: 'Current password is incorrect' }),
    );
  }
  await deps.limits.changePassword.reset(userId);
  const passwordHash = await hashPassword(input.newPassword);
  const ended = await db.$transaction(async (tx) => {
    await tx.user.update({ where: { id: userId }, data: { passwordHash } });
    await forgetDevices(tx as Db, userId, deviceToken);
    return deleteOtherSessions({ db: tx as Db }, userId, sessionId ?? undefined, { tokens: true });
  });
  return {
    message: said(/*i18n*/ { id: 'error.auth.password-changed', message: 'Password changed' }),
    endedSessions: ended,
  };
}

/** The user's signed-in devices and access tokens, or one kind of them, most recently used first. */
export const listSessions = (db: Db, userId: string, kind?: 'session' | 'token') =>
  db.session.findMany({ where: { userId, ...(kind ? { kind } : {}) }, orderBy: { lastUsedAt: 'desc' }, take: 100 });

export async function revokeSession(db: Db, userId: string, id: string) {
  const { count } = await db.session.deleteMany({ where: { id, userId } });
  if (count === 0)
    throw new NotFoundError(said(/*i18n*/ { id: 'error.auth.session-not-found', message: 'Session not found' }));
}

const TOKEN_NAME_NEEDED = said(/*i18n*/ { id: 'error.auth.token-name-needed', message: 'Give the token a name' });

export const accessTokenInput = z.object({
  name: z
    .string({ error: TOKEN_NAME_NEEDED })
    .trim()
    .min(1, TOKEN_NAME_NEEDED)
    .max(
      80,
      said(
        /*i18n*/ { id: 'error.auth.token-name-too-long', message: 'A token name cannot be more than 80 characters' },
      ),
    ),
  scope: z
    .enum(TOKEN_SCOPES, { error: 'A token is for full use of your data (data) or read only (read)' })
    .nullish()
    .transform((scope) => scope ?? DEFAULT_TOKEN_SCOPE),
});

export type AccessTokenInput = z.output<typeof accessTokenInput>;

/** A named token for scripts, with its scope (auth/access.ts); shown once. Valid for a year. */
export async function createAccessToken(db: Db, userId: string, { name, scope }: AccessTokenInput) {
  const token = `duet_pat_${newSecret()}`;
  const session = await db.session.create({
    data: {
      userId,
      kind: 'token',
      scope,
      name,
      tokenHash: hashSecret(token),
      expiresAt: new Date(Date.now() + 365 * 24 * 3600 * 1000),
    },
  });
  return { token, session };
}

/** Signs out every other device of the user (access tokens stay). */
export async function signOutOtherSessions(db: Db, userId: string, currentSessionId: string) {
  const others = { userId, kind: 'session', id: { not: currentSessionId } };
  const ended = await db.$transaction(async (tx) => {
    const rows = await tx.session.findMany({ where: others, select: { id: true } });
    await tx.session.deleteMany({ where: { ...others, id: { in: rows.map((r) => r.id) } } });
    return rows.map((r) => r.id);
  });
  return {
    message: said(/*i18n*/ { id: 'error.auth.signed-out-other-devices', message: 'Signed out of your other devices' }),
    endedSessions: ended.length,
    endedSessionIds: ended,
  };
}
