/** The mutation of useDeleteThreadMutation.ts, fetched once the page is shown (web/src/after-paint/later-mutation.ts). */
import { graphql } from 'react-relay/hooks';

export const DeleteThread = graphql`
  mutation useDeleteThreadMutation($threadId: ID!, $deleteMemories: Boolean) {
    deleteThread(threadId: $threadId, deleteMemories: $deleteMemories) {
      __typename
      ... on DeleteThreadPayload {
        deletedThreadId @deleteRecord
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;
