/**
 * Starts a temporary chat (api/src/chat/temporary-chats.ts): a new private conversation that is in
 * no list, search, memory or export, and is deleted when the person leaves it
 * (use-temporary-chat.ts). Resolves with its id for the caller to open.
 */
import { t } from '@lingui/core/macro';
import { useCallback } from 'react';
import type { useStartTemporaryChatMutation as Mutation } from '../../__generated__/useStartTemporaryChatMutation.graphql';
import { committed } from '../../relay/committed';
import { noteTemporaryChatStarted } from './use-temporary-chat';
import { later } from '../../after-paint/load-later';
import { useLaterMutation } from '../../after-paint/later-mutation';

const StartTemporaryChat = later(() =>
  import('./useStartTemporaryChatMutation.operation').then((m) => m.StartTemporaryChat),
);

export function useStartTemporaryChatMutation() {
  const [commit, inFlight] = useLaterMutation<Mutation>(StartTemporaryChat);
  const start = useCallback(
    () =>
      committed(commit, { variables: {} }).then(({ createThread: created }) => {
        if (created.__typename !== 'Thread') {
          throw new Error(created.__typename === 'ValidationError' ? created.message : t`Could not start the chat`);
        }
        noteTemporaryChatStarted(created.databaseId);
        return created.databaseId;
      }),
    [commit],
  );
  return [start, inFlight] as const;
}
