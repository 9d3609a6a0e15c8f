/**
 * Rename and pin a conversation (docs/product.md §10), and refresh the sidebar's list from the
 * server when its order may have changed (a pin, an answer, a new title).
 */
import { useCallback } from 'react';
import { fetchQuery, graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import type { Environment } from 'relay-runtime';
import AppSidebarThreadsPagination, {
  type AppSidebarThreadsPaginationQuery,
} from '../../__generated__/AppSidebarThreadsPaginationQuery.graphql';
import type { useThreadMutationsMemoryCountQuery } from '../../__generated__/useThreadMutationsMemoryCountQuery.graphql';
import type { useThreadMutationsUpdateMutation } from '../../__generated__/useThreadMutationsUpdateMutation.graphql';

const Update = graphql`
  mutation useThreadMutationsUpdateMutation($threadId: ID!, $name: String, $pinned: Boolean) {
    updateThread(threadId: $threadId, name: $name, pinned: $pinned) {
      __typename
      ... on Thread {
        id
        name
        pinned
      }
      ... on Error {
        message
      }
    }
  }
`;

const MemoryCount = graphql`
  query useThreadMutationsMemoryCountQuery($id: ID!) {
    thread(id: $id) {
      memoryCount
    }
  }
`;

/** How many loaded threads the sidebar shows at most after a refresh. */
const REFRESH_MAX = 100;

/**
 * Re-reads the first `count` threads of the sidebar (the connection's first page, so the
 * server's order — pinned first, newest first — and new titles replace what is shown).
 */
export function refreshSidebarThreads(environment: Environment, viewerId: string, count = 30): void {
  fetchQuery<AppSidebarThreadsPaginationQuery>(
    environment,
    AppSidebarThreadsPagination,
    { id: viewerId, count: Math.min(Math.max(count, 30), REFRESH_MAX), cursor: null },
    { fetchPolicy: 'network-only' },
  ).subscribe({ error: (error: unknown) => console.warn('Refreshing the conversation list failed', error) });
}

export function useThreadMutations(viewerId: string, loadedCount: number) {
  const environment = useRelayEnvironment();
  const [commit] = useMutation<useThreadMutationsUpdateMutation>(Update);
  const update = useCallback(
    (threadId: string, changes: { name?: string; pinned?: boolean }) =>
      new Promise<void>((resolve, reject) => {
        commit({
          variables: { threadId, name: changes.name ?? null, pinned: changes.pinned ?? null },
          onCompleted: (data) => {
            if (data.updateThread.__typename !== 'Thread') {
              reject(new Error('message' in data.updateThread ? data.updateThread.message : 'Could not change the conversation'));
              return;
            }
            if (changes.pinned !== undefined) refreshSidebarThreads(environment, viewerId, loadedCount);
            resolve();
          },
          onError: reject,
        });
      }),
    [commit, environment, viewerId, loadedCount],
  );
  const memoryCount = useCallback(
    async (databaseId: string) => {
      const data = await fetchQuery<useThreadMutationsMemoryCountQuery>(environment, MemoryCount, { id: databaseId }, { fetchPolicy: 'network-only' }).toPromise();
      return data?.thread?.memoryCount ?? 0;
    },
    [environment],
  );
  return { update, memoryCount };
}
