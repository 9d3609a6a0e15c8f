/**
 * Deletes a story: it leaves My Story's list at once (optimistic, `@deleteEdge` on the viewer's
 * `stories` connection) and comes back if the server refuses.
 */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useDeleteStoryMutation as Mutation } from '../../__generated__/useDeleteStoryMutation.graphql';
import { committed, failureMessage, throwIfFailed } from '../../relay/committed';
import { useViewerConnections } from '../../relay/viewer-connections';

const DeleteStory = graphql`
  mutation useDeleteStoryMutation($id: ID!, $connections: [ID!]!) {
    deleteStory(id: $id) {
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

export function useDeleteStoryMutation() {
  const [commit, inFlight] = useMutation<Mutation>(DeleteStory);
  const connections = useViewerConnections('stories');
  const remove = useCallback(
    (id: string) =>
      committed(commit, {
        variables: { id, connections: connections() },
        optimisticResponse: { deleteStory: { __typename: 'Deleted' as const, id } },
      }).then((data) => throwIfFailed(failureMessage(data.deleteStory))),
    [commit, connections],
  );
  return [remove, inFlight] as const;
}
