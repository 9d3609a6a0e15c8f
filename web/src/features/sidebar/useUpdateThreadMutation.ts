/**
 * Renames or pins a conversation from the sidebar (docs/product.md §10): the new name or pin shows
 * once the server has answered, and a pin refreshes the sidebar's list, whose order it changes
 * (refresh-sidebar-threads.ts).
 */
import { t } from '@lingui/core/macro';
import { useCallback } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import type { useUpdateThreadMutation as Mutation } from '../../__generated__/useUpdateThreadMutation.graphql';
import { committed, failureMessage } from '../../relay/committed';
import { refreshSidebarThreads } from './refresh-sidebar-threads';
import { later } from '../../after-paint/load-later';
import { useLaterMutation } from '../../after-paint/later-mutation';

const UpdateThread = later(() => import('./useUpdateThreadMutation.operation').then((m) => m.UpdateThread));

export function useUpdateThreadMutation(viewerId: string) {
  const environment = useRelayEnvironment();
  const [commit, inFlight] = useLaterMutation<Mutation>(UpdateThread);
  const update = useCallback(
    (threadId: string, changes: { name?: string; pinned?: boolean }) =>
      committed(commit, {
        variables: { threadId, name: changes.name ?? null, pinned: changes.pinned ?? null },
      }).then(({ updateThread: result }) => {
        if (result.__typename !== 'Thread')
          throw new Error(failureMessage(result) ?? t`Could not change the conversation`);
        if (changes.pinned !== undefined) refreshSidebarThreads(environment, viewerId);
      }),
    [commit, environment, viewerId],
  );
  return [update, inFlight] as const;
}
