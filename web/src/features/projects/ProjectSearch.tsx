/**
 * Search narrowed to a project's chats (viewer.searchThreads with `project`): the server's ranked
 * search, its best 20, each result opening its chat at the message that matched.
 */
import { Button, HighlightedText, TextField } from '@duet/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { Link } from 'react-router-dom';
import type { ProjectSearchQuery } from '../../__generated__/ProjectSearchQuery.graphql';
import { errorText } from '../../relay/error-text';
import { conversationPath } from '../chat/conversation-path';
import styles from './ProjectSearch.module.css';

const Search = graphql`
  query ProjectSearchQuery($query: String!, $project: ID!) {
    viewer {
      searchThreads(query: $query, first: 20, project: $project) {
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
      }
    }
  }
`;

type Hit = {
  id: string;
  name?: string | null;
  stepId?: string | null;
  snippet?: string | null;
  highlights: readonly { start: number; end: number }[];
};

export function ProjectSearch({ projectId }: { projectId: string }) {
  const { t } = useLingui();
  const environment = useRelayEnvironment();
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<readonly Hit[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    fetchQuery<ProjectSearchQuery>(environment, Search, { query, project: projectId }, { fetchPolicy: 'network-only' })
      .toPromise()
      .then((data) => {
        const edges = data?.viewer?.searchThreads.edges ?? [];
        setHits(
          edges.map(({ node, snippet, highlights, stepDatabaseId }) => ({
            id: node.databaseId,
            name: node.name,
            stepId: stepDatabaseId,
            snippet,
            highlights,
          })),
        );
      })
      .catch((e: unknown) => {
        setHits(null);
        setError(errorText(e));
      });
  };
  return (
    <form role="search" aria-label={t`This project's chats`} className={styles.root} onSubmit={submit}>
      <div className={styles.row}>
        <TextField
          label={t`Search this project's chats`}
          type="search"
          className={styles.field}
          value={query}
          error={error}
          onChange={(e) => setQuery(e.target.value)}
        />
        <Button type="submit">
          <Trans>Search</Trans>
        </Button>
      </div>
      {hits && (
        <div role="status" className={styles.results}>
          {hits.length === 0 ? (
            <p className={styles.none}>
              <Trans>No chat in this project matches.</Trans>
            </p>
          ) : (
            <ul aria-label={t`Results`} className={styles.list}>
              {hits.map((h) => (
                <li key={h.id}>
                  <Link to={conversationPath(h.id, h.stepId)}>{h.name ?? t`Untitled chat`}</Link>
                  {h.snippet && (
                    <p className={styles.snippet}>
                      <HighlightedText
                        text={h.snippet}
                        highlights={h.highlights.map(({ start, end }) => ({ start, end }))}
                      />
                    </p>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </form>
  );
}
