/**
 * Deleting an account, for good (docs/decisions/account-deletion.md). Confirmed by the password or a
 * recent sign-in (auth/confirm-identity.ts). Everything of the person goes: their rows (the user row
 * takes the rest with it through the data model's cascades: profile, threads and messages, memories
 * and their vectors, stories, shares, notifications, sessions and tokens, pending links), the
 * conversations visitors had with their twin (the twin's replies are the owner's words, and the twin
 * is gone), the files they uploaded, and their storage accounting. Their live answers stop first.
 *
 * The rows go in one transaction, so a crash leaves the account whole or gone. The files go after
 * the commit, from wherever they are kept (the upload folder or the S3 bucket: storage/): a file
 * left behind by a crash has no row, and a file is only ever served through its
 * row (uploads/open-upload.ts), so nobody can reach it. Every public view (the page, the
 * twin, shares, files, the social card, Discover, the sitemap) reads these rows on each request, so
 * each answers 404 from the commit on.
 *
 * The last admin cannot leave an instance that has other accounts without an admin
 * (auth/roles.ts): they are refused with LAST_ADMIN_MESSAGE.
 */
import { z } from 'zod';
import type { Db } from '../db/client.js';
import type { Session, User } from '../db/generated/sqlite/client.js';
import { ValidationError } from '../errors/domain-errors.js';
import type { Logger } from '../logging/logger.js';
import type { ObjectStore } from '../storage/object-store.js';
import { ownerOf } from '../uploads/reservations.js';
import { confirmIdentity, confirmingPassword, type IdentityDeps } from './confirm-identity.js';
import { isAdmin } from './roles.js';
import { said } from '../words/said.js';

export const LAST_ADMIN_MESSAGE = said(
  /*i18n*/ {
    id: 'error.auth.last-admin-delete',
    message:
      "You are this Duet's only admin, so your account cannot be deleted yet: without an admin nobody can run this Duet for everyone. Make another person an admin first (Admin › People), then delete yours.",
  },
);
export const ACCOUNT_DELETED_MESSAGE = said(
  /*i18n*/ {
    id: 'error.auth.account-deleted',
    message: 'Your account and everything in it have been deleted.',
  },
);

export interface DeletionDeps extends IdentityDeps {
  logger: Logger;
  /** Where uploads' bytes are kept (api/src/storage/). */
  store: ObjectStore;
  /** Stops the answers writing into threads about to go (chat/runs/run-service.ts abortThreads). */
  runs: { abortThreads(threads: ReadonlyArray<{ id: string; activeRunId: string | null }>): Promise<void> };
  /** The vector index's copies of the person's vectors go after their rows (recall/recall.ts syncIndex). */
  recall: { syncIndex(): Promise<void> };
}

/** The deps from the app's services (api/src/services.ts). */
export const deletionDepsOf = (services: {
  accounts: IdentityDeps & { logger: Logger };
  uploads: { store: ObjectStore };
  chat: { runs: DeletionDeps['runs'] };
  recall: DeletionDeps['recall'];
}): DeletionDeps => ({
  db: services.accounts.db,
  limits: services.accounts.limits,
  now: services.accounts.now,
  logger: services.accounts.logger,
  store: services.uploads.store,
  runs: services.chat.runs,
  recall: services.recall,
});

/** The conversations that go with the account: its own, and its twin's with visitors. */
const doomedThreads = (userId: string) => ({ OR: [{ userId }, { twinOwnerId: userId }] });

/** Refuses the last admin of an instance where other accounts would be left without one. */
async function assertNotLastAdmin(db: Db, user: Pick<User, 'id' | 'role'>) {
  if (!isAdmin(user)) return;
  const [admins, others] = await Promise.all([
    db.user.count({ where: { role: 'admin', id: { not: user.id } } }),
    db.user.count({ where: { id: { not: user.id } } }),
  ]);
  if (admins === 0 && others > 0) throw new ValidationError([{ field: 'account', message: LAST_ADMIN_MESSAGE }], 409);
}

/** What confirms the deletion: the password, or none on a recent sign-in (confirm-identity.ts). */
export const accountDeletion = z.object({ password: confirmingPassword });
export type AccountDeletion = z.output<typeof accountDeletion>;

/**
 * Deletes the account of `user`, confirmed by `password` (or a recent sign-in of `session`).
 * Returns how many files were removed from the disk.
 */
export async function deleteAccount(
  deps: DeletionDeps,
  user: User,
  session: Session | null,
  { password }: AccountDeletion,
): Promise<{ message: string; removedFiles: number }> {
  await confirmIdentity(deps, user, session, password);
  return eraseAccount(deps, user);
}

/**
 * Everything of `user`, once confirmed (by the person above, or by an admin: admin/people.ts):
 * every row, vector and file, at once. The last admin of an instance with others stays.
 */
export async function eraseAccount(deps: DeletionDeps, user: User): Promise<{ message: string; removedFiles: number }> {
  await assertNotLastAdmin(deps.db, user);
  const live = await deps.db.thread.findMany({
    where: { ...doomedThreads(user.id), activeRunId: { not: null } },
    select: { id: true, activeRunId: true },
  });
  await deps.runs.abortThreads(live);
  const owner = ownerOf({ userId: user.id, anonId: null });
  const files = await deps.db.$transaction(async (tx) => {
    // Checked again inside: two admins deleting themselves at once must not both pass.
    await assertNotLastAdmin(tx as Db, user);
    const uploads = await tx.upload.findMany({ where: { userId: user.id }, select: { storageName: true } });
    await tx.thread.deleteMany({ where: { twinOwnerId: user.id } });
    // Uploads keep their row when their sender goes (onDelete: SetNull), so they go by name here.
    await tx.upload.deleteMany({ where: { userId: user.id } });
    await tx.uploadReservation.deleteMany({ where: { owner } });
    await tx.storageUsage.deleteMany({ where: { owner } });
    // Vectors go with their memory or message; these name the person too, for a vector of theirs
    // in a conversation that is not (a reply they wrote in a visitor's thread has none today).
    await tx.memoryEmbedding.deleteMany({ where: { userId: user.id } });
    await tx.stepEmbedding.deleteMany({ where: { userId: user.id } });
    // Counters are kept by id alone (usage/counters.ts upserts them on the hot path, without a key).
    await tx.usageCounter.deleteMany({ where: { userId: user.id } });
    await tx.user.delete({ where: { id: user.id } });
    return uploads.map((u) => u.storageName);
  });
  await deps.recall.syncIndex();
  let removed = 0;
  try {
    await deps.store.remove(files);
    removed = files.length;
  } catch (error) {
    // Unreachable without their rows; the log says which objects an operator may remove.
    deps.logger.warn({ err: error, files }, 'a deleted account left files in storage');
  }
  deps.logger.info({ userId: user.id, files: removed }, 'account deleted');
  return { message: ACCOUNT_DELETED_MESSAGE, removedFiles: removed };
}
