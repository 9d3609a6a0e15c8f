/**
 * 'Search your chats...' (docs/product.md §2, §4): the server's ranked search (limit 12, each with
 * the passage that matched) merged with a local, case-insensitive filter over the loaded threads'
 * names and first/last message previews. A result opens its thread at the message that matched.
 */
import { SearchDialog, type SearchResult } from '@duet/design-system';
import { useCallback, useRef, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import type { ThreadSearchQuery } from '../../__generated__/ThreadSearchQuery.graphql';

const Search = graphql`
  query ThreadSearchQuery($query: String!, $first: Int!) {
    viewer {
      searchThreads(query: $query, first: $first) {
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
            updatedAt
          }
        }
      }
    }
  }
`;

export const SEARCH_LIMIT = 12;

export interface LocalThread {
  databaseId: string;
  name?: string | null;
  firstMessagePreview?: string | null;
  lastMessagePreview?: string | null;
  updatedAt: string;
}

export function localMatches(threads: readonly LocalThread[], query: string): SearchResult[] {
  const needle = query.toLowerCase();
  return threads
    .filter((t) => [t.name, t.firstMessagePreview, t.lastMessagePreview].some((v) => v?.toLowerCase().includes(needle)))
    .map((t) => ({ id: t.databaseId, name: t.name, updatedAt: t.updatedAt }));
}

export function ThreadSearch({
  open,
  onOpenChange,
  threads,
  onSelect,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  threads: readonly LocalThread[];
  /** The thread, and the message to open it at (a message matched). */
  onSelect: (threadId: string, stepId: string | null) => void;
}) {
  const environment = useRelayEnvironment();
  const [results, setResults] = useState<SearchResult[]>([]);
  const [loading, setLoading] = useState(false);
  const latest = useRef(0);
  const threadsRef = useRef(threads);
  threadsRef.current = threads;

  const onSearch = useCallback(
    (query: string) => {
      const ticket = ++latest.current;
      setLoading(true);
      fetchQuery<ThreadSearchQuery>(
        environment,
        Search,
        { query, first: SEARCH_LIMIT },
        { fetchPolicy: 'network-only' },
      )
        .toPromise()
        .then((data) => {
          if (ticket !== latest.current) return;
          const merged = new Map<string, SearchResult>();
          for (const { node, snippet, highlights, stepDatabaseId } of data?.viewer?.searchThreads.edges ?? []) {
            merged.set(node.databaseId, {
              id: node.databaseId,
              name: node.name,
              updatedAt: node.updatedAt,
              snippet,
              highlights: highlights.map(({ start, end }) => ({ start, end })),
              stepId: stepDatabaseId,
            });
          }
          for (const r of localMatches(threadsRef.current, query)) if (!merged.has(r.id)) merged.set(r.id, r);
          setResults([...merged.values()].slice(0, SEARCH_LIMIT));
        })
        .catch((error: unknown) => {
          // docs/product.md §8: a failed search is only logged; the results are cleared.
          console.warn('Search failed', error);
          if (ticket === latest.current) setResults([]);
        })
        .finally(() => {
          if (ticket === latest.current) setLoading(false);
        });
    },
    [environment],
  );

  return (
    <SearchDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setResults([]);
        onOpenChange(next);
      }}
      onSearch={onSearch}
      results={results}
      loading={loading}
      onSelect={onSelect}
    />
  );
}
