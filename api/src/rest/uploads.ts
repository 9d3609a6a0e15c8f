/** REST /api/v1/upload/files: multipart upload (repeated field `files`) and download. */
import { create as contentDisposition } from 'content-disposition';
import { readingsOf, type DocumentReading } from '../documents/documents.js';
import { NotFoundError, StorageFullError } from '../errors/domain-errors.js';
import { HttpError } from '../http/http-error.js';
import { discard, receiveFiles } from '../http/multipart.js';
import { actorOf } from '../http/request-context.js';
import { sizeText } from '../limits/sizes.js';
import type { Upload } from '../db/generated/sqlite/client.js';
import { DOES_NOT_FIT } from '../uploads/reservations.js';
import {
  FILE_NOT_FOUND,
  MAX_FILES_PER_REQUEST,
  storeFiles,
  uploadUrl,
  type Allowance,
  type ReceivedFile,
} from '../uploads/uploads.js';
import { openUpload } from '../uploads/open-upload.js';
import { said } from '../words/said.js';
import { z } from 'zod';
import { describer } from './openapi/describe.js';
import { restRouter } from './router.js';
import { requestAllowance } from './upload-allowance.js';

export const uploadRoutes = restRouter();
const describe = describer('Uploads');

const ReadingJson = z
  .object({
    status: z.enum(['queued', 'reading', 'ready', 'failed']),
    pages: z.number().int().nullable(),
    failure: z.string().nullable().meta({ description: 'Why it failed, in plain words.' }),
  })
  .meta({ id: 'Reading', description: 'Whether Duet has read a PDF or Word file for the brain yet.' });

const UploadedJson = z.object({
  files: z.array(
    z.object({
      id: z.string(),
      upload_id: z.string(),
      name: z.string(),
      url: z.string(),
      file_size: z.number().int(),
      mime_type: z.string(),
      document: ReadingJson.nullable().meta({ description: 'A PDF or Word file is read in the background.' }),
      element: z
        .object({
          type: z.literal('file'),
          upload_id: z.string(),
          name: z.string(),
          url: z.string(),
          mime_type: z.string(),
          file_size: z.number().int(),
        })
        .meta({ description: 'What to send in `elements` with a message.' }),
    }),
  ),
});

/** Images, PDFs and plain text may show inline; everything else downloads. */
const INLINE = /^(image\/(png|jpeg|gif|webp)|application\/pdf|text\/plain)$/;

uploadRoutes.post(
  '/files',
  describe({
    summary: 'Upload files to attach to a message',
    description:
      'Multipart, repeated field `files`; each within its size limit and your storage quota. A twin’s visitor without an account may attach files where the server allows it (their anonymous id).',
    access: 'optional',
    errors: [401],
    files: { field: 'files', many: true },
    responses: { 201: UploadedJson },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const actor = actorOf(ctx);
    const allowance = await requestAllowance(ctx, c.req.raw);
    const stored = await receiveAndStore(c.req.raw, ctx.config.uploads.dir, allowance, (received) =>
      storeFiles(ctx.services.uploads, actor, received, allowance.reservation),
    );
    const readings = await readingsOf(
      ctx.db,
      actor.userId,
      stored.map((u) => u.id),
    );
    const answer: z.output<typeof UploadedJson> = {
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
    };
    return c.json(answer, 201);
  },
);

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
          said(
            /*i18n*/ { id: 'error.rest.file-too-large', message: '"{name}" is larger than the {limit} limit' },
            { name, limit: sizeText(allowance.maxFileBytes) },
          ),
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

const readingJson = (r: DocumentReading | null): z.output<typeof ReadingJson> | null =>
  r && { status: r.status, pages: r.pages, failure: r.failure };

/** GET /files/:id/document → {status, pages, failure}: whether Duet has read your PDF or Word file yet. */
uploadRoutes.get(
  '/files/:id/document',
  describe({
    summary: 'Whether a PDF or Word file has been read',
    access: 'optional',
    responses: { 200: ReadingJson },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const [reading] = await readingsOf(ctx.db, actorOf(ctx).userId, [c.req.param('id')]);
    if (!reading) throw new NotFoundError(FILE_NOT_FOUND);
    return c.json(readingJson(reading));
  },
);

uploadRoutes.get(
  '/files/:id',
  describe({
    summary: 'Download a file',
    description:
      'Yours; anyone else’s only when a public profile shows it or its owner made its document public (else 404). Images, PDFs and plain text show inline; anything else downloads.',
    access: 'optional',
    responses: {
      200: {
        description: 'The file, of its own type.',
        media: '*/*',
        schema: { type: 'string', contentMediaType: 'application/octet-stream' },
        headers: { 'Content-Disposition': 'inline or attachment, with the file’s name' },
      },
    },
  }),
  async (c) => {
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
  },
);
