/**
 * Deletes a memory: it leaves the Knowledge page's list at once (optimistic, `@deleteEdge` on the
 * viewer's `memories` connection) and comes back if the server refuses.
 */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useDeleteMemoryMutation as Mutation } from '../../__generated__/useDeleteMemoryMutation.graphql';
import { committed, failureMessage, throwIfFailed } from '../../relay/committed';
import { useViewerConnections } from '../../relay/viewer-connections';

const DeleteMemory = graphql`
  mutation useDeleteMemoryMutation($id: ID!, $connections: [ID!]!) {
    deleteMemory(id: $id) {
      __typename
      ... on Deleted {
        id @deleteEdge(connections: $connections)
      }
      ... on Error @alias(as: "refusal") {
        message
      }
    }
  }
`;

export function useDeleteMemoryMutation() {
  const [commit, inFlight] = useMutation<Mutation>(DeleteMemory);
  const connections = useViewerConnections('memories');
  const remove = useCallback(
    (id: string) =>
      committed(commit, {
        variables: { id, connections: connections() },
        optimisticResponse: { deleteMemory: { __typename: 'Deleted' as const, id } },
      }).then((data) => throwIfFailed(failureMessage(data.deleteMemory))),
    [commit, connections],
  );
  return [remove, inFlight] as const;
}
