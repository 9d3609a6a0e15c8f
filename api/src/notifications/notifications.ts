/**
 * In-app notifications (docs/product.md §2 bell, §3 Notification): created by real
 * events, listed newest first, counted, marked read, and pushed live.
 */
import type { Db } from '../db/client.js';
import type { Notification, NotificationChannel } from '../db/generated/sqlite/client.js';
import { NotFoundError } from '../errors/domain-errors.js';
import type { Broadcaster } from '../realtime/broadcaster.js';
import { said } from '../words/said.js';

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
  /**
   * Events of one kind that fold: while the user has an unread notification of this key, a new
   * event updates it (its count, `title(count)` and `summary(count)`, which describe the group
   * rather than its latest event, and it moves to the top) instead of adding one.
   */
  fold?: { key: string; title: (count: number) => string; summary: (count: number) => string };
}

/** What subscribers of a user's notifications receive. */
export interface NotificationPush {
  notification: NotificationWithChannel | null;
  unreadCount: number;
}

/** Sent on a person's channel when an admin disables or deletes them: their open pages sign out. */
export interface SignedOutPush {
  signedOut: true;
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

const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === 'P2002';

async function create(db: Db, userId: string, n: NewNotification, foldKey: string | null) {
  return db.notification.create({
    data: {
      userId,
      notificationType: n.type ?? 'info',
      priority: n.priority ?? 'normal',
      title: n.title.slice(0, 200),
      summary: n.summary?.slice(0, 500) ?? null,
      message: n.message?.slice(0, 5000) ?? null,
      actionUrl: n.actionUrl ?? null,
      channelId: await channelId(db, n.channel ?? 'system'),
      foldKey,
    },
    include: { channel: true },
  });
}

/**
 * Folds the event into the user's unread notification of its key, or starts one. (userId, foldKey)
 * is unique and foldKey is cleared when read, so parallel events find one notification: the count
 * goes up in one statement, and the title and summary are written by whoever read the latest count.
 */
async function foldInto(db: Db, userId: string, n: NewNotification, fold: NonNullable<NewNotification['fold']>) {
  const key = { userId, foldKey: fold.key };
  for (let attempt = 0; attempt < 3; attempt++) {
    const bumped = await db.notification.updateMany({
      where: key,
      data: { foldCount: { increment: 1 }, publishedAt: new Date() },
    });
    if (bumped.count === 0) {
      try {
        return await create(db, userId, n, fold.key);
      } catch (error) {
        if (isUniqueViolation(error)) continue; // another event started it a moment ago
        throw error;
      }
    }
    const row = await db.notification.findUnique({ where: { userId_foldKey: key } });
    if (!row) continue; // read in between: this event starts a new one
    await db.notification.updateMany({
      where: { id: row.id, foldCount: row.foldCount },
      data: { title: fold.title(row.foldCount).slice(0, 200), summary: fold.summary(row.foldCount).slice(0, 500) },
    });
    return db.notification.findUniqueOrThrow({ where: { id: row.id }, include: { channel: true } });
  }
  return create(db, userId, n, null);
}

export async function notify(deps: NotificationDeps, userId: string, n: NewNotification) {
  const created = n.fold ? await foldInto(deps.db, userId, n, n.fold) : await create(deps.db, userId, n, null);
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
  if (!found) {
    throw new NotFoundError(said(/*i18n*/ { id: 'error.notifications.not-found', message: 'Notification not found' }));
  }
  const updated = await deps.db.notification.update({
    where: { id },
    // A read notification takes no more folded events: the next one starts anew.
    data: found.isRead ? {} : { isRead: true, readAt: new Date(), foldKey: null },
    include: { channel: true },
  });
  await deps.broadcaster.publish(userChannel(userId), {
    notification: null,
    unreadCount: await unreadCount(deps.db, userId),
  } satisfies NotificationPush);
  return updated;
}

/** Marks every unread notification of the person read ("Mark all read"); how many it marked. */
export async function markAllRead(deps: NotificationDeps, userId: string): Promise<number> {
  const { count } = await deps.db.notification.updateMany({
    where: { userId, isRead: false },
    data: { isRead: true, readAt: new Date(), foldKey: null },
  });
  await deps.broadcaster.publish(userChannel(userId), {
    notification: null,
    unreadCount: await unreadCount(deps.db, userId),
  } satisfies NotificationPush);
  return count;
}

/**
 * The thing a notification was about has been dealt with (a twin question answered or dismissed):
 * its notifications, found by the link they open, are read and drop to low priority, so nothing
 * still reads "New · High".
 */
export async function settleNotifications(deps: NotificationDeps, userId: string, actionUrl: string): Promise<void> {
  const { count } = await deps.db.notification.updateMany({
    where: { userId, actionUrl },
    data: { priority: 'low', foldKey: null },
  });
  if (count === 0) return;
  await deps.db.notification.updateMany({
    where: { userId, actionUrl, isRead: false },
    data: { isRead: true, readAt: new Date() },
  });
  await deps.broadcaster.publish(userChannel(userId), {
    notification: null,
    unreadCount: await unreadCount(deps.db, userId),
  } satisfies NotificationPush);
}

/**
 * Raises the unread notifications that open `actionUrl` to `priority` (never lowers one): a
 * structured signal (e.g. several conversations asking the same thing) makes it more pressing.
 */
export async function raisePriority(
  deps: NotificationDeps,
  userId: string,
  actionUrl: string,
  priority: 'high',
): Promise<void> {
  await deps.db.notification.updateMany({
    where: { userId, actionUrl, isRead: false, priority: { in: ['low', 'normal'] } },
    data: { priority },
  });
}
