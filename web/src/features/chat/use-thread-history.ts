/**
 * A conversation's history as ChatThread.tsx shows it: the newest page (the thread fragment's
 * connection, with the answers appended to it) after the older pages read as the reader scrolls
 * up (older-pages.ts), and the history read again from the newest page (another branch, a
 * compaction), which lets the older pages go.
 */
import { useCallback, useMemo } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay/hooks';
import { later } from '../../after-paint/load-later';
import { useOlderPages } from './older-pages';
import type { ThreadStep } from './thread-steps';

/** How many messages a page of the history holds. */
export const HISTORY_PAGE = 20;

// The newest page read again: its query's text is fetched once the page is shown
// (web/src/after-paint/), as the older pages' is.
const NewestPage = later(() => import('./newest-page.operation').then((m) => m.NewestPage));

export function useThreadHistory(
  threadId: string,
  newest: readonly ThreadStep[],
  pageInfo: { startCursor?: string | null; hasPreviousPage: boolean },
) {
  const environment = useRelayEnvironment();
  const older = useOlderPages(threadId, {
    firstId: newest[0]?.id ?? null,
    startCursor: pageInfo.startCursor ?? null,
    hasPrevious: pageInfo.hasPreviousPage,
  });
  const olderSteps = older.steps;
  const steps = useMemo(() => (olderSteps.length ? [...olderSteps, ...newest] : newest), [olderSteps, newest]);
  const { reset: resetOlder } = older;
  // The fetched page replaces the connection's edges (a page without a cursor is a refetch to Relay).
  const refetch = useCallback(
    (variables: { count?: number }, options: { fetchPolicy: 'network-only'; onComplete?: () => void }) => {
      const done = () => {
        resetOlder();
        options.onComplete?.();
      };
      const failed = (error: unknown) => {
        console.warn('Failed to load thread history', error);
        options.onComplete?.();
      };
      NewestPage().then((Query) => {
        const page = { id: threadId, count: variables.count ?? HISTORY_PAGE };
        fetchQuery(environment, Query, page, { fetchPolicy: 'network-only' }).subscribe({
          complete: done,
          error: failed,
        });
      }, failed);
    },
    [environment, threadId, resetOlder],
  );
  return {
    steps,
    hasPrevious: older.hasPrevious,
    isLoadingPrevious: older.isLoading,
    loadPrevious: older.load,
    refetch,
  };
}
