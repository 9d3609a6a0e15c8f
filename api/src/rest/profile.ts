/** REST /api/v1/profile/* (docs/product.md §7), thin over api/src/profile. */
import fs from 'node:fs/promises';
import { requireViewer, actorOf } from '../http/request-context.js';
import { StorageFullError, ValidationError } from '../errors/domain-errors.js';
import { addProfilePhoto, checkPhotoRoom, loadProfile, toProfileRecord, updateProfile } from '../profile/profiles.js';
import { profileJson } from '../profile/profile-json.js';
import { profileUpdate, twinMetadataRule } from '../profile/profile-rules.js';
import { parseInput } from '../errors/parse-input.js';
import { publicProfileByUsername } from '../profile/public-profile.js';
import { storeFiles, uploadAllowance, uploadUrl, type ReceivedFile } from '../uploads/uploads.js';
import { declaredLength, discard, receiveFiles } from '../http/multipart.js';
import { HttpError } from '../http/http-error.js';
import { readJsonObject } from './http-json.js';
import { snakeBody } from './wire-input.js';
import { restRouter, type RestEnv } from './router.js';
import type { Context as HonoContext } from 'hono';

type RestContext = HonoContext<RestEnv>;

/** The profile change in snake_case, its twin settings too (`twin_metadata.section_visibility`). */
const profileBody = snakeBody(profileUpdate, { twinMetadata: snakeBody(twinMetadataRule).optional() });

export const profileRoutes = restRouter();

export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

/** The image type by content (magic bytes), never by the file's name. */
export function sniffImage(bytes: Uint8Array): string | null {
  const b = (i: number) => bytes[i] ?? -1;
  if (b(0) === 0x89 && b(1) === 0x50 && b(2) === 0x4e && b(3) === 0x47) return 'image/png';
  if (b(0) === 0xff && b(1) === 0xd8 && b(2) === 0xff) return 'image/jpeg';
  if (b(0) === 0x47 && b(1) === 0x49 && b(2) === 0x46 && b(3) === 0x38) return 'image/gif';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

async function firstBytes(file: string, count: number): Promise<Uint8Array> {
  const handle = await fs.open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(count), 0, count, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

profileRoutes.get('/', async (c) => {
  const ctx = c.var.ctx;
  const viewer = requireViewer(ctx);
  return c.json(profileJson(toProfileRecord(await loadProfile(ctx.db, viewer.id), ctx.config.publicUrl)));
});

profileRoutes.put('/', async (c) => {
  const ctx = c.var.ctx;
  const viewer = requireViewer(ctx);
  const input = parseInput(profileBody, await readJsonObject(c));
  const row = await updateProfile(ctx.services.uploads, viewer.id, input);
  return c.json(profileJson(toProfileRecord(row, ctx.config.publicUrl)));
});

/** Anyone, no session needed: only public profiles exist here. */
profileRoutes.get('/public/:username', async (c) => {
  const {
    owner_id: _owner,
    twin_access: access,
    ...profile
  } = await publicProfileByUsername(c.var.ctx.db, c.req.param('username'));
  // Who may talk to the twin (the page offers no chat while it is nobody), never the owner's limits.
  return c.json({ ...profile, twin_access: access.mode });
});

/**
 * Receives one image (multipart field `file`, at most 5 MB, a PNG, JPEG, GIF or WebP by its bytes)
 * into the owner's uploads, within their storage quota, and returns its address.
 */
async function receivePicture(c: RestContext, purpose: 'profile_picture' | 'profile_photo'): Promise<string> {
  const ctx = c.var.ctx;
  const actor = actorOf(ctx);
  const allowance = await uploadAllowance(
    ctx.services.uploads,
    actor,
    ctx.client.ip ?? 'unknown',
    declaredLength(c.req.raw) ?? undefined,
  );
  const tooLarge = () => new HttpError(413, 'The picture is larger than the 5 MB limit', 'PAYLOAD_TOO_LARGE');
  let received: ReceivedFile[] = [];
  try {
    received = await receiveFiles(c.req.raw, ctx.config.uploads.dir, {
      field: 'file',
      maxFiles: 1,
      maxFileBytes: PICTURE_MAX_BYTES,
      budgetBytes: allowance.budgetBytes,
      reserve: (total) => allowance.reservation.cover(total),
      tooLarge,
      bodyTooLarge: tooLarge,
      overBudget: () => new StorageFullError('This picture does not fit in the storage you have left.'),
    });
    const [file] = received;
    if (!file) throw ValidationError.of('file', 'Attach an image (multipart field "file")');
    const type = sniffImage(await firstBytes(file.path, 12));
    if (!type) throw ValidationError.of('file', 'The file must be a PNG, JPEG, GIF or WebP image');
    const [stored] = await storeFiles(
      ctx.services.uploads,
      actor,
      [{ ...file, name: file.name || 'picture', type }],
      allowance.reservation,
      { purpose },
    );
    return uploadUrl(stored!);
  } finally {
    await discard(received);
    await allowance.reservation.release();
  }
}

/** The avatar: the picture as sent (the web app sends the square the owner cropped). */
profileRoutes.post('/upload-picture', async (c) => {
  const ctx = c.var.ctx;
  const viewer = requireViewer(ctx);
  const url = await receivePicture(c, 'profile_picture');
  const row = await updateProfile(
    ctx.services.uploads,
    viewer.id,
    parseInput(profileUpdate, { profilePictureUrl: url }),
  );
  return c.json(profileJson(toProfileRecord(row, ctx.config.publicUrl)));
});

/** A photo for the page, added after the others (reorder and remove them with PUT /profile `photos`). */
profileRoutes.post('/photos', async (c) => {
  const ctx = c.var.ctx;
  const viewer = requireViewer(ctx);
  await checkPhotoRoom(ctx.db, viewer.id);
  const url = await receivePicture(c, 'profile_photo');
  const row = await addProfilePhoto(ctx.services.uploads, viewer.id, url);
  return c.json(profileJson(toProfileRecord(row, ctx.config.publicUrl)), 201);
});
