/** REST /api/v1/upload/files: multipart upload (repeated field `files`) and download. */
import { actorOf } from '../http/request-context.js';
import { ValidationError } from '../errors/domain-errors.js';
import { MAX_FILES_PER_REQUEST, openUpload, storeFiles, uploadUrl, type IncomingFile } from '../uploads/uploads.js';
import { HttpError } from './http-json.js';
import { restRouter } from './router.js';

export const uploadRoutes = restRouter();

/** Images, PDFs and plain text may show inline; everything else downloads. */
const INLINE = /^(image\/(png|jpeg|gif|webp)|application\/pdf|text\/plain)$/;

uploadRoutes.post('/files', async (c) => {
  const ctx = c.var.ctx;
  const max = ctx.config.uploads.maxBytes;
  const length = Number(c.req.header('content-length') ?? '0');
  if (length > max * MAX_FILES_PER_REQUEST + 1024 * 1024) {
    throw new HttpError(413, 'The upload is too large', 'PAYLOAD_TOO_LARGE');
  }
  if (!/^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) {
    throw new HttpError(415, 'Content-Type must be multipart/form-data', 'UNSUPPORTED_MEDIA_TYPE');
  }
  let form: FormData;
  try {
    form = await c.req.raw.formData();
  } catch {
    throw ValidationError.of('files', 'Malformed multipart body');
  }
  const files: IncomingFile[] = form
    .getAll('files')
    .filter((v): v is File => typeof v !== 'string')
    .map((f) => ({ name: f.name, type: f.type, size: f.size, bytes: async () => new Uint8Array(await f.arrayBuffer()) }));
  const stored = await storeFiles(ctx.services.uploads, actorOf(ctx), files);
  return c.json(
    {
      files: stored.map((u) => ({
        id: u.id,
        upload_id: u.id,
        name: u.originalName,
        url: uploadUrl(u),
        file_size: u.size,
        mime_type: u.mimeType,
        element: {
          type: 'file',
          upload_id: u.id,
          name: u.originalName,
          url: uploadUrl(u),
          mime_type: u.mimeType,
          file_size: u.size,
        },
      })),
    },
    201,
  );
});

uploadRoutes.get('/files/:id', async (c) => {
  const ctx = c.var.ctx;
  const { upload, bytes } = await openUpload(ctx.services.uploads, actorOf(ctx), c.req.param('id'));
  const inline = INLINE.test(upload.mimeType);
  return new Response(bytes, {
    headers: {
      'content-type': upload.mimeType,
      'content-length': String(bytes.byteLength),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
      'content-disposition': `${inline ? 'inline' : 'attachment'}; filename="${upload.originalName}"`,
      'cache-control': 'private, max-age=3600',
    },
  });
});
