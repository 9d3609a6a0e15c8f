/** REST /api/v1/upload/files: multipart upload (repeated field `files`) and download. */
import { create as contentDisposition } from 'content-disposition';
import { readingsOf, type DocumentReading } from '../documents/documents.js';
import { NotFoundError, StorageFullError } from '../errors/domain-errors.js';
import { HttpError } from '../http/http-error.js';
import { declaredLength, discard, receiveFiles } from '../http/multipart.js';
import { actorOf } from '../http/request-context.js';
import { sizeText } from '../limits/sizes.js';
import type { Upload } from '../db/generated/sqlite/client.js';
import { DOES_NOT_FIT } from '../uploads/reservations.js';
import {
  MAX_FILES_PER_REQUEST,
  storeFiles,
  uploadAllowance,
  uploadUrl,
  type Allowance,
  type ReceivedFile,
} from '../uploads/uploads.js';
import { openUpload } from '../uploads/open-upload.js';
import { restRouter } from './router.js';

export const uploadRoutes = restRouter();

/** Images, PDFs and plain text may show inline; everything else downloads. */
const INLINE = /^(image\/(png|jpeg|gif|webp)|application\/pdf|text\/plain)$/;

uploadRoutes.post('/files', async (c) => {
  const ctx = c.var.ctx;
  const actor = actorOf(ctx);
  const allowance = await uploadAllowance(
    ctx.services.uploads,
    actor,
    ctx.client.ip ?? 'unknown',
    declaredLength(c.req.raw) ?? undefined,
  );
  const stored = await receiveAndStore(c.req.raw, ctx.config.uploads.dir, allowance, (received) =>
    storeFiles(ctx.services.uploads, actor, received, allowance.reservation),
  );
  const readings = await readingsOf(
    ctx.db,
    actor.userId,
    stored.map((u) => u.id),
  );
  return c.json(
    {
      files: stored.map((u, i) => ({
        id: u.id,
        upload_id: u.id,
        name: u.originalName,
        url: uploadUrl(u),
        file_size: u.size,
        mime_type: u.mimeType,
        // A PDF or Word file is read for the brain in the background: GET /files/:id/document follows it.
        document: readingJson(readings[i] ?? null),
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

/** Receives the files (reserving their bytes as they come) and stores them; a refusal or failure keeps nothing. */
export async function receiveAndStore(
  request: Request,
  dir: string,
  allowance: Allowance,
  store: (files: ReceivedFile[]) => Promise<Upload[]>,
) {
  try {
    const received = await receiveFiles(request, dir, {
      field: 'files',
      maxFiles: MAX_FILES_PER_REQUEST,
      maxFileBytes: allowance.maxFileBytes,
      budgetBytes: allowance.budgetBytes,
      reserve: (total) => allowance.reservation.cover(total),
      tooLarge: (name) =>
        new HttpError(
          413,
          `"${name}" is larger than the ${sizeText(allowance.maxFileBytes)} limit`,
          'PAYLOAD_TOO_LARGE',
        ),
      overBudget: () => new StorageFullError(DOES_NOT_FIT),
    });
    return await store(received).catch(async (error: unknown) => {
      await discard(received);
      throw error;
    });
  } finally {
    await allowance.reservation.release();
  }
}

const readingJson = (r: DocumentReading | null) => r && { status: r.status, pages: r.pages, failure: r.failure };

/** GET /files/:id/document → {status, pages, failure}: whether Duet has read your PDF or Word file yet. */
uploadRoutes.get('/files/:id/document', async (c) => {
  const ctx = c.var.ctx;
  const [reading] = await readingsOf(ctx.db, actorOf(ctx).userId, [c.req.param('id')]);
  if (!reading) throw new NotFoundError('File not found');
  return c.json(readingJson(reading));
});

uploadRoutes.get('/files/:id', async (c) => {
  const ctx = c.var.ctx;
  const { upload, body } = await openUpload(ctx.services.uploads, actorOf(ctx), c.req.param('id'));
  return new Response(body, {
    headers: {
      'content-type': upload.mimeType,
      'content-length': String(upload.size),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      // RFC 6266: an ASCII fallback plus filename* for any other name.
      'content-disposition': contentDisposition(upload.originalName, {
        type: INLINE.test(upload.mimeType) ? 'inline' : 'attachment',
      }),
      'cache-control': 'private, max-age=3600',
    },
  });
});
