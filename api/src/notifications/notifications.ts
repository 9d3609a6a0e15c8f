/**
 * In-app notifications (docs/product.md §2 bell, §3 Notification): created by real
 * events, listed newest first, counted, marked read, and pushed live.
 */
import type { Db } from '../db/client.js';
import type { Notification, NotificationChannel } from '../db/generated/sqlite/client.js';
import { NotFoundError } from '../errors/domain-errors.js';
import type { Broadcaster } from '../realtime/broadcaster.js';

export const CHANNELS = {
  system: 'Duet',
  twin: 'Your Twin',
  profile: 'Profile',
} as const;
export type ChannelKey = keyof typeof CHANNELS;

export type NotificationWithChannel = Notification & { channel: NotificationChannel | null };

export interface NotificationDeps {
  db: Db;
  broadcaster: Broadcaster;
}

export interface NewNotification {
  type?: 'success' | 'warning' | 'error' | 'update' | 'info';
  priority?: 'low' | 'normal' | 'high' | 'urgent';
  title: string;
  summary?: string | null;
  message?: string | null;
  actionUrl?: string | null;
  channel?: ChannelKey;
}

/** What subscribers of a user's notifications receive. */
export interface NotificationPush {
  notification: NotificationWithChannel | null;
  unreadCount: number;
}

export const userChannel = (userId: string) => `notifications:${userId}`;

async function channelId(db: Db, key: ChannelKey): Promise<string> {
  const channel = await db.notificationChannel.upsert({
    where: { key },
    create: { key, displayName: CHANNELS[key] },
    update: {},
    select: { id: true },
  });
  return channel.id;
}

export async function notify(deps: NotificationDeps, userId: string, n: NewNotification) {
  const created = await deps.db.notification.create({
    data: {
      userId,
      notificationType: n.type ?? 'info',
      priority: n.priority ?? 'normal',
      title: n.title.slice(0, 200),
      summary: n.summary?.slice(0, 500) ?? null,
      message: n.message?.slice(0, 5000) ?? null,
      actionUrl: n.actionUrl ?? null,
      channelId: await channelId(deps.db, n.channel ?? 'system'),
    },
    include: { channel: true },
  });
  await deps.broadcaster.publish(userChannel(userId), {
    notification: created,
    unreadCount: await unreadCount(deps.db, userId),
  } satisfies NotificationPush);
  return created;
}

export function listNotifications(
  db: Db,
  userId: string,
  { limit = 5, includeRead = true, before }: { limit?: number; includeRead?: boolean; before?: Date } = {},
): Promise<NotificationWithChannel[]> {
  return db.notification.findMany({
    where: { userId, ...(includeRead ? {} : { isRead: false }), ...(before ? { publishedAt: { lt: before } } : {}) },
    orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }],
    take: limit,
    include: { channel: true },
  });
}

export function unreadCount(db: Db, userId: string): Promise<number> {
  return db.notification.count({ where: { userId, isRead: false } });
}

export async function markRead(deps: NotificationDeps, userId: string, id: string): Promise<NotificationWithChannel> {
  const found = await deps.db.notification.findFirst({ where: { id, userId } });
  if (!found) throw new NotFoundError('Notification not found');
  const updated = await deps.db.notification.update({
    where: { id },
    data: found.isRead ? {} : { isRead: true, readAt: new Date() },
    include: { channel: true },
  });
  await deps.broadcaster.publish(userChannel(userId), {
    notification: null,
    unreadCount: await unreadCount(deps.db, userId),
  } satisfies NotificationPush);
  return updated;
}
