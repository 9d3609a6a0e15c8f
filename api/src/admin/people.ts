/**
 * The people of this Duet, as the admin sees them: find, approve or decline a sign-up that waits,
 * disable and enable (a disabled person is signed out everywhere and their tokens die), delete
 * with their data, send a password reset, make or unmake admin — never leaving no admin. Every
 * action is in the audit log (audit.ts).
 */
import { eraseAccount, type DeletionDeps } from '../auth/delete-account.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { User } from '../db/generated/sqlite/client.js';
import { NotFoundError, ValidationError } from '../errors/domain-errors.js';
import type { Limiter } from '../limits/rate-limiter.js';
import type { Logger } from '../logging/logger.js';
import type { Mailer } from '../mail/mailer.js';
import type { Broadcaster } from '../realtime/broadcaster.js';
import type { AccountDeps } from '../auth/account-deps.js';
import { emailInput, requestPasswordReset } from '../auth/accounts.js';
import { recipientLocale } from '../auth/locale.js';
import { i18nFor } from '../words/i18n.js';
import { parseInput } from '../errors/parse-input.js';
import { welcome } from '../auth/account-creation.js';
import { forgetDevices } from '../auth/known-devices.js';
import { userChannel } from '../notifications/notifications.js';
import { recordAudit, type AdminActor, type AuditAction } from './audit.js';
import { said } from '../words/said.js';

export interface AdminDeps {
  db: Db;
  config: Pick<Config, 'publicUrl' | 'uploads' | 'signupPolicy'>;
  mailer: Mailer;
  logger: Logger;
  broadcaster: Broadcaster;
  accounts: AccountDeps;
  /** Deleting a person is the account deletion the person can do themself (auth/delete-account.ts). */
  deletion: DeletionDeps;
}

export type PersonStatus = 'active' | 'pending' | 'disabled';

export const PEOPLE_MESSAGES = {
  lastAdmin: said(
    /*i18n*/ {
      id: 'error.admin.last-admin',
      message: 'This Duet needs an admin: make someone else admin first.',
    },
  ),
  yourself: said(/*i18n*/ { id: 'error.admin.not-yourself', message: 'You cannot do this to your own account here.' }),
  notPending: said(/*i18n*/ { id: 'error.admin.not-pending', message: 'This person is not waiting for approval.' }),
} as const;

const label = (u: User) => `${u.email} (@${u.username})`;

export const MAX_PEOPLE_PAGE = 100;

/** Newest first; `query` matches e-mail, username or name; `status` narrows (pending: the sign-ups that wait). */
export async function listPeople(
  db: Db,
  { query, status, first = 50 }: { query?: string | null; status?: PersonStatus | null; first?: number },
): Promise<User[]> {
  const q = query?.trim().toLowerCase().slice(0, 100);
  return db.user.findMany({
    where: {
      ...(status ? { status } : {}),
      ...(q
        ? { OR: [{ email: { contains: q } }, { username: { contains: q } }, { displayName: { contains: q } }] }
        : {}),
    },
    orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
    take: Math.min(Math.max(1, Math.trunc(first) || 1), MAX_PEOPLE_PAGE),
  });
}

async function person(db: Db, id: string): Promise<User> {
  const found = await db.user.findUnique({ where: { id } });
  if (!found)
    throw new NotFoundError(said(/*i18n*/ { id: 'error.admin.person-not-found', message: 'Person not found' }));
  return found;
}

/** Would this change leave no active admin? */
async function isLastAdmin(db: Db, user: User): Promise<boolean> {
  if (user.role !== 'admin' || user.status !== 'active') return false;
  return (await db.user.count({ where: { role: 'admin', status: 'active' } })) <= 1;
}

function notSelf(actor: AdminActor, user: User) {
  if (actor.user.id === user.id) throw new ValidationError([{ field: 'id', message: PEOPLE_MESSAGES.yourself }], 403);
}

/** Ends every session and token of the person and tells their open pages (they go to sign-in). */
async function signOutEverywhere(deps: AdminDeps, userId: string) {
  await deps.db.session.deleteMany({ where: { userId } });
  await forgetDevices(deps.db, userId);
  await deps.broadcaster.publish(userChannel(userId), { signedOut: true });
}

async function audited(deps: AdminDeps, actor: AdminActor, action: AuditAction, user: User, detail?: string) {
  await recordAudit(deps.db, actor, action, { id: user.id, label: label(user), detail });
}

export async function disablePerson(deps: AdminDeps, actor: AdminActor, id: string): Promise<User> {
  const user = await person(deps.db, id);
  notSelf(actor, user);
  if (await isLastAdmin(deps.db, user)) throw ValidationError.of('id', PEOPLE_MESSAGES.lastAdmin);
  if (user.status === 'disabled') return user;
  const updated = await deps.db.user.update({ where: { id }, data: { status: 'disabled' } });
  await signOutEverywhere(deps, id);
  await audited(deps, actor, 'person.disabled', user);
  return updated;
}

export async function enablePerson(deps: AdminDeps, actor: AdminActor, id: string): Promise<User> {
  const user = await person(deps.db, id);
  if (user.status !== 'disabled') return user;
  const updated = await deps.db.user.update({ where: { id }, data: { status: 'active' } });
  await audited(deps, actor, 'person.enabled', user);
  return updated;
}

export async function approvePerson(deps: AdminDeps, actor: AdminActor, id: string): Promise<User> {
  const user = await person(deps.db, id);
  if (user.status !== 'pending') throw ValidationError.of('id', PEOPLE_MESSAGES.notPending);
  const updated = await deps.db.user.update({ where: { id }, data: { status: 'active' } });
  await audited(deps, actor, 'person.approved', user);
  // In the person's language (the one they chose signing up), else the admin's request's (auth/locale.ts).
  const i18n = i18nFor(recipientLocale(user, actor.client.locale));
  await deps.mailer.send({
    to: user.email,
    subject: i18n._({ id: 'mail.approved.subject', message: 'Your Duet account is ready' }),
    text: i18n._({
      id: 'mail.approved.text',
      message:
        'Hello {name},\n\n' +
        'The admin approved your account. Sign in with the e-mail and password you chose:\n\n' +
        '{link}\n',
      values: { name: user.displayName ?? user.username, link: `${deps.config.publicUrl}/accounts/login` },
    }),
  });
  await welcome({ onRegistered: deps.accounts.onRegistered, logger: deps.logger }, updated);
  return updated;
}

/** The sign-up is refused: the account (which holds nothing yet) is removed and the person told. */
export async function declinePerson(deps: AdminDeps, actor: AdminActor, id: string): Promise<{ id: string }> {
  const user = await person(deps.db, id);
  if (user.status !== 'pending') throw ValidationError.of('id', PEOPLE_MESSAGES.notPending);
  await eraseAccount(deps.deletion, user);
  await audited(deps, actor, 'person.declined', user);
  const i18n = i18nFor(recipientLocale(user, actor.client.locale));
  await deps.mailer.send({
    to: user.email,
    subject: i18n._({ id: 'mail.declined.subject', message: 'Your Duet sign-up' }),
    text: i18n._({
      id: 'mail.declined.text',
      message: 'Hello {name},\n\nThe admin of {site} declined your sign-up, and the account was removed.\n',
      values: { name: user.displayName ?? user.username, site: deps.config.publicUrl },
    }),
  });
  return { id };
}

export async function deletePerson(deps: AdminDeps, actor: AdminActor, id: string): Promise<{ id: string }> {
  const user = await person(deps.db, id);
  notSelf(actor, user);
  if (await isLastAdmin(deps.db, user)) throw ValidationError.of('id', PEOPLE_MESSAGES.lastAdmin);
  await deps.broadcaster.publish(userChannel(id), { signedOut: true });
  await eraseAccount(deps.deletion, user);
  await audited(deps, actor, 'person.deleted', user);
  return { id };
}

export async function sendPasswordReset(deps: AdminDeps, actor: AdminActor, id: string): Promise<User> {
  const user = await person(deps.db, id);
  // The person's own reset flow (its mail and one-hour link), without the per-address limit.
  await requestPasswordReset(
    { ...deps.accounts, limits: { ...deps.accounts.limits, forgotIp: NO_LIMIT } },
    parseInput(emailInput, { email: user.email }),
    // Mailed in the person's language, else the admin's request's.
    { locale: actor.client.locale },
  );
  await audited(deps, actor, 'person.password_reset_sent', user);
  return user;
}

const NO_LIMIT: Limiter = { consume: async () => {}, reset: async () => {} };

export async function setAdmin(deps: AdminDeps, actor: AdminActor, id: string, admin: boolean): Promise<User> {
  const user = await person(deps.db, id);
  if ((user.role === 'admin') === admin) return user;
  if (!admin && (await isLastAdmin(deps.db, user))) throw ValidationError.of('id', PEOPLE_MESSAGES.lastAdmin);
  const updated = await deps.db.user.update({ where: { id }, data: { role: admin ? 'admin' : 'member' } });
  await audited(deps, actor, admin ? 'person.made_admin' : 'person.unmade_admin', user);
  return updated;
}
