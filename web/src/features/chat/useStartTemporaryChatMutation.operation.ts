/** The mutation of useStartTemporaryChatMutation.ts, fetched once the page is shown (web/src/after-paint/later-mutation.ts). */
import { graphql } from 'react-relay/hooks';

export const StartTemporaryChat = graphql`
  mutation useStartTemporaryChatMutation {
    createThread(temporary: true) {
      __typename
      ... on Thread {
        databaseId
      }
      ... on ValidationError {
        message
      }
    }
  }
`;
