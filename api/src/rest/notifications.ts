/** REST /api/v1/notifications (docs/product.md §7). */
import { z } from 'zod';
import { parseInput } from '../errors/parse-input.js';
import { requireViewer } from '../http/request-context.js';
import {
  listNotifications,
  markAllRead,
  markRead,
  unreadCount,
  type NotificationWithChannel,
} from '../notifications/notifications.js';
import { restRouter } from './router.js';

export const notificationRoutes = restRouter();

function notificationJson(n: NotificationWithChannel) {
  return {
    id: n.id,
    notification_type: n.notificationType,
    priority: n.priority,
    title: n.title,
    summary: n.summary,
    message: n.message,
    is_read: n.isRead,
    read_at: n.readAt?.toISOString() ?? null,
    published_at: n.publishedAt.toISOString(),
    action_url: n.actionUrl,
    channel: n.channel ? { display_name: n.channel.displayName } : null,
  };
}

const listQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int()
    .min(1, 'limit must be from 1 to 100')
    .max(100, 'limit must be from 1 to 100')
    .default(5),
  include_read: z.enum(['true', 'false'], { error: 'include_read must be true or false' }).default('true'),
});

notificationRoutes.get('/', async (c) => {
  const ctx = c.var.ctx;
  const viewer = requireViewer(ctx);
  const q = parseInput(listQuery, c.req.query());
  const items = await listNotifications(ctx.db, viewer.id, { limit: q.limit, includeRead: q.include_read === 'true' });
  return c.json({ notifications: items.map(notificationJson) });
});

notificationRoutes.get('/stats', async (c) => {
  const ctx = c.var.ctx;
  const viewer = requireViewer(ctx);
  return c.json({ unread_notifications: await unreadCount(ctx.db, viewer.id) });
});

/** POST /notifications/read-all → {marked, unread_notifications: 0}: "Mark all read". */
notificationRoutes.post('/read-all', async (c) => {
  const ctx = c.var.ctx;
  const viewer = requireViewer(ctx);
  const marked = await markAllRead(ctx.services.notifications, viewer.id);
  return c.json({ marked, unread_notifications: await unreadCount(ctx.db, viewer.id) });
});

notificationRoutes.post('/:id/read', async (c) => {
  const ctx = c.var.ctx;
  const viewer = requireViewer(ctx);
  return c.json(notificationJson(await markRead(ctx.services.notifications, viewer.id, c.req.param('id'))));
});
