/**
 * Marks a thread's assistant messages as seen when the conversation opens or an answer ends: the
 * sidebar's Profile Pal 'New' badge goes at once (optimistic), and the answer brings what the badge
 * reads (ProfilePalBadge_thread).
 */
import { useCallback } from 'react';
import type { useMarkThreadViewedMutation as Mutation } from '../../__generated__/useMarkThreadViewedMutation.graphql';
import { later } from '../../after-paint/load-later';
import { useLaterMutation } from '../../after-paint/later-mutation';

const MarkThreadViewed = later(() => import('./useMarkThreadViewedMutation.operation').then((m) => m.MarkThreadViewed));

export function useMarkThreadViewedMutation() {
  const [commit] = useLaterMutation<Mutation>(MarkThreadViewed);
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
