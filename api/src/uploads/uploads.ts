/**
 * Uploaded files: stored under UPLOAD_DIR with random names, size-checked,
 * owned by the user (or anonymous visitor) who sent them, and returned as
 * file elements the next message can carry.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Actor } from '../chat/actor.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { Upload } from '../db/generated/sqlite/client.js';
import { AuthError, NotFoundError, ValidationError } from '../errors/domain-errors.js';

export const MAX_FILES_PER_REQUEST = 10;

export interface UploadDeps {
  db: Db;
  config: Pick<Config, 'uploads'>;
}

export interface IncomingFile {
  name: string;
  type: string;
  size: number;
  bytes(): Promise<Uint8Array>;
}

const safeName = (name: string) =>
  (name.replace(/[\\/\0\r\n"]/g, '_').trim() || 'file').slice(0, 200);
const safeType = (type: string) =>
  /^[\w.+-]+\/[\w.+-]+$/.test(type) ? type.toLowerCase() : 'application/octet-stream';

export async function storeFiles(
  deps: UploadDeps,
  actor: Actor,
  files: IncomingFile[],
  purpose: 'attachment' | 'profile_picture' = 'attachment',
): Promise<Upload[]> {
  if (!actor.userId && !actor.anonId) throw new AuthError('Not authenticated');
  if (files.length === 0) throw ValidationError.of('files', 'Attach at least one file (multipart field "files")');
  if (files.length > MAX_FILES_PER_REQUEST) {
    throw ValidationError.of('files', `At most ${MAX_FILES_PER_REQUEST} files at once`);
  }
  const max = deps.config.uploads.maxBytes;
  for (const f of files) {
    if (f.size === 0) throw ValidationError.of('files', `"${safeName(f.name)}" is empty`);
    if (f.size > max) {
      throw new ValidationError([{ field: 'files', message: `"${safeName(f.name)}" is larger than the ${Math.round(max / 1024 / 1024)} MB limit` }], 413);
    }
  }
  await fs.mkdir(deps.config.uploads.dir, { recursive: true });
  const stored: Upload[] = [];
  for (const f of files) {
    const storageName = randomBytes(18).toString('base64url');
    await fs.writeFile(path.join(deps.config.uploads.dir, storageName), await f.bytes(), { flag: 'wx' });
    stored.push(
      await deps.db.upload.create({
        data: {
          userId: actor.userId,
          anonId: actor.userId ? null : actor.anonId,
          storageName,
          originalName: safeName(f.name),
          mimeType: safeType(f.type),
          size: f.size,
          purpose,
        },
      }),
    );
  }
  return stored;
}

/** An upload its owner may read; NotFound for anyone else. */
export async function openUpload(deps: UploadDeps, actor: Actor, id: string) {
  const upload = await deps.db.upload.findUnique({ where: { id } });
  const mine =
    upload &&
    (upload.purpose === 'profile_picture' ||
      (actor.userId !== null && upload.userId === actor.userId) ||
      (actor.anonId !== null && upload.anonId === actor.anonId));
  if (!mine) throw new NotFoundError('File not found');
  const file = path.join(deps.config.uploads.dir, upload.storageName);
  return { upload, bytes: await fs.readFile(file) };
}

export const uploadUrl = (u: Pick<Upload, 'id'>) => `/api/v1/upload/files/${u.id}`;
