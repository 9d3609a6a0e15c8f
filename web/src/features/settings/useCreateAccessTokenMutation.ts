/**
 * Creates a named personal access token with its scope (full use of the data, or read only): it joins Settings → Access tokens (`@prependNode` on the
 * viewer's `tokens` connection) and the hook resolves with the token itself, which is shown once.
 */
import { t } from '@lingui/core/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type {
  TokenScope,
  useCreateAccessTokenMutation as Mutation,
} from '../../__generated__/useCreateAccessTokenMutation.graphql';
import { committed, failureMessage } from '../../relay/committed';
import { useViewerConnections } from '../../relay/viewer-connections';

const CreateAccessToken = graphql`
  mutation useCreateAccessTokenMutation($name: String!, $scope: TokenScope!, $connections: [ID!]!) {
    createAccessToken(name: $name, scope: $scope) {
      __typename
      ... on AccessToken @alias(as: "created") {
        token
        session @prependNode(connections: $connections, edgeTypeName: "DeviceSessionEdge") {
          id
          ...SessionRow_session
        }
      }
      ... on Error @alias(as: "refusal") {
        message
      }
    }
  }
`;

export function useCreateAccessTokenMutation() {
  const [commit, inFlight] = useMutation<Mutation>(CreateAccessToken);
  const connections = useViewerConnections('tokens');
  const create = useCallback(
    (name: string, scope: TokenScope) =>
      committed(commit, { variables: { name, scope, connections: connections() } }).then(
        ({ createAccessToken: result }) => {
          if (!result.created) throw new Error(failureMessage(result) ?? t`Failed`);
          return result.created.token;
        },
      ),
    [commit, connections],
  );
  return [create, inFlight] as const;
}
