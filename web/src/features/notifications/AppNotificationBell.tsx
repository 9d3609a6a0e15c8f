/**
 * The header's notification bell (docs/product.md §2): the unread badge and the 5 most recent notifications,
 * from the app-start query, kept live by the notificationEvents subscription. Clicking an item
 * marks it read and opens its action URL in a new tab; "Mark all read" clears the bell.
 */
import { NotificationBell, type NotificationData, type NotificationType } from '@duet/design-system';
import { useMemo } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { AppNotificationBell_notifications$key } from '../../__generated__/AppNotificationBell_notifications.graphql';
import type { AppNotificationBell_viewer$key } from '../../__generated__/AppNotificationBell_viewer.graphql';
import { useMarkAllNotificationsReadMutation } from './useMarkAllNotificationsReadMutation';
import { useMarkNotificationReadMutation } from './useMarkNotificationReadMutation';
import { useNotificationEvents } from './useNotificationEvents';

const Fragment = graphql`
  fragment AppNotificationBell_viewer on User {
    id
    unreadNotificationCount
    notifications(first: 5, includeRead: true) {
      ...AppNotificationBell_notifications
    }
  }
`;

/** What the bell shows of a notification; the live ones (useNotificationEvents.ts) bring the same. */
const NotificationsFragment = graphql`
  fragment AppNotificationBell_notifications on Notification @relay(plural: true) {
    id
    notificationType
    priority
    title
    summary
    isRead
    publishedAt
    actionUrl
    channel {
      displayName
    }
  }
`;

const TYPES = new Set<NotificationType>(['success', 'warning', 'error', 'update', 'info']);

export function AppNotificationBell({ viewer }: { viewer: AppNotificationBell_viewer$key }) {
  const data = useFragment(Fragment, viewer);
  const markRead = useMarkNotificationReadMutation(data.id);
  const markAllRead = useMarkAllNotificationsReadMutation(data.id);
  useNotificationEvents(data.id);

  const list = useFragment<AppNotificationBell_notifications$key>(NotificationsFragment, data.notifications);
  const notifications = useMemo<NotificationData[]>(
    () =>
      list.map((n) => ({
        id: n.id,
        title: n.title,
        summary: n.summary,
        type: TYPES.has(n.notificationType as NotificationType) ? (n.notificationType as NotificationType) : 'info',
        priority: n.priority,
        isRead: n.isRead,
        publishedAt: String(n.publishedAt),
        channelName: n.channel?.displayName ?? null,
        actionUrl: n.actionUrl,
      })),
    [list],
  );

  return (
    <NotificationBell
      unreadCount={data.unreadNotificationCount}
      notifications={notifications}
      onMarkRead={(id) => markRead(id)}
      onMarkAllRead={markAllRead}
      onOpenNotification={(notification) => {
        if (!notification.isRead) markRead(notification.id);
        if (notification.actionUrl) window.open(notification.actionUrl, '_blank', 'noopener');
      }}
    />
  );
}
