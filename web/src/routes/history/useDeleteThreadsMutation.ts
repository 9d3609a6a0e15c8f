/**
 * Deletes the conversations chosen on /history at once, with the memories saved from them if
 * asked: they leave every list once the server has answered (`@deleteRecord`). A refusal or a
 * failed request rejects with the words the page shows.
 */
import { t } from '@lingui/core/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useDeleteThreadsMutation as Mutation } from '../../__generated__/useDeleteThreadsMutation.graphql';
import { committed, failureMessage } from '../../relay/committed';

const DeleteThreads = graphql`
  mutation useDeleteThreadsMutation($threadIds: [ID!]!, $deleteMemories: Boolean) {
    deleteThreads(threadIds: $threadIds, deleteMemories: $deleteMemories) {
      __typename
      ... on DeleteThreadsPayload {
        deletedThreadIds @deleteRecord
      }
      ... on Error @alias(as: "refusal") {
        message
      }
    }
  }
`;

/** What the page says when the conversations could not be deleted and the server gave no words. */
const failed = () => t`Could not delete them. Please try again.`;

export function useDeleteThreadsMutation() {
  const [commit, deleting] = useMutation<Mutation>(DeleteThreads);
  const remove = useCallback(
    (threadIds: string[], deleteMemories: boolean) =>
      committed(commit, { variables: { threadIds, deleteMemories } }).then(
        ({ deleteThreads: result }) => {
          if (result.__typename !== 'DeleteThreadsPayload') throw new Error(failureMessage(result) ?? failed());
        },
        () => {
          throw new Error(failed());
        },
      ),
    [commit],
  );
  return [remove, deleting] as const;
}
