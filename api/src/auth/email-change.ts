/**
 * Changing the account's e-mail. The person asks for the new address (confirming it is them:
 * auth/confirm-identity.ts); a single-use link goes to the new address, and the old one is told.
 * Until the link is used nothing changes: sign-in, resets and mail still use the old address.
 * The link works for 24 hours; asking again (or "Resend") replaces it, and Cancel drops it. The
 * address must be free when asked and again when the link is used. At most EMAIL_CHANGE_MAILS
 * mails an hour per account, so nobody can flood an inbox through Duet.
 */
import { z } from 'zod';
import type { Session, User } from '../db/generated/sqlite/client.js';
import { ConflictError, NotFoundError, UnavailableError, ValidationError } from '../errors/domain-errors.js';
import { isUniqueViolation } from './account-creation.js';
import type { AccountDeps } from './account-deps.js';
import { confirmIdentity, confirmingPassword } from './confirm-identity.js';
import { emailRule, MESSAGES } from './rules.js';
import { hashSecret, newSecret } from './tokens.js';
import type { Locale } from '../../../common/locales.js';
import { i18nFor, type I18n } from '../words/i18n.js';
import { recipientLocale } from './locale.js';
import { said } from '../words/said.js';

export const EMAIL_CHANGE_TTL_MS = 24 * 3600 * 1000;
export const EMAIL_CHANGE_MAILS = 5;
export const SAME_EMAIL = said(/*i18n*/ { id: 'error.auth.same-email', message: 'This is already your e-mail' });
export const NO_PENDING_CHANGE = said(
  /*i18n*/ {
    id: 'error.auth.no-pending-email-change',
    message: 'No change of e-mail is waiting',
  },
);
export const EMAIL_CHANGE_LINK_INVALID = said(
  /*i18n*/ {
    id: 'error.auth.email-change-link-invalid',
    message: 'This link to confirm your new e-mail is invalid or has expired',
  },
);
const MAIL_FAILED = said(
  /*i18n*/ {
    id: 'error.auth.email-change-mail-failed',
    message: 'Duet could not send the e-mail right now. Nothing was changed; try again in a moment.',
  },
);

export interface PendingEmailChange {
  email: string;
  expiresAt: Date;
}

const now = (deps: Pick<AccountDeps, 'now'>) => deps.now?.() ?? Date.now();
const nameOf = (user: Pick<User, 'displayName' | 'username'>) => user.displayName ?? user.username;
export const emailChangeRequest = z.object({ email: emailRule, password: confirmingPassword });
export type EmailChangeRequest = z.output<typeof emailChangeRequest>;

/** The mailed link's token. */
export const emailChangeLink = z.object({
  token: z
    .string({ error: EMAIL_CHANGE_LINK_INVALID })
    .min(1, EMAIL_CHANGE_LINK_INVALID)
    .max(200, EMAIL_CHANGE_LINK_INVALID),
});
export type EmailChangeLink = z.output<typeof emailChangeLink>;

/** The change waiting for its link, or null (none, or its link has expired). */
export async function pendingEmailChange(
  deps: Pick<AccountDeps, 'db' | 'now'>,
  userId: string,
): Promise<PendingEmailChange | null> {
  const row = await deps.db.emailChange.findUnique({ where: { userId } });
  if (!row || row.expiresAt.getTime() <= now(deps)) return null;
  return { email: row.newEmail, expiresAt: row.expiresAt };
}

/** Counts one mail of the account's hourly allowance. */
const takeMail = (deps: AccountDeps, userId: string) =>
  deps.limits.emailChange.consume(userId, (seconds) =>
    said(
      /*i18n*/ {
        id: 'error.auth.too-many-email-change-mails',
        message: 'Too many e-mails about changing your address. Try again in {minutes} minutes.',
      },
      { minutes: Math.ceil(seconds / 60) },
    ),
  );

/** Mails the new address its link; a mail that cannot go out leaves no change waiting. */
async function mailLink(deps: AccountDeps, user: User, email: string, token: string, requestLocale?: Locale) {
  const link = `${deps.config.publicUrl}/accounts/confirm-email?token=${encodeURIComponent(token)}`;
  const i18n = i18nFor(recipientLocale(user, requestLocale));
  try {
    await deps.mailer.send({
      to: email,
      subject: i18n._({ id: 'mail.email-change.link.subject', message: 'Confirm your new e-mail for Duet' }),
      text: i18n._({
        id: 'mail.email-change.link.text',
        message:
          'Hello {name},\n\n' +
          'You asked to use this address for your Duet account (@{username}). To confirm it, open:\n\n{link}\n\n' +
          'The link works once and expires in 24 hours. Until it is used, your account keeps its old address. ' +
          'If you did not ask for this, ignore this message: nothing will change.\n',
        values: { name: nameOf(user), username: user.username, link },
      }),
    });
  } catch (error) {
    deps.logger.error({ err: error }, 'could not mail the e-mail change link');
    await deps.db.emailChange.deleteMany({ where: { userId: user.id } });
    throw new UnavailableError(MAIL_FAILED);
  }
}

/**
 * Tells the account's current address, in the person's language (else the request's); never fails
 * the change (the log says when it could not).
 */
async function tellOldAddress(
  deps: AccountDeps,
  user: User,
  requestLocale: Locale | undefined,
  words: (i18n: I18n) => { subject: string; text: string },
) {
  const i18n = i18nFor(recipientLocale(user, requestLocale));
  const { subject, text } = words(i18n);
  const hello = i18n._({ id: 'mail.hello', message: 'Hello {name},', values: { name: nameOf(user) } });
  await deps.mailer
    .send({ to: user.email, subject, text: `${hello}\n\n${text}` })
    .catch((error: unknown) => deps.logger.error({ err: error }, 'could not tell the old address'));
}

async function assertFree(deps: Pick<AccountDeps, 'db'>, email: string, userId: string) {
  const taken = await deps.db.user.findUnique({ where: { email }, select: { id: true } });
  if (taken && taken.id !== userId) throw new ConflictError('email', MESSAGES.emailTaken);
}

/**
 * Asks to move the account to `email`: mails it a link, tells the current address. The mails are in
 * the person's language, else `requestLocale` (the request's: auth/locale.ts recipientLocale).
 */
export async function requestEmailChange(
  deps: AccountDeps,
  user: User,
  session: Session | null,
  { email, password }: EmailChangeRequest,
  requestLocale?: Locale,
): Promise<PendingEmailChange> {
  if (email === user.email) throw ValidationError.of('email', SAME_EMAIL);
  await confirmIdentity(deps, user, session, password);
  await assertFree(deps, email, user.id);
  await takeMail(deps, user.id);
  const token = newSecret();
  const expiresAt = new Date(now(deps) + EMAIL_CHANGE_TTL_MS);
  const change = { newEmail: email, tokenHash: hashSecret(token), expiresAt, createdAt: new Date(now(deps)) };
  await deps.db.emailChange.upsert({
    where: { userId: user.id },
    create: { userId: user.id, ...change },
    update: change,
  });
  await mailLink(deps, user, email, token, requestLocale);
  await tellOldAddress(deps, user, requestLocale, (i18n) => ({
    subject: i18n._({ id: 'mail.email-change.asked.subject', message: 'Your Duet e-mail may change' }),
    text: i18n._({
      id: 'mail.email-change.asked.text',
      message:
        'Someone signed in to your Duet account (@{username}) asked to change its e-mail to {email}. ' +
        'Nothing changes unless the link sent to that address is used.\n\n' +
        "If it was you, there is nothing to do here. If it was not, cancel the change in Duet's Settings and " +
        'change your password.\n',
      values: { username: user.username, email },
    }),
  }));
  return { email, expiresAt };
}

/** Mails the waiting change's address a new link (the old link stops working). */
export async function resendEmailChange(
  deps: AccountDeps,
  user: User,
  requestLocale?: Locale,
): Promise<PendingEmailChange> {
  const pending = await pendingEmailChange(deps, user.id);
  if (!pending) throw new NotFoundError(NO_PENDING_CHANGE);
  await takeMail(deps, user.id);
  const token = newSecret();
  const expiresAt = new Date(now(deps) + EMAIL_CHANGE_TTL_MS);
  await deps.db.emailChange.update({ where: { userId: user.id }, data: { tokenHash: hashSecret(token), expiresAt } });
  await mailLink(deps, user, pending.email, token, requestLocale);
  return { email: pending.email, expiresAt };
}

/** Drops the waiting change (its link stops working); nothing waiting is not an error. */
export async function cancelEmailChange(deps: Pick<AccountDeps, 'db'>, userId: string): Promise<void> {
  await deps.db.emailChange.deleteMany({ where: { userId } });
}

/**
 * Follows the mailed link: the account's e-mail becomes the new address, once. The link alone is
 * the proof (it reached that inbox), so it works on any device, signed in or not.
 */
export async function confirmEmailChange(
  deps: AccountDeps,
  { token }: EmailChangeLink,
  requestLocale?: Locale,
): Promise<{ email: string; message: string }> {
  const row = await deps.db.emailChange.findUnique({ where: { tokenHash: hashSecret(token) } });
  if (!row || row.expiresAt.getTime() <= now(deps)) throw ValidationError.of('token', EMAIL_CHANGE_LINK_INVALID);
  await assertFree(deps, row.newEmail, row.userId);
  const before = await deps.db.user.findUniqueOrThrow({ where: { id: row.userId } });
  try {
    await deps.db.$transaction(async (tx) => {
      // Used once: a second use (or a link replaced meanwhile) finds nothing to take.
      const { count } = await tx.emailChange.deleteMany({ where: { id: row.id, tokenHash: row.tokenHash } });
      if (count === 0) throw ValidationError.of('token', EMAIL_CHANGE_LINK_INVALID);
      await tx.user.update({ where: { id: row.userId }, data: { email: row.newEmail } });
    });
  } catch (error) {
    // Another account took the address between the check and the change.
    if (isUniqueViolation(error)) throw new ConflictError('email', MESSAGES.emailTaken);
    throw error;
  }
  await tellOldAddress(deps, before, requestLocale, (i18n) => ({
    subject: i18n._({ id: 'mail.email-change.done.subject', message: 'Your Duet e-mail was changed' }),
    text: i18n._({
      id: 'mail.email-change.done.text',
      message:
        'The e-mail of your Duet account (@{username}) is now {email}: sign in with it from now on. ' +
        'This address will get no more mail about the account.\n\n' +
        'If you did not make this change, someone else may know your password: ask your Duet administrator for help.\n',
      values: { username: before.username, email: row.newEmail },
    }),
  }));
  return {
    email: row.newEmail,
    message: said(
      /*i18n*/ { id: 'error.auth.email-changed', message: 'Your e-mail is now {email}.' },
      {
        email: row.newEmail,
      },
    ),
  };
}
