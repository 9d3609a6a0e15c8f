/** /history's search: the server's ranked results, each with the passage that matched (opens the thread there). */
import { EmptyState, HighlightedText, LoadingState, SEARCH_DEBOUNCE_MS, ThreadListItem } from '@duet/design-system';
import { useEffect, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { HistorySearchQuery, HistorySearchQuery$data } from '../../__generated__/HistorySearchQuery.graphql';
import { conversationPath } from '../../features/chat/conversation-path';
import styles from './HistoryRoute.module.css';

const Search = graphql`
  query HistorySearchQuery($query: String!) {
    searchThreads(query: $query, first: 50) {
      __typename
      ... on QuerySearchThreadsSuccess {
        data {
          id
          name
          stepId
          snippet
          highlights {
            start
            end
          }
        }
      }
      ... on ValidationError {
        message
      }
    }
  }
`;

type Hit = Extract<
  HistorySearchQuery$data['searchThreads'],
  { __typename: 'QuerySearchThreadsSuccess' }
>['data'][number];

export function HistorySearch({
  query,
  onOpen,
}: {
  query: string;
  onOpen: (id: string, stepId: string | null) => void;
}) {
  const environment = useRelayEnvironment();
  const [hits, setHits] = useState<readonly Hit[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    setHits(null);
    setFailed(null);
    const timer = setTimeout(() => {
      fetchQuery<HistorySearchQuery>(environment, Search, { query }, { fetchPolicy: 'network-only' })
        .toPromise()
        .then((data) => {
          if (!current || !data) return;
          const r = data.searchThreads;
          if (r.__typename === 'QuerySearchThreadsSuccess') setHits(r.data);
          else setFailed(r.__typename === 'ValidationError' ? r.message : 'Search failed. Please try again.');
        })
        .catch(() => current && setFailed('Search failed. Please try again.'));
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [environment, query]);

  if (failed) return <EmptyState title="No results" description={failed} />;
  if (!hits) return <LoadingState />;
  if (hits.length === 0) return <EmptyState title="No results" description={`Nothing matches “${query}”.`} />;
  return (
    <ul className={styles.list} aria-label="Search results">
      {hits.map((hit) => (
        <li key={hit.id}>
          <ThreadListItem
            id={hit.id}
            href={conversationPath(hit.id, hit.stepId)}
            title={hit.name?.trim() || 'Untitled conversation'}
            preview={
              hit.snippet ? (
                <HighlightedText
                  text={hit.snippet}
                  highlights={hit.highlights.map(({ start, end }) => ({ start, end }))}
                />
              ) : null
            }
            onSelect={() => onOpen(hit.id, hit.stepId ?? null)}
          />
        </li>
      ))}
    </ul>
  );
}
