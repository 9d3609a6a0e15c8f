/** Deletes a thread (after the docs/product.md §5 confirmation), with the memories saved from it if asked: gone from every list at once, restored on failure. */
import { useCallback } from 'react';
import type { useDeleteThreadMutation as Mutation } from '../../__generated__/useDeleteThreadMutation.graphql';
import { committed } from '../../relay/committed';
import { later } from '../../after-paint/load-later';
import { useLaterMutation } from '../../after-paint/later-mutation';

const DeleteThread = later(() => import('./useDeleteThreadMutation.operation').then((m) => m.DeleteThread));

export function useDeleteThreadMutation() {
  const [commit, inFlight] = useLaterMutation<Mutation>(DeleteThread);
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
