/** The mutation of useChooseThreadModelMutation.ts, fetched once the page is shown (web/src/after-paint/later-mutation.ts). */
import { graphql } from 'react-relay/hooks';

export const ChooseThreadModel = graphql`
  mutation useChooseThreadModelMutation($threadId: ID!, $model: ID!) {
    chooseThreadModel(threadId: $threadId, model: $model) {
      ... on Thread {
        id
        model {
          id
          offline
        }
      }
      ... on Error @alias(as: "refusal") {
        message
      }
    }
  }
`;
