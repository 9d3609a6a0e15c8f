/**
 * REST downloads of "Take it with you" (docs/product.md §7): one conversation as Markdown or JSON,
 * and the whole account as a ZIP streamed as it is made. Thin over api/src/conversations.
 * Both only read, so they need no CSRF proof (a cross-site page cannot read the answer).
 */
import { create as contentDisposition } from 'content-disposition';
import { exportAccount } from '../conversations/export-account.js';
import { exportThread, parseExportFormat } from '../conversations/export-thread.js';
import { actorOf, requireViewer } from '../http/request-context.js';
import { restRouter } from './router.js';

/** A private download named `filename` (RFC 6266: an ASCII fallback plus filename*). */
const downloadHeaders = (filename: string) => ({
  'content-disposition': contentDisposition(filename),
  'cache-control': 'private, no-store',
  'x-content-type-options': 'nosniff',
});

/** Mounted at /api/v1 (its paths sit under /chat/threads and /account). */
export const exportRoutes = restRouter();

/** GET /chat/threads/{id}/export?format=md|json (md by default): a download named after the title. */
exportRoutes.get('/chat/threads/:id/export', async (c) => {
  const ctx = c.var.ctx;
  requireViewer(ctx);
  const format = parseExportFormat(c.req.query('format'));
  const file = await exportThread(ctx.services.chat, actorOf(ctx), c.req.param('id'), format);
  return c.body(file.body, 200, { 'content-type': file.contentType, ...downloadHeaders(file.filename) });
});

/**
 * GET /account/export: a ZIP of everything (profile, memories, stories, conversations, files).
 * No length is known ahead; x-duet-export-conversations / -files say what it will hold.
 */
exportRoutes.get('/account/export', async (c) => {
  const ctx = c.var.ctx;
  requireViewer(ctx);
  const zip = await exportAccount(
    { db: ctx.db, reads: ctx.services.chat.reads, store: ctx.services.uploads.store, publicUrl: ctx.config.publicUrl },
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
});
