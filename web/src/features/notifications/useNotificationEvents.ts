/**
 * The live side of the bell: notificationEvents starts with the current unread count and then
 * pushes each new notification, which goes on top of the 5 most recent. A notification brings what
 * the bell shows of it (AppNotificationBell_notifications).
 */
import { useEffect } from 'react';
import { graphql, requestSubscription, useRelayEnvironment } from 'react-relay/hooks';
import type { useNotificationEventsSubscription } from '../../__generated__/useNotificationEventsSubscription.graphql';
import { keepSubscribed } from '../../relay/keep-subscribed';
import { AuthRequiredError } from '../../session/forced-logout';

const Subscription = graphql`
  subscription useNotificationEventsSubscription {
    notificationEvents {
      unreadCount
      notification {
        ...AppNotificationBell_notifications
      }
    }
  }
`;

export const BELL_SIZE = 5;
const LIST_ARGS = { first: BELL_SIZE, includeRead: true };

/** Reconnect delays after the stream drops (server restart, network change): 1 s doubling to 30 s. */
const retryDelay = (attempt: number) => Math.min(30_000, 1000 * 2 ** attempt);

export function useNotificationEvents(viewerId: string) {
  const environment = useRelayEnvironment();
  // The stream starts with the current unread count, so a reconnect puts the bell right again.
  useEffect(
    () =>
      keepSubscribed(
        (life) =>
          requestSubscription<useNotificationEventsSubscription>(environment, {
            subscription: Subscription,
            variables: {},
            onNext: life.received,
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
            onError: (error) => {
              if (!(error instanceof AuthRequiredError))
                console.warn('Notification updates dropped; reconnecting', error);
              life.ended(error);
            },
            onCompleted: () => life.ended(),
          }),
        // Signed out: the session handling takes over; nothing to reconnect.
        { delay: retryDelay, final: (error) => error instanceof AuthRequiredError },
      ),
    [environment, viewerId],
  );
}
