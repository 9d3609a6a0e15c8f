/** Deletes a thread (after the docs/product.md §5 confirmation), with the memories saved from it if asked: gone from every list at once, restored on failure. */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useDeleteThreadMutation as Mutation } from '../../__generated__/useDeleteThreadMutation.graphql';
import { committed } from '../../relay/committed';

const DeleteThread = graphql`
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

export function useDeleteThreadMutation() {
  const [commit, inFlight] = useMutation<Mutation>(DeleteThread);
  const remove = useCallback(
    (globalId: string, options: { deleteMemories?: boolean } = {}) =>
      committed(commit, {
        variables: { threadId: globalId, deleteMemories: options.deleteMemories ?? false },
        optimisticResponse: {
          deleteThread: { __typename: 'DeleteThreadPayload', deletedThreadId: globalId },
        },
      }).then(({ deleteThread: result }) => {
        if (result.__typename === 'NotFoundError') throw new Error(result.message);
      }),
    [commit],
  );
  return [remove, inFlight] as const;
}
