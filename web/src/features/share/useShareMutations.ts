/**
 * Shared conversation links (docs/product.md "Share a conversation"): make one for a thread,
 * stop sharing one. The viewer's list (Settings → Shared links) is kept in step in the store.
 */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useShareMutationsRevokeMutation as RevokeMutation } from '../../__generated__/useShareMutationsRevokeMutation.graphql';
import type { useShareMutationsShareMutation as ShareMutation } from '../../__generated__/useShareMutationsShareMutation.graphql';
import { committed, failureMessage } from '../../relay/committed';
import { dropFromConnections, useViewerConnections } from '../../relay/viewer-connections';

const Share = graphql`
  mutation useShareMutationsShareMutation($threadId: ID!, $connections: [ID!]!) {
    shareThread(threadId: $threadId) {
      __typename
      ... on ShareThreadPayload {
        token
        url
        share @prependNode(connections: $connections, edgeTypeName: "SharedLinkEdge") {
          id
          ...SharedLinkRow_link
        }
      }
      ... on ValidationError {
        message
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

const Revoke = graphql`
  mutation useShareMutationsRevokeMutation($token: String!, $connections: [ID!]!) {
    revokeShare(token: $token) {
      __typename
      ... on Deleted {
        id @deleteEdge(connections: $connections)
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

export interface CreatedLink {
  id: string;
  token: string;
  url: string;
}

export function useShareThreadMutation() {
  const [commit, inFlight] = useMutation<ShareMutation>(Share);
  const connections = useViewerConnections('sharedLinks');
  const share = useCallback(
    (threadId: string) =>
      committed(commit, { variables: { threadId, connections: connections() } }).then(
        ({ shareThread: result }): CreatedLink => {
          if (result.__typename !== 'ShareThreadPayload')
            throw new Error(failureMessage(result) ?? 'The link could not be made');
          return { id: result.share.id, token: result.token, url: result.url };
        },
      ),
    [commit, connections],
  );
  return [share, inFlight] as const;
}

/**
 * Stops sharing; the link leaves the list at once and stays out once the server answers (already
 * gone counts as done), or comes back if the request fails.
 */
export function useRevokeShareMutation() {
  const [commit, inFlight] = useMutation<RevokeMutation>(Revoke);
  const connections = useViewerConnections('sharedLinks');
  const revoke = useCallback(
    (token: string, id: string) => {
      const lists = connections();
      return committed(commit, {
        variables: { token, connections: lists },
        optimisticResponse: { revokeShare: { __typename: 'Deleted', id } },
        updater: (store, data) => {
          if (data?.revokeShare.__typename === 'NotFoundError')
            dropFromConnections(store, lists, id);
        },
      }).then(({ revokeShare: result }) => {
        // Already gone is what was asked for.
        if (result.__typename !== 'Deleted' && result.__typename !== 'NotFoundError')
          throw new Error('The link could not be removed');
      });
    },
    [commit, connections],
  );
  return [revoke, inFlight] as const;
}
