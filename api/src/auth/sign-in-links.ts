/**
 * Sign-in links: when guesses from many addresses have used up an account's limit for new
 * devices, a new device's password is not checked (that would give the guessers unlimited tries)
 * and the owner is offered a single-use link by e-mail instead. The link signs in the browser
 * that opens it and makes it a known device (auth/known-devices.ts). At most one mail per account
 * every ten minutes, so guessers cannot flood the owner's inbox; each link lives fifteen minutes,
 * so the last one mailed is always still good. docs/decisions/sign-in-without-lockout.md.
 */
import { z } from 'zod';
import { ValidationError } from '../errors/domain-errors.js';
import { assertPasswordSignIn, type AccountDeps } from './account-deps.js';
import { signInUser, type ClientInfo, type SignedIn } from './sessions.js';
import { hashSecret, newSecret } from './tokens.js';
import { i18nFor } from '../words/i18n.js';
import { recipientLocale } from './locale.js';
import { said } from '../words/said.js';

export const SIGN_IN_LINK_TTL_MS = 15 * 60 * 1000;
/** The least time between two link mails to one account. */
export const SIGN_IN_LINK_MAIL_INTERVAL_MS = 10 * 60 * 1000;

export const SIGN_IN_LINK_SENT = said(
  /*i18n*/ {
    id: 'error.auth.sign-in-link-sent',
    message:
      'We e-mailed you a link to sign in. There were too many attempts to sign in to this account from new devices, so on a new device the password is not enough for now. The link works once, for 15 minutes.',
  },
);
export const SIGN_IN_LINK_INVALID = said(
  /*i18n*/ {
    id: 'error.auth.sign-in-link-invalid',
    message: 'This sign-in link is invalid or has expired',
  },
);

/** The answer to a sign-in that was sent a link instead (the same whether the account exists or not). */
export class SignInLinkSent {
  readonly message = SIGN_IN_LINK_SENT;
}

export const linkInput = z.object({
  token: z.string({ error: SIGN_IN_LINK_INVALID }).min(1, SIGN_IN_LINK_INVALID).max(200, SIGN_IN_LINK_INVALID),
});
export type LinkInput = z.output<typeof linkInput>;

/**
 * Mails the account a sign-in link, unless one that is still unused went out in the last ten
 * minutes (it is in the owner's inbox, good for five minutes more at least).
 */
export async function offerSignInLink(
  deps: AccountDeps,
  email: string,
  client: ClientInfo = {},
): Promise<SignInLinkSent> {
  const user = await deps.db.user.findUnique({ where: { email } });
  if (!user) return new SignInLinkSent();
  const now = Date.now();
  const recent = await deps.db.signInLink.count({
    where: {
      userId: user.id,
      usedAt: null,
      createdAt: { gt: new Date(now - SIGN_IN_LINK_MAIL_INTERVAL_MS) },
    },
  });
  if (recent > 0) return new SignInLinkSent();
  const token = newSecret();
  await deps.db.signInLink.create({
    data: {
      userId: user.id,
      tokenHash: hashSecret(token),
      expiresAt: new Date(now + SIGN_IN_LINK_TTL_MS),
    },
  });
  const link = `${deps.config.publicUrl}/sign-in-link?token=${encodeURIComponent(token)}`;
  // In the owner's language, else the language of the sign-in that asked (auth/locale.ts).
  const i18n = i18nFor(recipientLocale(user, client.locale));
  const name = user.displayName ?? user.username;
  await deps.mailer.send({
    to: user.email,
    subject: i18n._({ id: 'mail.sign-in-link.subject', message: 'Your Duet sign-in link' }),
    text: i18n._({
      id: 'mail.sign-in-link.text',
      message:
        'Hello {name},\n\n' +
        'There were too many attempts to sign in to your Duet account from devices it does not know, ' +
        'so a new device needs this link to sign in for now. Open it on the device you are signing in on:\n\n{link}\n\n' +
        'The link works once and expires in 15 minutes; that device will not need one again. ' +
        'If you did not try to sign in, someone may be guessing your password: ignore this message, ' +
        'and your devices that signed in before still sign in with your password.\n',
      values: { name, link },
    }),
  });
  return new SignInLinkSent();
}

/** Signs in with a mailed link: once, within fifteen minutes. The browser becomes a known device. */
export async function signInWithLink(
  deps: AccountDeps,
  { token }: LinkInput,
  client: ClientInfo = {},
): Promise<SignedIn> {
  assertPasswordSignIn(deps);
  await deps.limits.loginIp.consume(client.ip ?? 'unknown');
  const record = await deps.db.signInLink.findUnique({ where: { tokenHash: hashSecret(token) } });
  if (!record || record.usedAt || record.expiresAt.getTime() <= Date.now()) {
    throw ValidationError.of('token', SIGN_IN_LINK_INVALID);
  }
  const now = new Date();
  // Consume atomically: a second use changes nothing. The account's other links go with it.
  const { count } = await deps.db.signInLink.updateMany({
    where: { id: record.id, usedAt: null },
    data: { usedAt: now },
  });
  if (count === 0) throw ValidationError.of('token', SIGN_IN_LINK_INVALID);
  await deps.db.signInLink.updateMany({
    where: { userId: record.userId, usedAt: null },
    data: { usedAt: now },
  });
  const user = await deps.db.user.findUniqueOrThrow({ where: { id: record.userId } });
  return signInUser({ db: deps.db, ttlMs: deps.config.session.ttlMs }, user, client);
}
