/**
 * How many memories were saved from a conversation, read from the server when the sidebar's
 * delete dialog asks (it offers to delete them too).
 */
import { useCallback } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay/hooks';
import { later } from '../../after-paint/load-later';
import type { useThreadMemoryCountQuery as Query } from '../../__generated__/useThreadMemoryCountQuery.graphql';

// Asked only when the delete dialog opens: its text comes after the page (after-paint/load-later.tsx).
const ThreadMemoryCount = later(() => import('./useThreadMemoryCount.operation').then((m) => m.ThreadMemoryCount));

export function useThreadMemoryCount() {
  const environment = useRelayEnvironment();
  return useCallback(
    async (databaseId: string) => {
      const data = await fetchQuery<Query>(
        environment,
        await ThreadMemoryCount(),
        { id: databaseId },
        { fetchPolicy: 'network-only' },
      ).toPromise();
      return data?.thread?.memoryCount ?? 0;
    },
    [environment],
  );
}
