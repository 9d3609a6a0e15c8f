/**
 * The live side of the bell: notificationEvents starts with the current unread count and then
 * pushes each new notification, which goes on top of the 5 most recent.
 */
import { useEffect } from 'react';
import { graphql, requestSubscription, useRelayEnvironment } from 'react-relay/hooks';
import type { useNotificationEventsSubscription } from '../../__generated__/useNotificationEventsSubscription.graphql';

const Subscription = graphql`
  subscription useNotificationEventsSubscription {
    notificationEvents {
      unreadCount
      notification {
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
    }
  }
`;

export const BELL_SIZE = 5;
const LIST_ARGS = { first: BELL_SIZE, includeRead: true };

export function useNotificationEvents(viewerId: string) {
  const environment = useRelayEnvironment();
  useEffect(() => {
    const subscription = requestSubscription<useNotificationEventsSubscription>(environment, {
      subscription: Subscription,
      variables: {},
      updater: (store) => {
        const push = store.getRootField('notificationEvents');
        const viewer = store.get(viewerId);
        if (!push || !viewer) return;
        viewer.setValue(push.getValue('unreadCount'), 'unreadNotificationCount');
        const added = push.getLinkedRecord('notification');
        if (!added) return;
        const current = viewer.getLinkedRecords('notifications', LIST_ARGS) ?? [];
        const rest = current.filter((n) => n && n.getDataID() !== added.getDataID());
        viewer.setLinkedRecords([added, ...rest].slice(0, BELL_SIZE), 'notifications', LIST_ARGS);
      },
      onError: (error) => console.warn('Notification updates stopped', error),
    });
    return () => subscription.dispose();
  }, [environment, viewerId]);
}
