/**
 * Makes a shared link for a conversation (docs/product.md "Share a conversation"): resolves with
 * the link, which also joins Settings → Shared links (`@prependNode` on the viewer's
 * `sharedLinks` connection).
 */
import { t } from '@lingui/core/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useShareThreadMutation as Mutation } from '../../__generated__/useShareThreadMutation.graphql';
import { committed, failureMessage } from '../../relay/committed';
import { useViewerConnections } from '../../relay/viewer-connections';

const ShareThread = graphql`
  mutation useShareThreadMutation($threadId: ID!, $connections: [ID!]!) {
    shareThread(threadId: $threadId) {
      __typename
      ... on ShareThreadPayload @alias(as: "shared") {
        token
        url
        share @prependNode(connections: $connections, edgeTypeName: "SharedLinkEdge") {
          id
          ...SharedLinkRow_link
        }
      }
      ... on Error @alias(as: "refusal") {
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
  const [commit, inFlight] = useMutation<Mutation>(ShareThread);
  const connections = useViewerConnections('sharedLinks');
  const share = useCallback(
    (threadId: string) =>
      committed(commit, { variables: { threadId, connections: connections() } }).then(
        ({ shareThread: result }): CreatedLink => {
          const { shared } = result;
          if (!shared) throw new Error(failureMessage(result) ?? t`The link could not be made`);
          return { id: shared.share.id, token: shared.token, url: shared.url };
        },
      ),
    [commit, connections],
  );
  return [share, inFlight] as const;
}
