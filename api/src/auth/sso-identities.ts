/**
 * Who a person signing in through the OpenID provider is in Duet: the account already linked to
 * their identity (issuer + subject), else the account with their verified e-mail (linked from then
 * on), else a new account. An e-mail the provider has not verified is never linked or used.
 */
import { SIGNUP_MESSAGES } from '../admin/signup-policy.js';
import { ACCOUNT_DISABLED } from './sessions.js';
import { randomInt } from 'node:crypto';
import type { Locale } from '../../../common/locales.js';
import type { Db } from '../db/client.js';
import type { User } from '../db/generated/sqlite/client.js';
import { ConflictError } from '../errors/domain-errors.js';
import { createAccount, isUniqueViolation, policyFor, welcome, type AccountCreationDeps } from './account-creation.js';
import { emailRule, usernameRule } from './rules.js';
import { newSecret } from './tokens.js';
import { said } from '../words/said.js';

export type SsoFailureCode =
  | 'disabled'
  | 'expired'
  | 'state'
  | 'denied'
  | 'rejected'
  | 'unverified-email'
  | 'no-email'
  | 'unavailable'
  | 'signup-closed'
  | 'invitation-only'
  | 'pending'
  | 'account-disabled';

/** A single sign-on that did not end signed in; its code travels to the sign-in page. */
export class SsoFailure extends Error {
  constructor(
    readonly code: SsoFailureCode,
    options?: { cause?: unknown },
  ) {
    super(`single sign-on failed: ${code}`, options);
    this.name = 'SsoFailure';
  }
}

/** `provider`: the name the operator gave it (OIDC_NAME), or PROVIDER_UNNAMED. */
const MESSAGES: Record<SsoFailureCode, (provider: string) => string> = {
  disabled: () =>
    said(/*i18n*/ { id: 'error.auth.sso-disabled', message: 'Single sign-on is not set up on this server.' }),
  expired: () =>
    said(
      /*i18n*/ {
        id: 'error.auth.sso-expired',
        message: 'That sign-in took too long or began in another browser. Please try again.',
      },
    ),
  state: () =>
    said(
      /*i18n*/ {
        id: 'error.auth.sso-state',
        message: 'That sign-in could not be checked, so it was stopped. Please try again.',
      },
    ),
  denied: (provider) =>
    said(/*i18n*/ { id: 'error.auth.sso-denied', message: 'Signing in with {provider} was cancelled.' }, { provider }),
  rejected: (provider) =>
    said(
      /*i18n*/ {
        id: 'error.auth.sso-rejected',
        message:
          '{provider} did not confirm this sign-in (it may have expired or been used already). Please try again.',
      },
      { provider },
    ),
  'unverified-email': (provider) =>
    said(
      /*i18n*/ {
        id: 'error.auth.sso-unverified-email',
        message:
          'Your e-mail address at {provider} is not verified, so Duet cannot use it. Verify it at {provider}, then try again.',
      },
      { provider },
    ),
  'no-email': (provider) =>
    said(
      /*i18n*/ {
        id: 'error.auth.sso-no-email',
        message: '{provider} did not share your e-mail address, which Duet needs to sign you in.',
      },
      { provider },
    ),
  unavailable: (provider) =>
    said(
      /*i18n*/ {
        id: 'error.auth.sso-unavailable',
        message: '{provider} cannot be reached right now. Please try again later.',
      },
      { provider },
    ),
  // Who may sign up applies to a new person however they come (api/src/admin/signup-policy.ts).
  'signup-closed': () => SIGNUP_MESSAGES.closed,
  'invitation-only': () => SIGNUP_MESSAGES.invitationOnly,
  pending: () => SIGNUP_MESSAGES.pending,
  'account-disabled': () => ACCOUNT_DISABLED,
};

/** The provider when the server does not name it. */
const PROVIDER_UNNAMED = said(/*i18n*/ { id: 'error.auth.sso-provider-unnamed', message: 'single sign-on' });

/** The plain sentence for a failure code (from the sign-in page's address), or null for anything else. */
export function ssoFailureMessage(provider: string | null, code: string): string | null {
  if (!Object.hasOwn(MESSAGES, code)) return null;
  return MESSAGES[code as SsoFailureCode](provider ?? PROVIDER_UNNAMED);
}

export interface ProviderIdentity {
  issuer: string;
  subject: string;
  email?: unknown;
  emailVerified?: unknown;
  name?: unknown;
  preferredUsername?: unknown;
  /** The language chosen on the device before signing in (the duet_locale cookie): a new account keeps it. */
  chosenLocale?: Locale | null;
}

/** The user this identity signs in as; links or creates an account by a verified e-mail. */
export async function userForIdentity(deps: AccountCreationDeps, who: ProviderIdentity): Promise<User> {
  const key = { issuer_subject: { issuer: who.issuer, subject: who.subject } };
  const linked = await deps.db.identity.findUnique({ where: key, include: { user: true } });
  if (linked) return linked.user;
  const email = emailRule.safeParse(who.email);
  if (!email.success) throw new SsoFailure('no-email');
  // Some providers send the claim as a string.
  if (who.emailVerified !== true && who.emailVerified !== 'true') throw new SsoFailure('unverified-email');
  const user =
    (await deps.db.user.findUnique({ where: { email: email.data } })) ?? (await newAccount(deps, who, email.data));
  try {
    await deps.db.identity.create({
      data: { issuer: who.issuer, subject: who.subject, userId: user.id, email: email.data },
    });
  } catch (error) {
    // Two callbacks of one person at once: the other linked it first.
    if (!isUniqueViolation(error)) throw error;
  }
  return user;
}

async function newAccount(deps: AccountCreationDeps, who: ProviderIdentity, email: string): Promise<User> {
  const policy = await policyFor(deps, email);
  if (policy === 'closed') throw new SsoFailure('signup-closed');
  // An invitation link leads to the sign-up form, which takes a password: SSO cannot carry it yet.
  if (policy === 'invite') throw new SsoFailure('invitation-only');
  const displayName = typeof who.name === 'string' && who.name.trim() ? who.name.trim().slice(0, 80) : null;
  const wish = typeof who.preferredUsername === 'string' ? who.preferredUsername : email.split('@')[0]!;
  try {
    const user = await createAccount(deps, {
      email,
      username: await freeUsername(deps.db, wish),
      displayName,
      // No password: a random one nobody knows (a reset by e-mail can set one, unless SSO only).
      password: newSecret(),
      status: policy === 'approval' ? 'pending' : 'active',
      locale: who.chosenLocale ?? null,
    });
    await welcome(deps, user);
    return user;
  } catch (error) {
    // The same person's other callback made the account a moment ago.
    const made = error instanceof ConflictError ? await deps.db.user.findUnique({ where: { email } }) : null;
    if (made) return made;
    throw error;
  }
}

/** A username from the provider's (or the e-mail's) that follows docs/product.md §5 and is free. */
export async function freeUsername(db: Db, wish: string): Promise<string> {
  const clean = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^a-z0-9-]+/g, '-')
      .replace(/-{2,}/g, '-')
      .replace(/^-+|-+$/g, '');
  let stem = clean(wish).slice(0, 15);
  stem = clean(stem.length >= 3 ? stem : `${stem}-duet`);
  for (let attempt = 0; attempt < 12; attempt++) {
    const candidate = attempt === 0 ? stem : `${stem}-${randomInt(1000, 10000)}`;
    if (!usernameRule.safeParse(candidate).success) continue;
    if (!(await db.user.findUnique({ where: { username: candidate }, select: { id: true } }))) return candidate;
  }
  return `duet-${newSecret(6)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '0')}`;
}
