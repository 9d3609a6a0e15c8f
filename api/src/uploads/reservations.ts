/**
 * Storage quotas that hold under concurrency (docs/decisions/upload-reservations.md). Each owner
 * of files has one StorageUsage row: what they have stored plus what their uploads in progress
 * have reserved. An upload reserves its bytes as they arrive, each time with one conditional
 * UPDATE (`bytes = bytes + n WHERE bytes + n <= quota`): SQLite runs one writer at a time and
 * PostgreSQL re-checks the condition on the row it waited for, so two uploads cannot both take
 * the last room. Storing turns the reservation into the files' real size in the transaction that
 * writes their rows; a refused or failed upload gives it back.
 *
 * A process that dies mid-upload (kill -9) cannot give it back: every reservation has a lease,
 * renewed as bytes arrive, and an expired one is given back by the next upload of its owner; with
 * one process (no Redis) they are all given back at start-up, with the temporary files.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Actor } from '../chat/actor.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { writeTransaction } from '../db/hot-writes/index.js';
import { openStorageUsage } from '../db/statements/storage-usage.js';
import { StorageFullError } from '../errors/domain-errors.js';
import type { ByteBudget } from '../limits/byte-budget.js';
import { said } from '../words/said.js';

/** An upload that has not added bytes for this long is taken for dead. */
export const RESERVATION_LEASE_MS = 5 * 60 * 1000;
/** How far ahead of the bytes received a reservation grows (fewer statements on big files). */
const AHEAD_BYTES = 256 * 1024;

export const DOES_NOT_FIT = said(
  /*i18n*/ {
    id: 'error.uploads.does-not-fit',
    message: 'These files do not fit in the storage you have left. Nothing was uploaded.',
  },
);

export interface ReservationDeps {
  db: Db;
  config: Pick<Config, 'uploads'>;
  /** Bytes an address may store per day as an anonymous visitor. */
  anonymousBytesPerIp: ByteBudget;
  now?: () => number;
}

type Tx = Pick<Db, 'storageUsage' | 'uploadReservation'>;

export const ownerOf = (actor: Actor) => (actor.userId ? `user:${actor.userId}` : `anon:${actor.anonId}`);
export const quotaOf = (config: Pick<Config, 'uploads'>, actor: Actor) =>
  actor.userId ? config.uploads.quotaUserBytes : config.uploads.quotaAnonymousBytes;

/** The owner's row, made from what their uploads hold the first time it is needed. */
async function ensureUsage(db: Db, actor: Actor, owner: string) {
  await writeTransaction(db, (exec) =>
    exec.run(openStorageUsage(actor.userId ? 'user' : 'anonymous'), {
      owner,
      userId: actor.userId,
      anonId: actor.anonId,
    }),
  );
}

/** Gives a reservation back, once (whoever deletes its row gives its bytes back). */
async function giveBack(db: Db, id: string): Promise<void> {
  await db.$transaction(async (tx) => {
    const row = await tx.uploadReservation.findUnique({ where: { id } });
    if (!row) return;
    const gone = await tx.uploadReservation.deleteMany({ where: { id } });
    if (gone.count === 1)
      await tx.storageUsage.update({
        where: { owner: row.owner },
        data: { bytes: { decrement: row.bytes } },
      });
  });
}

/** Takes `bytes` more of the owner's quota if they fit: one conditional statement. */
async function take(tx: Tx, owner: string, quota: number, bytes: number): Promise<boolean> {
  const took = await tx.storageUsage.updateMany({
    where: { owner, bytes: { lte: BigInt(quota - bytes) } },
    data: { bytes: { increment: BigInt(bytes) } },
  });
  return took.count === 1;
}

/** What the owner has stored and reserved, and their quota. */
export async function usage(
  deps: Pick<ReservationDeps, 'db' | 'config' | 'now'>,
  actor: Actor,
): Promise<{ used: number; quota: number }> {
  const owner = ownerOf(actor);
  await releaseExpired(deps, owner);
  const row = await deps.db.storageUsage.findUnique({ where: { owner } });
  // No row yet (nothing reserved so far): what their files hold, read without writing anything.
  const used = row
    ? Number(row.bytes)
    : Number(
        (
          await deps.db.upload.aggregate({
            _sum: { size: true },
            where: actor.userId ? { userId: actor.userId } : { anonId: actor.anonId, userId: null },
          })
        )._sum.size ?? 0,
      );
  return { used, quota: quotaOf(deps.config, actor) };
}

/** Gives back the owner's reservations whose process stopped renewing them. */
async function releaseExpired(deps: Pick<ReservationDeps, 'db' | 'now'>, owner: string) {
  const now = new Date((deps.now ?? Date.now)());
  const expired = await deps.db.uploadReservation.findMany({
    where: { owner, expiresAt: { lt: now } },
    select: { id: true },
  });
  for (const { id } of expired) await giveBack(deps.db, id);
}

/** At start-up of the only process: every reservation and temporary file is from its previous life. */
export async function releaseAll(deps: ReservationDeps): Promise<number> {
  const rows = await deps.db.uploadReservation.findMany({ select: { id: true } });
  for (const { id } of rows) await giveBack(deps.db, id);
  const dir = deps.config.uploads.dir;
  // Uploads' temporary files, and the folders imports unpack ZIPs into.
  const leftovers = fs.existsSync(dir)
    ? (await fs.promises.readdir(dir)).filter((f) => f.startsWith('.incoming-') || f.startsWith('.import-'))
    : [];
  await Promise.all(leftovers.map((f) => fs.promises.rm(path.join(dir, f), { recursive: true, force: true })));
  return rows.length;
}

export interface Reservation {
  /** Makes sure `total` bytes are reserved; StorageFullError when the quota (or the address's day) has no room. */
  cover(total: number): Promise<void>;
  /** Stores `actual` bytes: the reservation becomes them in one transaction with `write`. */
  commit<T>(actual: number, write: (tx: Db) => Promise<T>): Promise<T>;
  /** Gives back what is still reserved (after a refusal or a failure; nothing once committed). */
  release(): Promise<void>;
}

/**
 * Opens the reservation of one upload request. `declaredBytes` (the request's Content-Length, when
 * it has one) caps how far ahead it reserves, so parallel uploads do not hold room they will not use.
 */
export async function openReservation(
  deps: ReservationDeps,
  actor: Actor,
  ip: string,
  declaredBytes?: number,
): Promise<Reservation> {
  const owner = ownerOf(actor);
  const quota = quotaOf(deps.config, actor);
  const byAddress = actor.userId ? null : deps.anonymousBytesPerIp;
  const now = deps.now ?? Date.now;
  const id = randomUUID();
  let reserved = 0;
  let created = false;
  let done = false;
  let ensured = false;
  const grow = async (bytes: number): Promise<boolean> => {
    // The owner's row is made when the first bytes arrive: a request refused before that writes nothing.
    if (!ensured) {
      await ensureUsage(deps.db, actor, owner);
      await releaseExpired(deps, owner);
      ensured = true;
    }
    if (byAddress && !(await byAddress.take(ip, bytes))) return false;
    const expiresAt = new Date(now() + RESERVATION_LEASE_MS);
    const ok = await deps.db.$transaction(async (tx) => {
      if (!(await take(tx, owner, quota, bytes))) return false;
      if (created)
        await tx.uploadReservation.update({
          where: { id },
          data: { bytes: { increment: BigInt(bytes) }, expiresAt },
        });
      else await tx.uploadReservation.create({ data: { id, owner, bytes: BigInt(bytes), expiresAt } });
      return true;
    });
    if (!ok) {
      if (byAddress) await byAddress.give(ip, bytes);
      return false;
    }
    created = true;
    reserved += bytes;
    return true;
  };
  const cover = async (total: number) => {
    if (done) throw new StorageFullError(DOES_NOT_FIT);
    if (total <= reserved) return;
    const ahead = Math.min(total + AHEAD_BYTES, declaredBytes && declaredBytes >= total ? declaredBytes : Infinity);
    if (ahead > total && (await grow(ahead - reserved))) return;
    if (!(await grow(total - reserved))) throw new StorageFullError(DOES_NOT_FIT);
  };
  // One step at a time: a release (the request was refused meanwhile) waits for a growth under way.
  let last: Promise<unknown> = Promise.resolve();
  const settled = () => last.catch(() => undefined);
  return {
    cover(total) {
      const next = settled().then(() => cover(total));
      last = next;
      return next;
    },
    async commit(actual, write) {
      await settled();
      const result = await deps.db.$transaction(async (tx) => {
        // The reservation (if its lease has not run out and been given back) becomes the actual size.
        const gone = await tx.uploadReservation.deleteMany({ where: { id } });
        if (gone.count === 1)
          await tx.storageUsage.update({
            where: { owner },
            data: { bytes: { decrement: BigInt(reserved) } },
          });
        if (!(await take(tx, owner, quota, actual))) throw new StorageFullError(DOES_NOT_FIT);
        return write(tx as Db);
      });
      done = true;
      if (byAddress && reserved > actual) await byAddress.give(ip, reserved - actual);
      return result;
    },
    async release() {
      await settled();
      if (done) return;
      done = true;
      if (created) await giveBack(deps.db, id);
      if (byAddress && reserved > 0) await byAddress.give(ip, reserved);
    },
  };
}
