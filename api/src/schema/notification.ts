/** The notification bell: recent notifications, unread count, mark read, and live updates. */
import { AuthError, NotFoundError } from '../errors/domain-errors.js';
import {
  listNotifications,
  markAllRead,
  markRead,
  unreadCount,
  userChannel,
  type NotificationPush,
  type SignedOutPush,
  type NotificationWithChannel,
} from '../notifications/notifications.js';
import { listen } from '../realtime/listen.js';
import { builder } from './builder.js';
import { UserRef } from './user.js';
import { sayIn } from '../words/say-in.js';

const ChannelRef = builder.objectRef<{ displayName: string }>('NotificationChannel').implement({
  fields: (t) => ({ displayName: t.exposeString('displayName') }),
});

const NotificationRef = builder.objectRef<NotificationWithChannel>('Notification').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    notificationType: t.exposeString('notificationType', { description: 'success, warning, error, update or info' }),
    priority: t.exposeString('priority', { description: 'low, normal, high or urgent' }),
    // What the server wrote in English, in the reader's language (words/say-in.ts); the rest as written.
    title: t.string({ resolve: (n, _args, ctx) => sayIn(ctx.locale, n.title) }),
    summary: t.string({
      nullable: true,
      resolve: (n, _args, ctx) => (n.summary == null ? null : sayIn(ctx.locale, n.summary)),
    }),
    message: t.exposeString('message', { nullable: true }),
    isRead: t.exposeBoolean('isRead'),
    readAt: t.field({ type: 'DateTime', nullable: true, resolve: (n) => n.readAt ?? null }),
    publishedAt: t.field({ type: 'DateTime', resolve: (n) => n.publishedAt }),
    actionUrl: t.exposeString('actionUrl', { nullable: true }),
    channel: t.field({ type: ChannelRef, nullable: true, resolve: (n) => n.channel }),
  }),
});

const PushRef = builder.objectRef<NotificationPush>('NotificationPush').implement({
  description: 'A new notification (or null when only the count changed) and the unread count.',
  fields: (t) => ({
    notification: t.field({
      type: NotificationRef,
      nullable: true,
      resolve: (p) =>
        p.notification && {
          ...p.notification,
          publishedAt: new Date(p.notification.publishedAt),
          readAt: p.notification.readAt ? new Date(p.notification.readAt) : null,
        },
    }),
    unreadCount: t.exposeInt('unreadCount'),
  }),
});

builder.objectFields(UserRef, (t) => ({
  notifications: t.field({
    type: [NotificationRef],
    description: 'Most recent first (the bell shows 5).',
    args: { first: t.arg.int({ defaultValue: 5 }), includeRead: t.arg.boolean({ defaultValue: true }) },
    authScopes: (user) => ({ self: user.id }),
    resolve: (user, { first, includeRead }, ctx) => {
      return listNotifications(ctx.db, user.id, {
        limit: Math.min(Math.max(first ?? 5, 1), 100),
        includeRead: includeRead ?? true,
      });
    },
  }),
  unreadNotificationCount: t.int({
    authScopes: (user) => ({ self: user.id }),
    resolve: (user, _args, ctx) => {
      return unreadCount(ctx.db, user.id);
    },
  }),
}));

builder.mutationField('markNotificationRead', (t) =>
  t.field({
    type: NotificationRef,
    authScopes: { signedIn: true },
    errors: { types: [NotFoundError], directResult: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => markRead(ctx.services.notifications, ctx.viewer!.id, String(id)),
  }),
);

builder.mutationField('markAllNotificationsRead', (t) =>
  t.prismaField({
    type: 'User',
    description:
      'Marks every unread notification of the viewer read ("Mark all read"); answers with the viewer, whose unread count is then 0.',
    authScopes: { signedIn: true },
    resolve: async (query, _root, _args, ctx) => {
      const viewer = ctx.viewer!;
      await markAllRead(ctx.services.notifications, viewer.id);
      return ctx.db.user.findUniqueOrThrow({ ...query, where: { id: viewer.id } });
    },
  }),
);

/**
 * An admin disabled or deleted the person (api/src/admin/people.ts): the last event is refused
 * as unauthenticated (resolve, below), which signs the open page out, and the stream ends.
 */
async function* untilSignedOut(pushes: AsyncGenerator<NotificationPush | SignedOutPush>) {
  for await (const push of pushes) {
    yield push;
    if ('signedOut' in push) return;
  }
}

builder.subscriptionField('notificationEvents', (t) =>
  t.field({
    type: PushRef,
    description: 'New notifications and the unread count, live. Starts with the current count.',
    authScopes: { signedIn: true },
    subscribe: (_root, _args, ctx) => {
      const userId = ctx.viewer!.id;
      const pushes = listen<NotificationPush | SignedOutPush>(
        ctx.services.broadcaster,
        userChannel(userId),
        ctx.request.signal,
        async () => ({ notification: null, unreadCount: await unreadCount(ctx.db, userId) }),
      );
      return untilSignedOut(pushes);
    },
    resolve: (p: NotificationPush | SignedOutPush) => {
      if ('signedOut' in p) throw new AuthError('Not authenticated');
      return p;
    },
  }),
);
