/**
 * Stops sharing a conversation (the share dialog, Settings → Shared links): the link leaves the
 * list at once (optimistic, `@deleteEdge`) and stays out once the server answers (already gone
 * counts as done), or comes back if the request fails.
 */
import { t } from '@lingui/core/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useRevokeShareMutation as Mutation } from '../../__generated__/useRevokeShareMutation.graphql';
import { committed } from '../../relay/committed';
import { dropFromConnections, useViewerConnections } from '../../relay/viewer-connections';

const RevokeShare = graphql`
  mutation useRevokeShareMutation($token: String!, $connections: [ID!]!) {
    revokeShare(token: $token) {
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

export function useRevokeShareMutation() {
  const [commit, inFlight] = useMutation<Mutation>(RevokeShare);
  const connections = useViewerConnections('sharedLinks');
  const revoke = useCallback(
    (token: string, id: string) => {
      const lists = connections();
      return committed(commit, {
        variables: { token, connections: lists },
        optimisticResponse: { revokeShare: { __typename: 'Deleted' as const, id } },
        updater: (store, data) => {
          if (data?.revokeShare.__typename === 'NotFoundError') dropFromConnections(store, lists, id);
        },
      }).then(({ revokeShare: result }) => {
        // Already gone is what was asked for.
        if (result.__typename !== 'Deleted' && result.__typename !== 'NotFoundError')
          throw new Error(t`The link could not be removed`);
      });
    },
    [commit, connections],
  );
  return [revoke, inFlight] as const;
}
