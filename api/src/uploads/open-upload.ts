/**
 * Opening a file to read it, and who may: its owner always; anyone else only a picture a public
 * profile shows right now or a document its owner made public. Apart from uploads.ts because it
 * asks the profile (profile/public-profile.ts), which itself deletes uploads through uploads.ts.
 */
import { Readable } from 'node:stream';
import type { Actor } from '../chat/actor.js';
import type { Db } from '../db/client.js';
import type { Upload } from '../db/generated/sqlite/client.js';
import { NotFoundError } from '../errors/domain-errors.js';
import { publicProfileOfUser } from '../profile/public-profile.js';
import { FILE_NOT_FOUND, uploadUrl, type UploadDeps } from './uploads.js';

/**
 * Whether `actor` may read `upload`: its owner always; anyone else only a picture that a public
 * profile shows right now (its avatar or one of its photos), never a replaced or private one, or a
 * document its owner made public.
 */
async function mayRead(db: Db, actor: Actor, upload: Upload): Promise<boolean> {
  if (actor.userId !== null && upload.userId === actor.userId) return true;
  if (actor.anonId !== null && upload.userId === null && upload.anonId === actor.anonId) return true;
  if (!upload.userId) return false;
  // A document its owner made public is the source the twin cites: anyone may open it.
  if (await db.document.count({ where: { uploadId: upload.id, visibility: 'public' } })) return true;
  if (!['profile_picture', 'profile_photo', 'attachment'].includes(upload.purpose)) return false;
  const profile = await publicProfileOfUser(db, upload.userId);
  const url = uploadUrl(upload);
  return profile !== null && (profile.avatar_url === url || profile.photos.includes(url));
}

/** An upload the actor may read, as a stream; NotFound for anyone else. */
export async function openUpload(deps: UploadDeps, actor: Actor, id: string) {
  const upload = await deps.db.upload.findUnique({ where: { id } });
  if (!upload || !(await mayRead(deps.db, actor, upload))) throw new NotFoundError(FILE_NOT_FOUND);
  const stream = await deps.store.open(upload.storageName);
  if (!stream) throw new NotFoundError(FILE_NOT_FOUND);
  return { upload, body: Readable.toWeb(stream) as ReadableStream<Uint8Array> };
}

// What satori (the social card) can draw.
const PICTURE_TYPES = new Set(['image/png', 'image/jpeg']);

/**
 * A picture anyone may see (a public profile's avatar), as a data: URI for images the server
 * draws (the social card); null for anything else, for a file over `maxBytes`, or for an
 * address outside Duet (the server never fetches other sites' pictures).
 */
export async function publicPictureData(
  deps: Pick<UploadDeps, 'db' | 'store'>,
  url: string | null | undefined,
  maxBytes = 2 * 1024 * 1024,
): Promise<string | null> {
  const id = /^\/api\/v1\/upload\/files\/([\w-]+)$/.exec(url ?? '')?.[1];
  if (!id) return null;
  const upload = await deps.db.upload.findUnique({ where: { id } });
  if (!upload || !PICTURE_TYPES.has(upload.mimeType) || upload.size > maxBytes) return null;
  if (!(await mayRead(deps.db, { userId: null, anonId: null }, upload))) return null;
  // A store that is away leaves the card without its picture rather than failing the page.
  const bytes = await deps.store.read(upload.storageName).catch(() => null);
  return bytes ? `data:${upload.mimeType};base64,${bytes.toString('base64')}` : null;
}
