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
import { isoTime } from '../limits/dates.js';
import { describer } from './openapi/describe.js';
import { restRouter } from './router.js';
import type { Locale } from '../../../common/locales.js';
import { sayIn } from '../words/say-in.js';

export const notificationRoutes = restRouter();
const describe = describer('Notifications');

const NotificationJson = z
  .object({
    id: z.string(),
    notification_type: z.string(),
    priority: z.string().meta({ description: 'low, normal, high or urgent.' }),
    title: z.string(),
    summary: z.string().nullable(),
    message: z.string().nullable(),
    is_read: z.boolean(),
    read_at: isoTime.nullable(),
    published_at: isoTime,
    action_url: z.string().nullable(),
    channel: z.object({ display_name: z.string() }).nullable(),
  })
  .meta({ id: 'Notification' });

/** A notification as JSON; what the server wrote in it, in the reader's language (words/say-in.ts). */
function notificationJson(n: NotificationWithChannel, locale: Locale): z.output<typeof NotificationJson> {
  return {
    id: n.id,
    notification_type: n.notificationType,
    priority: n.priority,
    title: sayIn(locale, n.title),
    summary: n.summary == null ? null : sayIn(locale, n.summary),
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

notificationRoutes.get(
  '/',
  describe({
    summary: 'Your notifications, newest first',
    description: '`limit` 5 and `include_read` true by default.',
    access: 'signedIn',
    query: listQuery,
    responses: { 200: z.object({ notifications: z.array(NotificationJson) }) },
    errors: [400],
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const viewer = requireViewer(ctx);
    const q = parseInput(listQuery, c.req.query());
    const items = await listNotifications(ctx.db, viewer.id, {
      limit: q.limit,
      includeRead: q.include_read === 'true',
    });
    return c.json({ notifications: items.map((n) => notificationJson(n, ctx.locale)) });
  },
);

notificationRoutes.get(
  '/stats',
  describe({
    summary: 'How many notifications are unread',
    access: 'signedIn',
    responses: { 200: z.object({ unread_notifications: z.number().int() }) },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const viewer = requireViewer(ctx);
    return c.json({ unread_notifications: await unreadCount(ctx.db, viewer.id) });
  },
);

/** POST /notifications/read-all → {marked, unread_notifications: 0}: "Mark all read". */
notificationRoutes.post(
  '/read-all',
  describe({
    summary: 'Mark all read',
    access: 'signedIn',
    responses: { 200: z.object({ marked: z.number().int(), unread_notifications: z.number().int() }) },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const viewer = requireViewer(ctx);
    const marked = await markAllRead(ctx.services.notifications, viewer.id);
    return c.json({ marked, unread_notifications: await unreadCount(ctx.db, viewer.id) });
  },
);

notificationRoutes.post(
  '/:id/read',
  describe({ summary: 'Mark a notification read', access: 'signedIn', responses: { 200: NotificationJson } }),
  async (c) => {
    const ctx = c.var.ctx;
    const viewer = requireViewer(ctx);
    return c.json(
      notificationJson(await markRead(ctx.services.notifications, viewer.id, c.req.param('id')), ctx.locale),
    );
  },
);
