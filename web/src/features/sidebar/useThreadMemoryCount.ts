/**
 * How many memories were saved from a conversation, read from the server when the sidebar's
 * delete dialog asks (it offers to delete them too).
 */
import { useCallback } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { useThreadMemoryCountQuery as Query } from '../../__generated__/useThreadMemoryCountQuery.graphql';

const ThreadMemoryCount = graphql`
  query useThreadMemoryCountQuery($id: ID!) {
    thread(id: $id) {
      memoryCount
    }
  }
`;

export function useThreadMemoryCount() {
  const environment = useRelayEnvironment();
  return useCallback(
    async (databaseId: string) => {
      const data = await fetchQuery<Query>(
        environment,
        ThreadMemoryCount,
        { id: databaseId },
        { fetchPolicy: 'network-only' },
      ).toPromise();
      return data?.thread?.memoryCount ?? 0;
    },
    [environment],
  );
}
