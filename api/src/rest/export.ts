/**
 * REST downloads of "Take it with you" (docs/product.md §7): one conversation as Markdown or JSON,
 * and the whole account as a ZIP streamed as it is made. Thin over api/src/conversations.
 * Both only read, so they need no CSRF proof (a cross-site page cannot read the answer).
 */
import { create as contentDisposition } from 'content-disposition';
import { exportAccount } from '../conversations/export-account.js';
import { exportThread, parseExportFormat } from '../conversations/export-thread.js';
import { z } from 'zod';
import { EXPORT_FORMATS } from '../conversations/export-thread.js';
import { actorOf, requireViewer } from '../http/request-context.js';
import { describer } from './openapi/describe.js';
import { restRouter } from './router.js';

/** A private download named `filename` (RFC 6266: an ASCII fallback plus filename*). */
const downloadHeaders = (filename: string) => ({
  'content-disposition': contentDisposition(filename),
  'cache-control': 'private, no-store',
  'x-content-type-options': 'nosniff',
});

/** Mounted at /api/v1 (its paths sit under /chat/threads and /account). */
export const exportRoutes = restRouter();

const DOWNLOAD = { 'Content-Disposition': 'attachment, with the file’s name' };
const binary = { type: 'string', contentMediaType: 'application/octet-stream' };

/** GET /chat/threads/{id}/export?format=md|json (md by default): a download named after the title. */
exportRoutes.get(
  '/chat/threads/:id/export',
  describer('Chat')({
    summary: 'Download a conversation',
    description: 'As Markdown (the default) or as Duet’s JSON, a file named after its title.',
    access: 'signedIn',
    query: z.object({ format: z.enum(EXPORT_FORMATS).optional().meta({ description: 'md (default) or json.' }) }),
    responses: {
      200: {
        description:
          'The conversation, as a download: Markdown, or the Duet JSON format ("duet.conversation", version 1) that POST /import reads back.',
        media: ['text/markdown', 'application/json'],
        headers: DOWNLOAD,
      },
    },
    errors: [400],
  }),
  async (c) => {
    const ctx = c.var.ctx;
    requireViewer(ctx);
    const format = parseExportFormat(c.req.query('format'));
    const file = await exportThread(ctx.services.chat, actorOf(ctx), c.req.param('id'), format);
    return c.body(file.body, 200, { 'content-type': file.contentType, ...downloadHeaders(file.filename) });
  },
);

/**
 * GET /account/export: a ZIP of everything (profile, memories, stories, conversations, files).
 * No length is known ahead; x-duet-export-conversations / -files say what it will hold.
 */
exportRoutes.get(
  '/account/export',
  describer('Account')({
    summary: 'Download everything: a ZIP',
    description:
      'Profile, memories, stories, conversations and files, streamed as it is made: no length is known ahead; `x-duet-export-conversations` and `x-duet-export-files` say what it holds.',
    access: 'signedIn',
    responses: {
      200: {
        description: 'The ZIP, as a download.',
        media: 'application/zip',
        schema: binary,
        headers: {
          ...DOWNLOAD,
          'x-duet-export-conversations': 'How many conversations it holds.',
          'x-duet-export-files': 'How many files it holds.',
        },
      },
    },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    requireViewer(ctx);
    const zip = await exportAccount(
      {
        db: ctx.db,
        reads: ctx.services.chat.reads,
        store: ctx.services.uploads.store,
        publicUrl: ctx.config.publicUrl,
      },
      actorOf(ctx),
    );
    return new Response(zip.stream, {
      headers: {
        'content-type': 'application/zip',
        ...downloadHeaders(zip.filename),
        'x-duet-export-conversations': String(zip.conversations),
        'x-duet-export-files': String(zip.files),
      },
    });
  },
);
