/** The mutation of useRateStepMutation.ts, fetched once the page is shown (web/src/after-paint/later-mutation.ts). */
import { graphql } from 'react-relay/hooks';

export const RateStep = graphql`
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
