/**
 * Shared conversation links (docs/product.md "Share a conversation"): make one for a thread,
 * stop sharing one. The viewer's list (Settings → Shared links) is kept in step in the store.
 */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useShareMutationsRevokeMutation as RevokeMutation } from '../../__generated__/useShareMutationsRevokeMutation.graphql';
import type { useShareMutationsShareMutation as ShareMutation } from '../../__generated__/useShareMutationsShareMutation.graphql';
import { editViewerList, failureMessage } from '../../relay/viewer-list';

const Share = graphql`
  mutation useShareMutationsShareMutation($threadId: ID!) {
    shareThread(threadId: $threadId) {
      __typename
      ... on ShareThreadPayload {
        token
        url
        share {
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
  mutation useShareMutationsRevokeMutation($token: String!) {
    revokeShare(token: $token) {
      __typename
      ... on Deleted {
        id
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
  const share = useCallback(
    (threadId: string) =>
      new Promise<CreatedLink>((resolve, reject) => {
        commit({
          variables: { threadId },
          updater: (store) => {
            const id = store.getRootField('shareThread')?.getLinkedRecord('share')?.getDataID();
            if (id) editViewerList(store, 'sharedConversations', (ids) => [id, ...ids.filter((x) => x !== id)]);
          },
          onCompleted: (data) => {
            const result = data.shareThread;
            if (result.__typename === 'ShareThreadPayload') resolve({ id: result.share.id, token: result.token, url: result.url });
            else reject(new Error(failureMessage(result) ?? 'The link could not be made'));
          },
          onError: reject,
        });
      }),
    [commit],
  );
  return [share, inFlight] as const;
}

/**
 * Stops sharing; the link leaves the list at once and stays out once the server answers (already
 * gone counts as done), or comes back if the request fails.
 */
export function useRevokeShareMutation() {
  const [commit, inFlight] = useMutation<RevokeMutation>(Revoke);
  const revoke = useCallback(
    (token: string, id: string) =>
      new Promise<void>((resolve, reject) => {
        const drop = (store: RecordSourceSelectorProxy) => editViewerList(store, 'sharedConversations', (ids) => ids.filter((x) => x !== id));
        commit({
          variables: { token },
          optimisticUpdater: drop,
          updater: drop,
          onCompleted: (data) => {
            const result = data.revokeShare;
            // Already gone is what was asked for.
            if (result.__typename === 'Deleted' || result.__typename === 'NotFoundError') resolve();
            else reject(new Error('The link could not be removed'));
          },
          onError: reject,
        });
      }),
    [commit],
  );
  return [revoke, inFlight] as const;
}
