/**
 * New Chat (docs/product.md §4): starts a private thread, or hands back the user's empty one if
 * there is one, and resolves with its id for the caller to open. It joins the sidebar's list with
 * its first message (an empty thread is never listed).
 */
import { useCallback } from 'react';
import type { useStartPrivateChatMutation as Mutation } from '../../__generated__/useStartPrivateChatMutation.graphql';
import { committed } from '../../relay/committed';
import { later } from '../../after-paint/load-later';
import { useLaterMutation } from '../../after-paint/later-mutation';

const StartPrivateChat = later(() => import('./useStartPrivateChatMutation.operation').then((m) => m.StartPrivateChat));

export function useStartPrivateChatMutation() {
  const [commit, inFlight] = useLaterMutation<Mutation>(StartPrivateChat);
  const start = useCallback(
    () => committed(commit, { variables: {} }).then((data) => data.startPrivateBrainChat.threadId),
    [commit],
  );
  return [start, inFlight] as const;
}
