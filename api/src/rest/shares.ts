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
import { z } from 'zod';
import { actorOf, requireViewer } from '../http/request-context.js';
import { isoTime } from '../limits/dates.js';
import { describer } from './openapi/describe.js';
import { restRouter } from './router.js';

const describe = describer('Shares');

const ShareJson = z
  .object({
    token: z.string(),
    url: z.string().meta({ description: 'The public, read-only page of the conversation.' }),
    thread_id: z.string(),
    title: z.string(),
    message_count: z.number().int(),
    created_at: isoTime,
  })
  .meta({ id: 'Share' });

function shareJson(s: ShareRecord): z.output<typeof ShareJson> {
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

chatShareRoutes.post(
  '/threads/:id/share',
  describe({
    summary: 'Share a conversation',
    description: 'A new public, read-only link to the conversation as it is now.',
    access: 'signedIn',
    responses: { 201: ShareJson },
    errors: [429],
  }),
  async (c) => {
    const ctx = c.var.ctx;
    requireViewer(ctx);
    const share = await shares.shareThread(shares.shareDepsOf(ctx.services), actorOf(ctx), c.req.param('id'));
    return c.json(shareJson(share), 201);
  },
);

chatShareRoutes.delete(
  '/shares/:token',
  describe({
    summary: 'Stop sharing: the link stops working',
    description: 'Someone else’s link, or an unknown one, is 404.',
    access: 'signedIn',
    responses: { 200: z.object({ success: z.literal(true), token: z.string() }) },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    requireViewer(ctx);
    const share = await shares.revokeShare(shares.shareDepsOf(ctx.services), actorOf(ctx), c.req.param('token'));
    return c.json({ success: true as const, token: share.token });
  },
);

/** Mounted at /shares. */
export const shareRoutes = restRouter();

shareRoutes.get(
  '/',
  describe({
    summary: 'Your shared links, newest first',
    access: 'signedIn',
    responses: { 200: z.object({ shares: z.array(ShareJson) }) },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    requireViewer(ctx);
    const list = await shares.listShares(shares.shareDepsOf(ctx.services), actorOf(ctx));
    return c.json({ shares: list.map(shareJson) });
  },
);
