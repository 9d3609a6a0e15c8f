/**
 * Rename and pin a conversation (docs/product.md §10), and refresh the sidebar's list from the
 * server when its order may have changed (a pin, an answer, a new title).
 */
import { useCallback } from 'react';
import { fetchQuery, graphql, useMutation, useRelayEnvironment } from 'react-relay/hooks';
import { ConnectionHandler, type Environment } from 'relay-runtime';
import AppSidebarThreadsPagination, {
  type AppSidebarThreadsPaginationQuery,
} from '../../__generated__/AppSidebarThreadsPaginationQuery.graphql';
import type { useThreadMutationsMemoryCountQuery } from '../../__generated__/useThreadMutationsMemoryCountQuery.graphql';
import type { useThreadMutationsUpdateMutation } from '../../__generated__/useThreadMutationsUpdateMutation.graphql';
import { committed } from '../../relay/committed';

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

/** How many threads the sidebar has loaded (its first page and any more the reader scrolled to). */
function loadedThreads(environment: Environment, viewerId: string): number {
  let loaded = 0;
  // Without a scheduler (relay/environment.ts) the update runs at once; it only reads.
  environment.commitUpdate((store) => {
    const viewer = store.get(viewerId);
    const connection = viewer
      ? ConnectionHandler.getConnection(viewer, 'AppSidebar_threads')
      : null;
    loaded = connection?.getLinkedRecords('edges')?.length ?? 0;
  });
  return loaded;
}

/**
 * Re-reads as many threads as the sidebar shows (at least 30, at most REFRESH_MAX) as its first
 * page, so the server's order — pinned first, newest first — and new titles replace what is
 * shown without the list shrinking back to one page.
 */
export function refreshSidebarThreads(environment: Environment, viewerId: string): void {
  const count = Math.min(Math.max(loadedThreads(environment, viewerId), 30), REFRESH_MAX);
  fetchQuery<AppSidebarThreadsPaginationQuery>(
    environment,
    AppSidebarThreadsPagination,
    { id: viewerId, count, cursor: null },
    { fetchPolicy: 'network-only' },
  ).subscribe({
    error: (error: unknown) => console.warn('Refreshing the conversation list failed', error),
  });
}

export function useThreadMutations(viewerId: string) {
  const environment = useRelayEnvironment();
  const [commit] = useMutation<useThreadMutationsUpdateMutation>(Update);
  const update = useCallback(
    (threadId: string, changes: { name?: string; pinned?: boolean }) =>
      committed(commit, {
        variables: { threadId, name: changes.name ?? null, pinned: changes.pinned ?? null },
      }).then(({ updateThread: result }) => {
        if (result.__typename !== 'Thread')
          throw new Error(
            'message' in result ? result.message : 'Could not change the conversation',
          );
        if (changes.pinned !== undefined) refreshSidebarThreads(environment, viewerId);
      }),
    [commit, environment, viewerId],
  );
  const memoryCount = useCallback(
    async (databaseId: string) => {
      const data = await fetchQuery<useThreadMutationsMemoryCountQuery>(
        environment,
        MemoryCount,
        { id: databaseId },
        { fetchPolicy: 'network-only' },
      ).toPromise();
      return data?.thread?.memoryCount ?? 0;
    },
    [environment],
  );
  return { update, memoryCount };
}
