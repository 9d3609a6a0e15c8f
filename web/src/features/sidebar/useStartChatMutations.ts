/** New Chat and Profile Pal (docs/product.md §4): start a thread, put it at the top of the list, open it. */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { ConnectionHandler } from 'relay-runtime';
import type { useStartChatMutationsPrivateMutation } from '../../__generated__/useStartChatMutationsPrivateMutation.graphql';
import type { useStartChatMutationsProfilePalMutation } from '../../__generated__/useStartChatMutationsProfilePalMutation.graphql';

const PrivateMutation = graphql`
  mutation useStartChatMutationsPrivateMutation($connections: [ID!]!) {
    startPrivateBrainChat {
      threadId
      thread @prependNode(connections: $connections, edgeTypeName: "UserThreadsConnectionEdge") {
        ...AppSidebar_threads
      }
    }
  }
`;

const ProfilePalMutation = graphql`
  mutation useStartChatMutationsProfilePalMutation {
    startProfilePalChat {
      threadId
    }
  }
`;

/** The sidebar's threads connection of a user (for @prependNode). */
export function threadsConnectionId(viewerId: string): string {
  return ConnectionHandler.getConnectionID(viewerId, 'AppSidebar_threads');
}

export function useStartPrivateChatMutation(viewerId: string | null) {
  const [commit, inFlight] = useMutation<useStartChatMutationsPrivateMutation>(PrivateMutation);
  const start = useCallback(
    () =>
      new Promise<string>((resolve, reject) => {
        commit({
          variables: { connections: viewerId ? [threadsConnectionId(viewerId)] : [] },
          onCompleted: (data) => resolve(data.startPrivateBrainChat.threadId),
          onError: reject,
        });
      }),
    [commit, viewerId],
  );
  return [start, inFlight] as const;
}

export function useStartProfilePalMutation() {
  const [commit, inFlight] = useMutation<useStartChatMutationsProfilePalMutation>(ProfilePalMutation);
  const start = useCallback(
    () =>
      new Promise<string>((resolve, reject) => {
        commit({
          variables: {},
          onCompleted: (data) => resolve(data.startProfilePalChat.threadId),
          onError: reject,
        });
      }),
    [commit],
  );
  return [start, inFlight] as const;
}
