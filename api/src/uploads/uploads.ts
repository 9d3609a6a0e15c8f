/**
 * Uploaded files: stored in the object store (api/src/storage/: UPLOAD_DIR, or an S3 bucket) with
 * random names, owned by the user (or anonymous visitor) who sent them, and returned as file
 * elements the next message can carry. This is where the rules live (who may store and read
 * what); the store only keeps bytes.
 *
 * Nobody can fill the disk: before a byte is read, `uploadAllowance` checks the sender's rate
 * limit, their storage quota (per account; per visitor and per address for anonymous visitors,
 * who may not upload at all unless UPLOAD_QUOTA_ANON_BYTES allows it) and a free-space floor
 * on the disk the files arrive on, and gives the request its budget and its reservation; the multipart reader
 * (http/multipart.ts) reserves the bytes as they arrive (reservations.ts: parallel uploads
 * cannot store more than the quota) and stops the request when a file or the budget runs over.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { Actor } from '../chat/actor.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { Upload } from '../db/generated/sqlite/client.js';
import { AuthError, ConflictError, NotFoundError, StorageFullError, ValidationError } from '../errors/domain-errors.js';
import type { Limiter } from '../limits/rate-limiter.js';
import type { ObjectStore } from '../storage/object-store.js';
import { readsAsDocument } from '../documents/kinds.js';
import { libraryFull } from '../documents/refusals.js';
import { said } from '../words/said.js';
import { openReservation, usage, type Reservation, type ReservationDeps } from './reservations.js';

/** More files in one request than it may carry (http/multipart.ts refuses them as they stream). */
export const tooManyFiles = (max: number) =>
  said(/*i18n*/ { id: 'error.uploads.too-many-files', message: 'At most {max} files at once' }, { max });

export const MAX_FILES_PER_REQUEST = 10;

export const FILE_NOT_FOUND = said(/*i18n*/ { id: 'error.uploads.file-not-found', message: 'File not found' });

export interface UploadDeps extends ReservationDeps {
  db: Db;
  config: Pick<Config, 'uploads'>;
  /** Where the files' bytes go. */
  store: ObjectStore;
  /** Upload requests per address. */
  requestsPerIp: Limiter;
  /** Files were stored that the reading queue reads (documents/reading-queue.ts): it may start. */
  onDocumentsQueued?: () => void;
}

/** A file the multipart reader has written to a temporary path. */
export interface ReceivedFile {
  name: string;
  type: string;
  size: number;
  path: string;
}

export interface Allowance {
  maxFileBytes: number;
  /** What this request may store in all. */
  budgetBytes: number;
  /** The request's hold on the sender's quota: grow it as bytes arrive, commit it with the files, release it in the end. */
  reservation: Reservation;
}

// Control characters and the bidirectional overrides that make "invoice‮fdp.exe" read as a PDF.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE_IN_NAME = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\\/"]/g;
export const safeName = (name: string) => (name.replace(UNSAFE_IN_NAME, '_').trim() || 'file').slice(0, 200);
const safeType = (type: string) =>
  /^[\w.+-]+\/[\w.+-]+$/.test(type) ? type.toLowerCase() : 'application/octet-stream';

export const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

async function freeBytes(dir: string): Promise<number> {
  await fs.promises.mkdir(dir, { recursive: true });
  const stats = await fs.promises.statfs(dir);
  return stats.bavail * stats.bsize;
}

/** Whether `actor` may upload at all (a signed-in user, or a visitor when the operator allows it). */
export function mayUpload(config: Pick<Config, 'uploads'>, actor: Actor): boolean {
  return actor.userId !== null || (actor.anonId !== null && config.uploads.quotaAnonymousBytes > 0);
}

/**
 * The limits of one upload request of this sender; refuses (401, 429, 507) before any byte is read.
 * `declaredBytes`: the request's Content-Length, when it has one. The caller releases the
 * allowance's reservation when done (a no-op once the files are stored).
 */
export async function uploadAllowance(
  deps: UploadDeps,
  actor: Actor,
  ip: string,
  declaredBytes?: number,
): Promise<Allowance> {
  const { uploads } = deps.config;
  if (!actor.userId && !actor.anonId) throw new AuthError('Not authenticated');
  if (!mayUpload(deps.config, actor)) {
    throw new AuthError(said(/*i18n*/ { id: 'error.uploads.sign-in-to-attach', message: 'Sign in to attach files' }));
  }
  await deps.requestsPerIp.consume(ip, (seconds) =>
    said(
      /*i18n*/ { id: 'error.uploads.too-many', message: 'Too many uploads. Try again in {seconds} seconds.' },
      { seconds },
    ),
  );
  // Stored and reserved by uploads in progress: a full quota is refused before any byte is read.
  const { used, quota } = await usage(deps, actor);
  const left = quota - used;
  if (left <= 0) {
    throw new StorageFullError(
      said(
        /*i18n*/ {
          id: 'error.uploads.storage-full',
          message: 'Your file storage is full ({quota}). Nothing was uploaded.',
        },
        { quota: megabytes(quota) },
      ),
    );
  }
  const room = (await freeBytes(uploads.dir)) - uploads.minFreeBytes;
  if (room <= 0) {
    throw new StorageFullError(
      said(
        /*i18n*/ {
          id: 'error.uploads.paused-low-space',
          message: 'Duet is low on storage space, so uploads are paused. Try again later.',
        },
      ),
    );
  }
  const addressLeft = actor.userId ? Infinity : await deps.anonymousBytesPerIp.remaining(ip);
  if (addressLeft <= 0) {
    throw new StorageFullError(
      said(
        /*i18n*/ {
          id: 'error.uploads.visitor-allowance-used',
          message: 'The upload allowance for visitors is used up for today.',
        },
      ),
    );
  }
  return {
    maxFileBytes: uploads.maxBytes,
    budgetBytes: Math.min(left, room, addressLeft),
    reservation: await openReservation(deps, actor, ip, declaredBytes),
  };
}

/** Stores received files for the sender (their temporary files are moved into place). */
export async function storeFiles(
  deps: UploadDeps,
  actor: Actor,
  files: ReceivedFile[],
  reservation: Reservation,
  {
    purpose = 'attachment',
    maxDocuments,
  }: {
    /** document: a file added to the knowledge library (every one is read, whatever its type). */
    purpose?: 'attachment' | 'document' | 'profile_picture' | 'profile_photo';
    /** How many documents the sender may keep in all (DOCUMENTS_MAX_PER_USER). */
    maxDocuments?: number;
  } = {},
): Promise<Upload[]> {
  if (!actor.userId && !actor.anonId) throw new AuthError('Not authenticated');
  if (files.length === 0) throw ValidationError.of('files', 'Attach at least one file (multipart field "files")');
  if (files.length > MAX_FILES_PER_REQUEST) {
    throw ValidationError.of('files', tooManyFiles(MAX_FILES_PER_REQUEST));
  }
  const empty = files.find((f) => f.size === 0);
  if (empty) {
    throw ValidationError.of(
      'files',
      said(/*i18n*/ { id: 'error.uploads.file-empty', message: '"{name}" is empty' }, { name: safeName(empty.name) }),
    );
  }
  const placed = files.map((f) => ({ file: f, storageName: randomBytes(18).toString('base64url') }));
  const keys = placed.map((p) => p.storageName);
  // The bytes first, then their rows: a row never names an object that is not there.
  try {
    for (const p of placed) await deps.store.putFile(p.storageName, p.file.path, safeType(p.file.type));
  } catch (error) {
    await deps.store.remove(keys).catch(() => undefined);
    throw error;
  }
  const total = files.reduce((n, f) => n + f.size, 0);
  // The rows and the quota's bytes in one transaction: stored files always count, and files whose
  // rows were not written are removed.
  const commit = reservation.commit(total, async (tx) => {
    const stored: Upload[] = [];
    for (const { file, storageName } of placed) {
      stored.push(
        await tx.upload.create({
          data: {
            userId: actor.userId,
            anonId: actor.userId ? null : actor.anonId,
            storageName,
            originalName: safeName(file.name),
            mimeType: safeType(file.type),
            size: file.size,
            purpose,
          },
        }),
      );
    }
    // A PDF or Word file a person attached, and every file added to the library, is read for the
    // brain off this request: its row in the same transaction, so a crash never loses the work
    // (documents/reading-queue.ts).
    const documents = !actor.userId
      ? []
      : purpose === 'document'
        ? stored
        : purpose === 'attachment'
          ? stored.filter((u) => readsAsDocument(u.originalName, u.mimeType))
          : [];
    if (documents.length > 0 && maxDocuments !== undefined) {
      const count = await tx.document.count({ where: { userId: actor.userId } });
      if (count + documents.length > maxDocuments) {
        throw new ConflictError('files', libraryFull(count, maxDocuments));
      }
    }
    if (documents.length > 0) {
      await tx.document.createMany({
        data: documents.map((u) => ({ userId: actor.userId, uploadId: u.id, name: u.originalName, bytes: u.size })),
      });
    }
    return { stored, queued: documents.length };
  });
  const { stored, queued } = await commit.catch(async (error: unknown) => {
    await deps.store.remove(keys).catch(() => undefined);
    throw error;
  });
  if (queued > 0) deps.onDocumentsQueued?.();
  return stored;
}

export const uploadUrl = (u: Pick<Upload, 'id'>) => `/api/v1/upload/files/${u.id}`;

/**
 * Deletes one of the person's uploads: its row (and what hangs on it, as its document), its bytes
 * in the quota, then the bytes in the store. NotFound for anyone else's.
 */
export async function deleteUpload(deps: Pick<UploadDeps, 'db' | 'store'>, userId: string, id: string): Promise<void> {
  const removed = await deps.db.$transaction(async (tx) => {
    const upload = await tx.upload.findFirst({ where: { id, userId }, select: { storageName: true, size: true } });
    if (!upload) return null;
    await tx.upload.delete({ where: { id } });
    await tx.storageUsage.updateMany({
      where: { owner: `user:${userId}` },
      data: { bytes: { decrement: BigInt(upload.size) } },
    });
    return upload;
  });
  if (!removed) throw new NotFoundError(FILE_NOT_FOUND);
  // The row is gone first: a store that fails here leaves bytes nobody names, never a row without bytes.
  await deps.store.remove([removed.storageName]).catch(() => undefined);
}
