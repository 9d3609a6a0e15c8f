/**
 * /history's search: the server's ranked results (viewer.searchThreads), each with the passage that
 * matched (opens the thread there), the best 50 and the rest on "Show more results".
 */
import {
  Button,
  EmptyState,
  HighlightedText,
  LoadingState,
  SEARCH_DEBOUNCE_MS,
  ThreadListItem,
} from '@duet/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { HistorySearchQuery, HistorySearchQuery$data } from '../../__generated__/HistorySearchQuery.graphql';
import { conversationPath } from '../../features/chat/conversation-path';
import { errorText } from '../../relay/error-text';
import styles from './HistoryRoute.module.css';

const Search = graphql`
  query HistorySearchQuery($query: String!, $after: String) {
    viewer {
      searchThreads(query: $query, first: 50, after: $after) {
        edges {
          snippet
          highlights {
            start
            end
          }
          stepDatabaseId
          node {
            databaseId
            name
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`;

type Found = NonNullable<HistorySearchQuery$data['viewer']>['searchThreads'];
type Hit = Found['edges'][number];
interface Results {
  hits: readonly Hit[];
  /** Where the next page starts, or null when these are all. */
  next: string | null;
}

export function HistorySearch({
  query,
  onOpen,
}: {
  query: string;
  onOpen: (id: string, stepId: string | null) => void;
}) {
  const { t } = useLingui();
  const environment = useRelayEnvironment();
  const [results, setResults] = useState<Results | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const page = useCallback(
    async (after: string | null): Promise<Results> => {
      const data = await fetchQuery<HistorySearchQuery>(
        environment,
        Search,
        { query, after },
        { fetchPolicy: 'network-only' },
      ).toPromise();
      const found = data?.viewer?.searchThreads;
      return {
        hits: found?.edges ?? [],
        next: found?.pageInfo.hasNextPage ? (found.pageInfo.endCursor ?? null) : null,
      };
    },
    [environment, query],
  );
  useEffect(() => {
    let current = true;
    setResults(null);
    setFailed(null);
    const timer = setTimeout(() => {
      page(null).then(
        (first) => current && setResults(first),
        (error: unknown) => current && setFailed(errorText(error)),
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [page]);
  const more = () => {
    if (!results?.next) return;
    setLoadingMore(true);
    page(results.next)
      .then((next) => setResults((r) => r && { hits: [...r.hits, ...next.hits], next: next.next }))
      .catch((error: unknown) => setFailed(errorText(error)))
      .finally(() => setLoadingMore(false));
  };

  if (failed) return <EmptyState title={t`No results`} description={failed} />;
  if (!results) return <LoadingState />;
  if (results.hits.length === 0)
    return <EmptyState title={t`No results`} description={t`Nothing matches “${query}”.`} />;
  return (
    <>
      <ul className={styles.list} aria-label={t`Search results`}>
        {results.hits.map(({ node, snippet, highlights, stepDatabaseId }) => (
          <li key={node.databaseId}>
            <ThreadListItem
              id={node.databaseId}
              href={conversationPath(node.databaseId, stepDatabaseId)}
              title={node.name?.trim() || t`Untitled conversation`}
              preview={
                snippet ? (
                  <HighlightedText text={snippet} highlights={highlights.map(({ start, end }) => ({ start, end }))} />
                ) : null
              }
              onSelect={() => onOpen(node.databaseId, stepDatabaseId ?? null)}
            />
          </li>
        ))}
      </ul>
      {results.next && (
        <Button fullWidth loading={loadingMore} onClick={more}>
          <Trans>Show more results</Trans>
        </Button>
      )}
    </>
  );
}
