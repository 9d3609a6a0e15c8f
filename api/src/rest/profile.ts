/** REST /api/v1/profile/* (SPEC.md §7), thin over api/src/profile. */
import { requireViewer, actorOf } from '../http/request-context.js';
import { ValidationError } from '../errors/domain-errors.js';
import { loadProfile, profileView, updateProfile } from '../profile/profiles.js';
import { publicProfileByUsername } from '../profile/public-profile.js';
import { proposeFromStories } from '../profile/stories.js';
import { storeFiles, uploadUrl } from '../uploads/uploads.js';
import { HttpError, readJsonObject } from './http-json.js';
import { restRouter } from './router.js';

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

profileRoutes.get('/', async (c) => {
  const ctx = c.var.ctx;
  const viewer = requireViewer(ctx);
  return c.json(profileView(await loadProfile(ctx.db, viewer.id), ctx.config.publicUrl));
});

profileRoutes.put('/', async (c) => {
  const ctx = c.var.ctx;
  const viewer = requireViewer(ctx);
  const row = await updateProfile(ctx.db, viewer.id, await readJsonObject(c));
  return c.json(profileView(row, ctx.config.publicUrl));
});

/** Anyone, no session needed: only public profiles exist here. */
profileRoutes.get('/public/:username', async (c) => {
  const { owner_id: _owner, ...profile } = await publicProfileByUsername(c.var.ctx.db, c.req.param('username'));
  return c.json(profile);
});

profileRoutes.post('/upload-picture', async (c) => {
  const ctx = c.var.ctx;
  const viewer = requireViewer(ctx);
  if (Number(c.req.header('content-length') ?? '0') > PICTURE_MAX_BYTES + 64 * 1024) {
    throw new HttpError(413, 'The picture is larger than the 5 MB limit', 'PAYLOAD_TOO_LARGE');
  }
  if (!/^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) {
    throw new HttpError(415, 'Content-Type must be multipart/form-data', 'UNSUPPORTED_MEDIA_TYPE');
  }
  let file: FormDataEntryValue | null;
  try {
    file = (await c.req.raw.formData()).get('file');
  } catch {
    throw ValidationError.of('file', 'Malformed multipart body');
  }
  if (!file || typeof file === 'string') throw ValidationError.of('file', 'Attach an image (multipart field "file")');
  if (file.size > PICTURE_MAX_BYTES) throw new HttpError(413, 'The picture is larger than the 5 MB limit', 'PAYLOAD_TOO_LARGE');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniffImage(bytes);
  if (!type) throw ValidationError.of('file', 'The file must be a PNG, JPEG, GIF or WebP image');
  const [stored] = await storeFiles(
    ctx.services.uploads,
    actorOf(ctx),
    [{ name: file.name || 'picture', type, size: bytes.byteLength, bytes: async () => bytes }],
    'profile_picture',
  );
  const row = await updateProfile(ctx.db, viewer.id, { profile_picture_url: uploadUrl(stored!) });
  return c.json(profileView(row, ctx.config.publicUrl));
});

profileRoutes.post('/update-from-stories', async (c) => {
  const ctx = c.var.ctx;
  const viewer = requireViewer(ctx);
  const proposal = await proposeFromStories(ctx.services.notifications, viewer.id);
  return c.json({
    proposal: { id: proposal.id, status: proposal.status, changes: proposal.changes, created_at: proposal.createdAt.toISOString() },
  });
});
