/**
 * Marks a thread's assistant messages as seen when the conversation opens or an answer ends: the
 * sidebar's Profile Pal 'New' badge goes at once (optimistic), and the answer brings what the badge
 * reads (ProfilePalBadge_thread).
 */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useMarkThreadViewedMutation as Mutation } from '../../__generated__/useMarkThreadViewedMutation.graphql';

const MarkThreadViewed = graphql`
  mutation useMarkThreadViewedMutation($threadId: ID!) {
    markThreadViewed(threadId: $threadId) {
      ... on Thread {
        id
        ...ProfilePalBadge_thread @alias
      }
    }
  }
`;

export function useMarkThreadViewedMutation() {
  const [commit] = useMutation<Mutation>(MarkThreadViewed);
  return useCallback(
    (threadId: string) => {
      commit({
        variables: { threadId },
        optimisticUpdater: (store) => {
          const thread = store.get(threadId);
          // The badge's messages (ProfilePalBadge_thread: the last 5).
          const history = thread?.getLinkedRecord('history', { last: 5 });
          const now = new Date().toISOString();
          for (const edge of history?.getLinkedRecords('edges') ?? []) {
            const node = edge?.getLinkedRecord('node');
            if (node && node.getValue('viewedAt') == null) node.setValue(now, 'viewedAt');
          }
        },
        onError: (error) => console.warn('markThreadViewed failed', error),
      });
    },
    [commit],
  );
}
