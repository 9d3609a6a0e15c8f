/** The mutation of useSelectStepMutation.ts, fetched once the page is shown (web/src/after-paint/later-mutation.ts). */
import { graphql } from 'react-relay/hooks';

export const SelectStep = graphql`
  mutation useSelectStepMutation($stepId: ID!) {
    selectStep(stepId: $stepId) {
      __typename
      ... on Error @alias(as: "refusal") {
        message
      }
    }
  }
`;
