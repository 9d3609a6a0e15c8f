/** Thumbs up/down (and a comment) on an answer (rateStep); the change shows at once. */
import { useCallback } from 'react';
import type { FeedbackRating, useRateStepMutation as Mutation } from '../../__generated__/useRateStepMutation.graphql';
import { later } from '../../after-paint/load-later';
import { useLaterMutation } from '../../after-paint/later-mutation';

const RateStep = later(() => import('./useRateStepMutation.operation').then((m) => m.RateStep));

export function useRateStepMutation() {
  const [commit] = useLaterMutation<Mutation>(RateStep);
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
