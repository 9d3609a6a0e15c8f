/**
 * Known devices: a browser that has signed in to an account carries a long-lived random secret
 * (the duet_device cookie, http/cookies.ts); only its SHA-256 is stored, once per account that
 * signed in on it. With it, sign-in skips the account-wide limit on wrong passwords, so guesses
 * from elsewhere cannot lock the owner out (docs/decisions/sign-in-without-lockout.md).
 * The secret signs nobody in: the password (or a mailed link) still does.
 */
import type { Db } from '../db/client.js';
import { hashSecret, newSecret } from './tokens.js';

/** How long a browser stays known without signing in (the cookie's lifetime: browsers cap it at 400 days). */
export const KNOWN_DEVICE_TTL_MS = 400 * 24 * 3600 * 1000;

const cutoff = () => new Date(Date.now() - KNOWN_DEVICE_TTL_MS);

/** The known device this secret names for the account of this e-mail, or null. */
export async function findKnownDevice(
  db: Db,
  email: string,
  secret: string | undefined,
): Promise<{ id: string } | null> {
  if (!secret || secret.length > 200) return null;
  return db.knownDevice.findFirst({
    where: { tokenHash: hashSecret(secret), user: { email }, lastUsedAt: { gt: cutoff() } },
    select: { id: true },
  });
}

/**
 * Marks the browser known to the user after a sign-in and returns the secret for its cookie: the
 * one it carries when that is already known to this user, else a new one. (Never a secret first
 * seen here: one planted in the browser by someone else would become theirs to use.) A browser
 * shared by two accounts stays known to the last one that signed in on it. Forgets the user's
 * devices unused past the TTL.
 */
export async function rememberDevice(db: Db, userId: string, secret: string | undefined): Promise<string> {
  const now = new Date();
  if (secret && secret.length <= 200) {
    const { count } = await db.knownDevice.updateMany({
      where: { userId, tokenHash: hashSecret(secret), lastUsedAt: { gt: cutoff() } },
      data: { lastUsedAt: now },
    });
    if (count > 0) return secret;
  }
  const fresh = newSecret();
  await db.knownDevice.create({ data: { userId, tokenHash: hashSecret(fresh) } });
  await db.knownDevice.deleteMany({ where: { userId, lastUsedAt: { lte: cutoff() } } });
  return fresh;
}

/**
 * Forgets the user's known devices but this one (a new password: whoever signed in with the old
 * one must not keep the advantage). Without `keep`, all of them.
 */
export async function forgetDevices(db: Db, userId: string, keep?: string): Promise<void> {
  await db.knownDevice.deleteMany({
    where: { userId, ...(keep ? { tokenHash: { not: hashSecret(keep) } } : {}) },
  });
}
