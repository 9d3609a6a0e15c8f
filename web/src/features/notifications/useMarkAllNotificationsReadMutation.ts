/** "Mark all read" in the bell: every notification in the store reads as read and the badge goes, at once. */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useMarkAllNotificationsReadMutation as MutationType } from '../../__generated__/useMarkAllNotificationsReadMutation.graphql';

const Mutation = graphql`
  mutation useMarkAllNotificationsReadMutation {
    markAllNotificationsRead {
      id
      unreadNotificationCount
    }
  }
`;

/** The viewer's listed notifications flip to read and the count to 0. */
function markAllInStore(store: RecordSourceSelectorProxy, viewerId: string) {
  const viewer = store.get(viewerId);
  if (!viewer) return;
  for (const record of viewer.getLinkedRecords('notifications', { first: 5, includeRead: true }) ?? []) {
    record?.setValue(true, 'isRead');
  }
  viewer.setValue(0, 'unreadNotificationCount');
}

export function useMarkAllNotificationsReadMutation(viewerId: string) {
  const [commit] = useMutation<MutationType>(Mutation);
  return useCallback(() => {
    commit({
      variables: {},
      optimisticUpdater: (store) => markAllInStore(store, viewerId),
      updater: (store) => markAllInStore(store, viewerId),
      onError: (error) => console.warn('Failed to mark all notifications read', error),
    });
  }, [commit, viewerId]);
}
