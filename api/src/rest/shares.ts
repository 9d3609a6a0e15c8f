/**
 * REST for shared conversation links (docs/product.md "Share a conversation"), thin over
 * api/src/conversations/shares.ts:
 *   POST   /api/v1/chat/threads/{id}/share  → 201 the new link
 *   DELETE /api/v1/chat/shares/{token}      → 200 (someone else's or unknown: 404)
 *   GET    /api/v1/shares                   → the viewer's links, newest first
 * Cross-site writes are refused before these handlers (api/src/app.ts, api/src/http/csrf.ts passesCsrf).
 */
import * as shares from '../conversations/shares.js';
import type { ShareRecord } from '../conversations/shares.js';
import { actorOf, requireViewer } from '../http/request-context.js';
import { restRouter } from './router.js';

function shareJson(s: ShareRecord) {
  return {
    token: s.token,
    url: s.url,
    thread_id: s.threadId,
    title: s.title,
    message_count: s.messageCount,
    created_at: s.createdAt.toISOString(),
  };
}

/** Mounted under /chat. */
export const chatShareRoutes = restRouter();

chatShareRoutes.post('/threads/:id/share', async (c) => {
  const ctx = c.var.ctx;
  requireViewer(ctx);
  const share = await shares.shareThread(shares.shareDepsOf(ctx.services), actorOf(ctx), c.req.param('id'));
  return c.json(shareJson(share), 201);
});

chatShareRoutes.delete('/shares/:token', async (c) => {
  const ctx = c.var.ctx;
  requireViewer(ctx);
  const share = await shares.revokeShare(shares.shareDepsOf(ctx.services), actorOf(ctx), c.req.param('token'));
  return c.json({ success: true, token: share.token });
});

/** Mounted at /shares. */
export const shareRoutes = restRouter();

shareRoutes.get('/', async (c) => {
  const ctx = c.var.ctx;
  requireViewer(ctx);
  const list = await shares.listShares(shares.shareDepsOf(ctx.services), actorOf(ctx));
  return c.json({ shares: list.map(shareJson) });
});
