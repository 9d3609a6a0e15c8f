/** Dismisses a question of the review queue (it leaves the queue at once; nothing becomes public). */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useDismissTwinQuestionMutation as MutationType } from '../../__generated__/useDismissTwinQuestionMutation.graphql';
import { removeFromQueue } from './review-queue';

const Mutation = graphql`
  mutation useDismissTwinQuestionMutation($id: ID!) {
    dismissTwinQuestion(id: $id) {
      __typename
      ... on TwinQuestion {
        id
        status
      }
    }
  }
`;

export function useDismissTwinQuestionMutation(viewerId: string) {
  const [commit] = useMutation<MutationType>(Mutation);
  return useCallback(
    (id: string) =>
      commit({
        variables: { id },
        optimisticUpdater: (store) => removeFromQueue(store, viewerId, id),
        updater: (store, data) => {
          if (data?.dismissTwinQuestion.__typename === 'TwinQuestion') removeFromQueue(store, viewerId, id);
        },
        onError: (error) => console.warn('Failed to dismiss question', error),
      }),
    [commit, viewerId],
  );
}
