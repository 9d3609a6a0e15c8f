/** New Chat and Profile Pal (docs/product.md §4): start (or reuse) a thread and open it. */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useStartChatMutationsPrivateMutation } from '../../__generated__/useStartChatMutationsPrivateMutation.graphql';
import type { useStartChatMutationsProfilePalMutation } from '../../__generated__/useStartChatMutationsProfilePalMutation.graphql';
import { committed } from '../../relay/committed';

const PrivateMutation = graphql`
  mutation useStartChatMutationsPrivateMutation {
    startPrivateBrainChat {
      threadId
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

/**
 * New Chat: the server hands back the user's empty private thread if there is one. It joins the
 * sidebar's list with its first message (an empty thread is never listed).
 */
export function useStartPrivateChatMutation() {
  const [commit, inFlight] = useMutation<useStartChatMutationsPrivateMutation>(PrivateMutation);
  const start = useCallback(
    () => committed(commit, { variables: {} }).then((data) => data.startPrivateBrainChat.threadId),
    [commit],
  );
  return [start, inFlight] as const;
}

export function useStartProfilePalMutation() {
  const [commit, inFlight] =
    useMutation<useStartChatMutationsProfilePalMutation>(ProfilePalMutation);
  const start = useCallback(
    () => committed(commit, { variables: {} }).then((data) => data.startProfilePalChat.threadId),
    [commit],
  );
  return [start, inFlight] as const;
}
