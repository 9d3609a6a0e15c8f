/**
 * Who is an admin: the accounts whose e-mail ADMIN_EMAILS names or, when it names none, the first
 * account (with ADMIN_EMAILS set, a stranger who signs up first on a public server gets nothing).
 * Admins connect AI models for everyone (api/src/ai-models/); the adapters answer Not found to
 * anyone else, as if the admin's pages did not exist.
 */
import type { Db } from '../db/client.js';

export type Role = 'admin' | 'member';

export const isAdmin = (user: { role: string } | null | undefined): boolean => user?.role === 'admin';

/**
 * After an account is made: it becomes an admin if its e-mail is one of `adminEmails`, or, when
 * there are none, if it is the first (the oldest account; of two made at once, only the earlier
 * is). Returns its role.
 */
export async function settleRole(
  db: Db,
  user: { id: string; email: string },
  adminEmails: readonly string[],
): Promise<Role> {
  if (adminEmails.length > 0) {
    if (!adminEmails.includes(user.email.toLowerCase())) return 'member';
  } else {
    const first = await db.user.findFirst({ orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], select: { id: true } });
    if (first?.id !== user.id) return 'member';
  }
  await db.user.update({ where: { id: user.id }, data: { role: 'admin' } });
  return 'admin';
}

/** At start-up: the accounts ADMIN_EMAILS names are admins (an operator added them since). */
export async function promoteAdminEmails(db: Db, adminEmails: readonly string[]): Promise<number> {
  if (adminEmails.length === 0) return 0;
  const { count } = await db.user.updateMany({
    where: { email: { in: [...adminEmails] }, role: { not: 'admin' } },
    data: { role: 'admin' },
  });
  return count;
}
