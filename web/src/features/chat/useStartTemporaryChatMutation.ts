/**
 * Starts a temporary chat (api/src/chat/temporary-chats.ts): a new private conversation that is in
 * no list, search, memory or export, and is deleted when the person leaves it
 * (use-temporary-chat.ts). Resolves with its id for the caller to open.
 */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useStartTemporaryChatMutation as Mutation } from '../../__generated__/useStartTemporaryChatMutation.graphql';
import { committed } from '../../relay/committed';
import { noteTemporaryChatStarted } from './use-temporary-chat';

const StartTemporaryChat = graphql`
  mutation useStartTemporaryChatMutation {
    createThread(temporary: true) {
      __typename
      ... on Thread {
        databaseId
      }
      ... on ValidationError {
        message
      }
    }
  }
`;

export function useStartTemporaryChatMutation() {
  const [commit, inFlight] = useMutation<Mutation>(StartTemporaryChat);
  const start = useCallback(
    () =>
      committed(commit, { variables: {} }).then(({ createThread: created }) => {
        if (created.__typename !== 'Thread') {
          throw new Error(created.__typename === 'ValidationError' ? created.message : 'Could not start the chat');
        }
        noteTemporaryChatStarted(created.databaseId);
        return created.databaseId;
      }),
    [commit],
  );
  return [start, inFlight] as const;
}
