/** REST /api/v1/profile/* (docs/product.md §7), thin over api/src/profile. */
import fs from 'node:fs/promises';
import { requireViewer, actorOf } from '../http/request-context.js';
import { StorageFullError, ValidationError } from '../errors/domain-errors.js';
import { addProfilePhoto, checkPhotoRoom, loadProfile, toProfileRecord, updateProfile } from '../profile/profiles.js';
import { PostJson, profileJson, ProfileJson } from '../profile/profile-json.js';
import { TWIN_ACCESS } from '../twin/twin-settings.js';
import { z } from 'zod';
import { describer } from './openapi/describe.js';
import { profileUpdate, twinMetadataRule } from '../profile/profile-rules.js';
import { parseInput } from '../errors/parse-input.js';
import { publicProfileByUsername } from '../profile/public-profile.js';
import { storeFiles, uploadUrl, type ReceivedFile } from '../uploads/uploads.js';
import { requestAllowance } from './upload-allowance.js';
import { discard, receiveFiles } from '../http/multipart.js';
import { HttpError } from '../http/http-error.js';
import { readJsonObject } from './http-json.js';
import { snakeBody } from './wire-input.js';
import { restRouter, type RestEnv } from './router.js';
import { said } from '../words/said.js';
import type { Context as HonoContext } from 'hono';

type RestContext = HonoContext<RestEnv>;

/** The profile change in snake_case, its twin settings too (`twin_metadata.section_visibility`). */
const profileBody = snakeBody(profileUpdate, { twinMetadata: snakeBody(twinMetadataRule).optional() });

export const profileRoutes = restRouter();
const describe = describer('Profile');

/** A public profile (GET /profile/public/{username}): only what its owner shows, never the e-mail. */
export const PublicProfileJson = z
  .object({
    username: z.string(),
    display_name: z.string().nullable(),
    title: z.string().nullable(),
    avatar_url: z.string().nullable(),
    bio: z.string().nullable(),
    interests: z.array(z.string()),
    location: z.string().nullable(),
    achievements: z.array(z.string()),
    posts: z.array(PostJson),
    photos: z.array(z.string()).meta({ description: 'At most 3.' }),
    skills: z.array(z.string()),
    projects: z.array(
      z.union([z.string(), z.object({ title: z.string(), description: z.string().nullable().optional() })]),
    ),
    twin_metadata: z
      .record(z.string(), z.unknown())
      .meta({ description: '`section_visibility`: which sections of the page show.' }),
    twin_access: z.enum(TWIN_ACCESS).meta({ description: 'Who may talk to the twin: nobody means no chat.' }),
  })
  .meta({ id: 'PublicProfile' });

/** The profile picture's and a photo's body: one image, multipart field `file`. */
const PICTURE = { field: 'file', many: false };

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

profileRoutes.get(
  '/',
  describe({ summary: 'Your profile', access: 'signedIn', responses: { 200: ProfileJson } }),
  async (c) => {
    const ctx = c.var.ctx;
    const viewer = requireViewer(ctx);
    return c.json(profileJson(toProfileRecord(await loadProfile(ctx.db, viewer.id), ctx.config.publicUrl)));
  },
);

profileRoutes.put(
  '/',
  describe({
    summary: 'Change your profile',
    description: 'Every field is optional: one left out stays as it is; an empty text or null clears it.',
    access: 'signedIn',
    body: profileBody,
    responses: { 200: ProfileJson },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const viewer = requireViewer(ctx);
    const input = parseInput(profileBody, await readJsonObject(c));
    const row = await updateProfile(ctx.services.uploads, viewer.id, input);
    return c.json(profileJson(toProfileRecord(row, ctx.config.publicUrl)));
  },
);

/** Anyone, no session needed: only public profiles exist here. */
profileRoutes.get(
  '/public/:username',
  describe({
    summary: 'A public profile',
    description: 'Only a profile its owner made public exists here; the others are 404.',
    access: 'anyone',
    responses: { 200: PublicProfileJson },
  }),
  async (c) => {
    const {
      owner_id: _owner,
      twin_access: access,
      ...profile
    } = await publicProfileByUsername(c.var.ctx.db, c.req.param('username'));
    // Who may talk to the twin (the page offers no chat while it is nobody), never the owner's limits.
    const answer: z.output<typeof PublicProfileJson> = { ...profile, twin_access: access.mode };
    return c.json(answer);
  },
);

/**
 * Receives one image (multipart field `file`, at most 5 MB, a PNG, JPEG, GIF or WebP by its bytes)
 * into the owner's uploads, within their storage quota, and returns its address.
 */
async function receivePicture(c: RestContext, purpose: 'profile_picture' | 'profile_photo'): Promise<string> {
  const ctx = c.var.ctx;
  const actor = actorOf(ctx);
  const allowance = await requestAllowance(ctx, c.req.raw);
  const tooLarge = () =>
    new HttpError(
      413,
      said(/*i18n*/ { id: 'error.rest.picture-too-large', message: 'The picture is larger than the 5 MB limit' }),
      'PAYLOAD_TOO_LARGE',
    );
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
      overBudget: () =>
        new StorageFullError(
          said(
            /*i18n*/ {
              id: 'error.rest.picture-does-not-fit',
              message: 'This picture does not fit in the storage you have left.',
            },
          ),
        ),
    });
    const [file] = received;
    if (!file) throw ValidationError.of('file', 'Attach an image (multipart field "file")');
    const type = sniffImage(await firstBytes(file.path, 12));
    if (!type) {
      throw ValidationError.of(
        'file',
        said(/*i18n*/ { id: 'error.rest.picture-type', message: 'The file must be a PNG, JPEG, GIF or WebP image' }),
      );
    }
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
profileRoutes.post(
  '/upload-picture',
  describe({
    summary: 'Set your profile picture',
    description: 'A PNG, JPEG, GIF or WebP of at most 5 MB (by its bytes, not its name), within your storage quota.',
    access: 'signedIn',
    files: PICTURE,
    responses: { 200: ProfileJson },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const viewer = requireViewer(ctx);
    const url = await receivePicture(c, 'profile_picture');
    const row = await updateProfile(
      ctx.services.uploads,
      viewer.id,
      parseInput(profileUpdate, { profilePictureUrl: url }),
    );
    return c.json(profileJson(toProfileRecord(row, ctx.config.publicUrl)));
  },
);

/** A photo for the page, added after the others (reorder and remove them with PUT /profile `photos`). */
profileRoutes.post(
  '/photos',
  describe({
    summary: 'Add a photo to your page',
    description:
      'Added after the others (reorder and remove them with PUT /profile `photos`); 400 when the page has 30.',
    access: 'signedIn',
    files: PICTURE,
    responses: { 201: ProfileJson },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const viewer = requireViewer(ctx);
    await checkPhotoRoom(ctx.db, viewer.id);
    const url = await receivePicture(c, 'profile_photo');
    const row = await addProfilePhoto(ctx.services.uploads, viewer.id, url);
    return c.json(profileJson(toProfileRecord(row, ctx.config.publicUrl)), 201);
  },
);
