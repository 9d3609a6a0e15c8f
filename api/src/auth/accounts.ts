/**
 * Accounts: register, login, check-username/e-mail, password reset.
 * Used by both GraphQL resolvers and REST adapters; knows nothing of HTTP.
 */
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { RateLimitedError, ValidationError } from '../errors/domain-errors.js';
import type { Limiter } from '../limits/rate-limiter.js';
import { dummyHash, hashPassword, verifyPassword } from './passwords.js';
import {
  MESSAGES,
  emailRule,
  usernameRule,
  type LoginInput,
  type RegisterInput,
  type ResetPasswordInput,
} from './rules.js';
import { findKnownDevice, forgetDevices } from './known-devices.js';
import { createAccount, policyFor, welcome } from './account-creation.js';
import { signInUser, type ClientInfo, type SignedIn } from './sessions.js';
import { assertPasswordSignIn, type AccountDeps } from './account-deps.js';
import { offerSignInLink, type SignInLinkSent } from './sign-in-links.js';
import { hashSecret, newSecret } from './tokens.js';
import { SIGNUP_MESSAGES } from '../admin/signup-policy.js';
import { i18nFor } from '../words/i18n.js';
import { recipientLocale } from './locale.js';
import { said } from '../words/said.js';

export type { SignedIn };

/** Login with wrong credentials: 401 on REST, a typed error on GraphQL. */
export class InvalidCredentialsError extends ValidationError {
  constructor() {
    super([{ field: 'password', message: MESSAGES.invalidCredentials }], 401);
    this.name = 'InvalidCredentialsError';
  }
}

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const FORGOT_PASSWORD_MESSAGE = said(
  /*i18n*/ {
    id: 'error.auth.reset-link-sent',
    message: 'If an account exists for that email, we sent a link to reset the password.',
  },
);
export const RESET_DONE_MESSAGE = said(
  /*i18n*/ {
    id: 'error.auth.password-reset-done',
    message: 'Your password has been reset. Please sign in.',
  },
);

const sessionDeps = (deps: AccountDeps) => ({ db: deps.db, ttlMs: deps.config.session.ttlMs });
const ipKey = (client: ClientInfo) => client.ip ?? 'unknown';

/** Signed up on an instance where new accounts wait for the admin's approval: no session yet. */
export class SignUpPending {
  readonly message = SIGNUP_MESSAGES.pending;
  constructor(readonly email: string) {}
}

/** Signs up (`registerInput` of rules.ts). */
export async function register(
  deps: AccountDeps,
  input: RegisterInput,
  client: ClientInfo = {},
): Promise<SignedIn | SignUpPending> {
  await deps.limits.registerIp.consume(ipKey(client));
  assertPasswordSignIn(deps);
  const policy = await policyFor(deps, input.email);
  if (policy === 'closed') throw new ValidationError([{ field: 'signup', message: SIGNUP_MESSAGES.closed }], 403);
  if (policy === 'invite' && !input.invitation) {
    throw new ValidationError([{ field: 'invitation', message: SIGNUP_MESSAGES.invitationOnly }], 403);
  }
  const user = await createAccount(deps, {
    email: input.email,
    username: input.username,
    displayName: input.displayName,
    timezone: input.timezone,
    about: input.about,
    password: input.password,
    status: policy === 'approval' ? 'pending' : 'active',
    invitation: policy === 'invite' ? input.invitation : null,
    // A language picked before signing up stays the account's (the mails about a waiting sign-up use it).
    locale: client.chosenLocale ?? null,
  });
  if (user.status === 'pending') return new SignUpPending(user.email);
  const signed = await signInUser(sessionDeps(deps), user, client);
  await welcome(deps, user);
  return signed;
}

/**
 * Brute force is slowed without letting anyone lock the owner out
 * (docs/decisions/sign-in-without-lockout.md). A browser the account signed in on before (its
 * duet_device cookie) has a limit of its own and nothing else. Any other is counted per address,
 * per e-mail and address, and — unless the account signed in from that address before — per
 * e-mail across all addresses. Past that last limit the password is not checked at all: the
 * owner is mailed a sign-in link (SignInLinkSent), the guesser gets nothing.
 */
export async function login(
  deps: AccountDeps,
  input: LoginInput,
  client: ClientInfo = {},
): Promise<SignedIn | SignInLinkSent> {
  assertPasswordSignIn(deps);
  const device = await findKnownDevice(deps.db, input.email, client.deviceToken);
  if (device) await deps.limits.loginDevice.consume(device.id);
  else await deps.limits.loginIp.consume(ipKey(client));
  const pairKey = `${input.email}|${ipKey(client)}`;
  if (!device) {
    await deps.limits.loginEmailIp.consume(pairKey);
    const knownAddress =
      client.ip !== undefined &&
      (await deps.db.session.count({ where: { ip: client.ip, user: { email: input.email } } })) > 0;
    if (!knownAddress && !(await takes(deps.limits.loginEmail, input.email))) {
      return offerSignInLink(deps, input.email, client);
    }
  }
  const user = await deps.db.user.findUnique({ where: { email: input.email } });
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), input.password);
  if (!user || !ok) throw new InvalidCredentialsError();
  await (device ? deps.limits.loginDevice.reset(device.id) : deps.limits.loginEmailIp.reset(pairKey));
  return signInUser(sessionDeps(deps), user, client);
}

/** Counts one attempt; false once the limit is reached (instead of a 429). */
async function takes(limiter: Limiter, key: string): Promise<boolean> {
  try {
    await limiter.consume(key);
    return true;
  } catch (error) {
    if (error instanceof RateLimitedError) return false;
    throw error;
  }
}

export interface Availability {
  available: boolean;
  message: string | null;
}

/** A username to check: any text (a rule it breaks is the answer's message, not a refusal). */
export const usernameCheck = z.object({ username: z.string({ error: MESSAGES.usernameTooShort }) });
export type UsernameCheck = z.output<typeof usernameCheck>;

export async function checkUsername(
  deps: AccountDeps,
  { username }: UsernameCheck,
  client: ClientInfo = {},
): Promise<Availability & { username: string }> {
  await deps.limits.checkIp.consume(ipKey(client));
  const rule = usernameRule.safeParse(username);
  if (!rule.success) {
    return { username, available: false, message: rule.error.issues[0]?.message ?? null };
  }
  const taken = await deps.db.user.findUnique({ where: { username }, select: { id: true } });
  return taken
    ? { username, available: false, message: MESSAGES.usernameUnavailable }
    : { username, available: true, message: null };
}

/** An e-mail address, for checkEmail and requestPasswordReset. */
export const emailInput = z.object({ email: emailRule });
export type EmailInput = z.output<typeof emailInput>;

export async function checkEmail(
  deps: AccountDeps,
  { email }: EmailInput,
  client: ClientInfo = {},
): Promise<Availability & { email: string }> {
  await deps.limits.checkIp.consume(ipKey(client));
  const taken = await deps.db.user.findUnique({ where: { email }, select: { id: true } });
  return taken ? { email, available: false, message: MESSAGES.emailTaken } : { email, available: true, message: null };
}

/** Same answer for known and unknown e-mails; mails a one-hour, single-use link. */
export async function requestPasswordReset(
  deps: AccountDeps,
  { email }: EmailInput,
  client: ClientInfo = {},
): Promise<{ message: string }> {
  await deps.limits.forgotIp.consume(ipKey(client));
  const user = await deps.db.user.findUnique({ where: { email } });
  if (user) {
    const token = newSecret();
    await deps.db.passwordResetToken.create({
      data: {
        userId: user.id,
        tokenHash: hashSecret(token),
        expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
      },
    });
    const link = `${deps.config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
    // In the person's language, else the language of whoever asked (auth/locale.ts).
    const i18n = i18nFor(recipientLocale(user, client.locale));
    const name = user.displayName ?? user.username;
    await deps.mailer.send({
      to: user.email,
      subject: i18n._({ id: 'mail.reset.subject', message: 'Reset your Duet password' }),
      text: i18n._({
        id: 'mail.reset.text',
        message:
          'Hello {name},\n\n' +
          'Someone asked to reset the password of your Duet account. To choose a new one, open:\n\n{link}\n\n' +
          'The link works once and expires in one hour. If you did not ask for it, ignore this message.\n',
        values: { name, link },
      }),
    });
  }
  return { message: FORGOT_PASSWORD_MESSAGE };
}

/** Sets the new password, consumes the token and ends every session of the user. */
export async function resetPassword(deps: AccountDeps, input: ResetPasswordInput): Promise<{ message: string }> {
  const record = await deps.db.passwordResetToken.findUnique({
    where: { tokenHash: hashSecret(input.token) },
  });
  if (!record || record.usedAt || record.expiresAt.getTime() <= Date.now()) {
    throw ValidationError.of('token', MESSAGES.resetTokenInvalid);
  }
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  const consumed = await deps.db.$transaction(async (tx) => {
    // Consume atomically: a second use of the same link changes nothing.
    const { count } = await tx.passwordResetToken.updateMany({
      where: { id: record.id, usedAt: null },
      data: { usedAt: now },
    });
    if (count === 0) return false;
    await tx.user.update({ where: { id: record.userId }, data: { passwordHash } });
    await tx.passwordResetToken.updateMany({
      where: { userId: record.userId, usedAt: null },
      data: { usedAt: now },
    });
    // Every session and access token: whoever held one may be who the reset shuts out. And
    // every known device: one that signed in with the old password may be theirs.
    await tx.session.deleteMany({ where: { userId: record.userId } });
    await forgetDevices(tx as Db, record.userId);
    return true;
  });
  if (!consumed) throw ValidationError.of('token', MESSAGES.resetTokenInvalid);
  return { message: RESET_DONE_MESSAGE };
}
