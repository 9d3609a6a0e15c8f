/** Marks a notification read, at once in the bell (optimistic: 'New' goes, the badge drops). */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useMarkNotificationReadMutation as MutationType } from '../../__generated__/useMarkNotificationReadMutation.graphql';

const Mutation = graphql`
  mutation useMarkNotificationReadMutation($id: ID!) {
    markNotificationRead(id: $id) {
      __typename
      ... on Notification {
        id
        isRead
        readAt
      }
    }
  }
`;

/** Flips the record to read and lowers the viewer's count, once per notification. */
function markInStore(store: RecordSourceSelectorProxy, viewerId: string, id: string) {
  const record = store.get(id);
  if (!record || record.getValue('isRead') === true) return;
  record.setValue(true, 'isRead');
  const viewer = store.get(viewerId);
  const count = viewer?.getValue('unreadNotificationCount');
  if (viewer && typeof count === 'number') viewer.setValue(Math.max(0, count - 1), 'unreadNotificationCount');
}

export function useMarkNotificationReadMutation(viewerId: string) {
  const [commit] = useMutation<MutationType>(Mutation);
  return useCallback(
    (id: string) => {
      commit({
        variables: { id },
        optimisticUpdater: (store) => markInStore(store, viewerId, id),
        // The server's answer overwrites isRead; keep the count in step with it.
        updater: (store) => markInStore(store, viewerId, id),
        onError: (error) => console.warn('Failed to mark notification read', error),
      });
    },
    [commit, viewerId],
  );
}
