/**
 * Opens the visitor's conversation with a twin (startTwinChat): the same visitor gets the same
 * thread back; anonymous visitors get the HttpOnly anon-id cookie from the server. The owner gets a
 * preview (a self twin chat). Used by the twin chat route's loader, before the page renders.
 */
import { t } from '@lingui/core/macro';
import { commitMutation, graphql } from 'react-relay/hooks';
import type { startTwinChatMutation } from '../../__generated__/startTwinChatMutation.graphql';
import { failureMessage } from '../../relay/committed';
import { environment } from '../../relay/environment';
import { errorText } from '../../relay/error-text';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../session/storage-keys';

const Mutation = graphql`
  mutation startTwinChatMutation($username: String!, $fresh: Boolean) {
    startTwinChat(username: $username, fresh: $fresh) {
      __typename
      ... on StartChatPayload @alias(as: "started") {
        threadId
      }
      ... on Error @alias(as: "refusal") {
        message
      }
      ... on TwinClosedError {
        reason
      }
    }
  }
`;

export type TwinChatStart =
  { kind: 'ok'; threadId: string } | { kind: 'not_found' } | { kind: 'error'; message: string; signIn?: boolean };

export function startTwinChat(
  username: string,
  { fresh = false, signedIn }: { fresh?: boolean; signedIn: boolean },
): Promise<TwinChatStart> {
  return new Promise((resolve) => {
    commitMutation<startTwinChatMutation>(environment, {
      mutation: Mutation,
      variables: { username, fresh },
      onCompleted: ({ startTwinChat: result }) => {
        const { started } = result;
        if (started) {
          // docs/product.md §3 'anon id': a client-side marker that this browser talks to twins anonymously (the
          // id itself is the server's HttpOnly cookie). Logout clears it (docs/product.md §4).
          if (!signedIn && !readStorage(STORAGE_KEYS.anonId)) writeStorage(STORAGE_KEYS.anonId, crypto.randomUUID());
          resolve({ kind: 'ok', threadId: started.threadId });
        } else if (result.__typename === 'NotFoundError') resolve({ kind: 'not_found' });
        else {
          const message = failureMessage(result) ?? t`Failed to fetch public twin`;
          // The owner's setting (TwinClosedError): the twin is off, or talks with signed-in people only.
          resolve({ kind: 'error', message, signIn: result.reason === 'sign_in_required' });
        }
      },
      onError: (error) => resolve({ kind: 'error', message: errorText(error.message, t`Failed to fetch public twin`) }),
    });
  });
}
