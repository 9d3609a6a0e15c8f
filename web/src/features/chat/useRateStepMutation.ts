/** Thumbs up/down (and a comment) on an answer (rateStep); the change shows at once. */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { FeedbackRating, useRateStepMutation as Mutation } from '../../__generated__/useRateStepMutation.graphql';

const RateStep = graphql`
  mutation useRateStepMutation($stepId: ID!, $rating: FeedbackRating, $comment: String) {
    rateStep(stepId: $stepId, rating: $rating, comment: $comment) {
      __typename
      ... on Step {
        id
        feedback {
          rating
          comment
        }
      }
    }
  }
`;

export function useRateStepMutation() {
  const [commit] = useMutation<Mutation>(RateStep);
  return useCallback(
    (stepId: string, rating: FeedbackRating | null, comment: string | null) =>
      commit({
        variables: { stepId, rating, comment },
        optimisticUpdater: (store) => {
          const step = store.get(stepId);
          if (!step) return;
          if (!rating) {
            step.setValue(null, 'feedback');
            return;
          }
          const id = `${stepId}:feedback`;
          const feedback = store.get(id) ?? store.create(id, 'StepFeedback');
          feedback.setValue(rating, 'rating');
          feedback.setValue(comment, 'comment');
          step.setLinkedRecord(feedback, 'feedback');
        },
        onError: (error) => console.warn('rateStep failed', error),
      }),
    [commit],
  );
}
