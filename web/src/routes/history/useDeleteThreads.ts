/** Deletes several conversations at once (/history), with the memories saved from them if asked. */
import { useCallback, useState } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useDeleteThreadsMutation } from '../../__generated__/useDeleteThreadsMutation.graphql';

const DeleteThreads = graphql`
  mutation useDeleteThreadsMutation($threadIds: [ID!]!, $deleteMemories: Boolean) {
    deleteThreads(threadIds: $threadIds, deleteMemories: $deleteMemories) {
      __typename
      ... on DeleteThreadsPayload {
        deletedThreadIds @deleteRecord
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useDeleteThreads() {
  const [commit, deleting] = useMutation<useDeleteThreadsMutation>(DeleteThreads);
  const [error, setError] = useState<string | null>(null);
  const remove = useCallback(
    (threadIds: string[], deleteMemories: boolean) =>
      new Promise<boolean>((resolve) => {
        setError(null);
        commit({
          variables: { threadIds, deleteMemories },
          onCompleted: (data) => {
            const r = data.deleteThreads;
            if (r.__typename === 'DeleteThreadsPayload') resolve(true);
            else {
              setError(('message' in r && r.message) || 'Could not delete them. Please try again.');
              resolve(false);
            }
          },
          onError: () => {
            setError('Could not delete them. Please try again.');
            resolve(false);
          },
        });
      }),
    [commit],
  );
  return { remove, deleting, error };
}
