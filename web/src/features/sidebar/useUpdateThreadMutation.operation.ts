/** The mutation of useUpdateThreadMutation.ts, fetched once the page is shown (web/src/after-paint/later-mutation.ts). */
import { graphql } from 'react-relay/hooks';

export const UpdateThread = graphql`
  mutation useUpdateThreadMutation($threadId: ID!, $name: String, $pinned: Boolean) {
    updateThread(threadId: $threadId, name: $name, pinned: $pinned) {
      __typename
      ... on Thread {
        id
        name
        pinned
      }
      ... on Error @alias(as: "refusal") {
        message
      }
    }
  }
`;
