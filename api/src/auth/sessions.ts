/**
 * Sessions: an opaque token (cookie or bearer); only its SHA-256 is stored.
 * Rolling expiry (extended on use), rotation on refresh, deletion on logout.
 */
import type { Locale } from '../../../common/locales.js';
import type { Db } from '../db/client.js';
import type { Session, User } from '../db/generated/sqlite/client.js';
import { AuthError, ValidationError } from '../errors/domain-errors.js';
import { rememberDevice } from './known-devices.js';
import type { SessionLookup } from './session-lookup.js';
import { hashSecret, newSecret } from './tokens.js';
import { said } from '../words/said.js';

export interface SessionDeps {
  db: Db;
  ttlMs: number;
  /** The hot lookup by token hash (the read layer); Prisma when absent. */
  lookup?: SessionLookup;
}

export interface IssuedSession {
  token: string;
  session: Session;
}

export interface ClientInfo {
  ip?: string;
  userAgent?: string;
  /** The browser's known-device secret (the duet_device cookie), if it has one. */
  deviceToken?: string;
  /**
   * The request's language (http/request-locale.ts): what a mail it causes is written in when the
   * recipient chose none (auth/locale.ts recipientLocale).
   */
  locale?: Locale;
  /** The language chosen on this device (the duet_locale cookie), if one was: a new account keeps it. */
  chosenLocale?: Locale | null;
  /**
   * The language the request asks for, null when it asks for none Duet speaks (`locale` is then
   * English): what a speech-to-text model is told to listen for (voice/transcription.ts).
   */
  askedLocale?: Locale | null;
}

export interface SignedIn extends IssuedSession {
  user: User;
  /** The known-device secret for the browser's duet_device cookie (auth/known-devices.ts). */
  deviceToken: string;
}

/** Extend the expiry at most this often, so reads do not write on every request. */
const TOUCH_INTERVAL_MS = 60 * 60 * 1000;

export async function createSession(
  deps: SessionDeps,
  userId: string,
  client: ClientInfo = {},
): Promise<IssuedSession> {
  const token = newSecret();
  const session = await deps.db.session.create({
    data: {
      userId,
      tokenHash: hashSecret(token),
      scope: 'account',
      expiresAt: new Date(Date.now() + deps.ttlMs),
      ip: client.ip?.slice(0, 64),
      userAgent: client.userAgent?.slice(0, 256),
    },
  });
  return { token, session };
}

export const ACCOUNT_PENDING = said(
  /*i18n*/ {
    id: 'error.auth.account-pending',
    message: "Your account waits for the admin's approval. We'll e-mail you when you can sign in.",
  },
);
export const ACCOUNT_DISABLED = said(
  /*i18n*/ {
    id: 'error.auth.account-disabled',
    message: 'This account has been disabled. Ask the admin of this Duet.',
  },
);

/**
 * A new browser session for the user, on a browser known to the account from now on. An account
 * that waits for approval or was disabled (api/src/admin/people.ts) gets none: 403 with why.
 */
export async function signInUser(deps: SessionDeps, user: User, client: ClientInfo = {}): Promise<SignedIn> {
  if (user.status !== 'active') {
    const message = user.status === 'pending' ? ACCOUNT_PENDING : ACCOUNT_DISABLED;
    throw new ValidationError([{ field: 'email', message }], 403);
  }
  const issued = await createSession(deps, user.id, client);
  const deviceToken = await rememberDevice(deps.db, user.id, client.deviceToken);
  return { ...issued, user, deviceToken };
}

/** The session and user a token names; AuthError with the docs/product.md §8 message otherwise. */
export async function resolveSession(
  deps: SessionDeps,
  token: string | undefined,
): Promise<{ session: Session; user: User }> {
  if (!token) throw new AuthError('Not authenticated');
  if (token.length > 200) throw new AuthError('Invalid token');
  const tokenHash = hashSecret(token);
  const found = deps.lookup
    ? await deps.lookup(tokenHash)
    : await deps.db.session.findUnique({ where: { tokenHash }, include: { user: true } });
  // A disabled account's sessions are deleted; this also covers one disabled while a request ran.
  if (!found || found.user.status !== 'active') throw new AuthError('Invalid token');
  const now = Date.now();
  if (found.expiresAt.getTime() <= now) {
    await deps.db.session.deleteMany({ where: { id: found.id } });
    throw new AuthError('Token has expired');
  }
  if (found.kind === 'session' && now - found.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await deps.db.session.updateMany({
      where: { id: found.id },
      data: { lastUsedAt: new Date(now), expiresAt: new Date(now + deps.ttlMs) },
    });
  }
  const { user, ...session } = found;
  return { session, user };
}

/** A new token for the same session; the old token stops working at once. */
export async function rotateSession(deps: SessionDeps, sessionId: string): Promise<IssuedSession> {
  const token = newSecret();
  const now = Date.now();
  const session = await deps.db.session.update({
    where: { id: sessionId },
    data: {
      tokenHash: hashSecret(token),
      lastUsedAt: new Date(now),
      expiresAt: new Date(now + deps.ttlMs),
    },
  });
  return { token, session };
}

export async function deleteSession(deps: SessionDeps, sessionId: string): Promise<void> {
  await deps.db.session.deleteMany({ where: { id: sessionId } });
}

/**
 * Ends every other browser session of the user ("sign out other devices"), and with
 * `tokens: true` their personal access tokens too (a new password: a stolen token must stop).
 */
export async function deleteOtherSessions(
  deps: Pick<SessionDeps, 'db'>,
  userId: string,
  keepSessionId?: string,
  { tokens = false }: { tokens?: boolean } = {},
): Promise<number> {
  const { count } = await deps.db.session.deleteMany({
    where: {
      userId,
      ...(tokens ? {} : { kind: 'session' }),
      ...(keepSessionId ? { id: { not: keepSessionId } } : {}),
    },
  });
  return count;
}
