/**
 * Signs out a device or revokes an access token (Settings → Devices, Access tokens): it leaves its
 * list at once (optimistic, `@deleteEdge`) and comes back if the request fails. One the server no
 * longer knows leaves the list too, and its message is shown.
 */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useRevokeSessionMutation as Mutation } from '../../__generated__/useRevokeSessionMutation.graphql';
import { committed, failureMessage, throwIfFailed } from '../../relay/committed';
import { dropFromConnections, useViewerConnections } from '../../relay/viewer-connections';

const RevokeSession = graphql`
  mutation useRevokeSessionMutation($id: ID!, $connections: [ID!]!) {
    revokeSession(id: $id) {
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

/** The answer assumed until the server's comes: the session is gone (a GraphQL type, not words). */
const deletedType = 'Deleted' as const;

export function useRevokeSessionMutation() {
  const [commit, inFlight] = useMutation<Mutation>(RevokeSession);
  const connections = useViewerConnections('devices', 'tokens');
  const revoke = useCallback(
    (id: string) => {
      const lists = connections();
      return committed(commit, {
        variables: { id, connections: lists },
        optimisticResponse: { revokeSession: { __typename: deletedType, id } },
        updater: (store, data) => {
          if (data?.revokeSession.__typename === 'NotFoundError') dropFromConnections(store, lists, id);
        },
      }).then((data) => throwIfFailed(failureMessage(data.revokeSession)));
    },
    [commit, connections],
  );
  return [revoke, inFlight] as const;
}
