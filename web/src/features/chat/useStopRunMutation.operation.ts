/** The mutation of useStopRunMutation.ts, fetched once the page is shown (web/src/after-paint/later-mutation.ts). */
import { graphql } from 'react-relay/hooks';

export const StopRun = graphql`
  mutation useStopRunMutation($threadId: ID!) {
    stopRun(threadId: $threadId) {
      __typename
      ... on StopRunPayload {
        stopped
      }
    }
  }
`;
