/**
 * A project's conversations on its page, newest first (pinned first), a page at a time ("Show more
 * chats"), however many it holds; each can move out of the project.
 */
import { Button, EmptyState, ThreadListItem } from '@duet/design-system';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { useNavigate } from 'react-router-dom';
import type { ProjectThreadsPaginationQuery } from '../../__generated__/ProjectThreadsPaginationQuery.graphql';
import type { ProjectThreads_project$key } from '../../__generated__/ProjectThreads_project.graphql';
import page from '../../layouts/page-parts.module.css';
import styles from './ProjectThreads.module.css';

const Fragment = graphql`
  fragment ProjectThreads_project on Project
  @refetchable(queryName: "ProjectThreadsPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 50 }, cursor: { type: "String" }) {
    threads(first: $count, after: $cursor) @connection(key: "ProjectThreads_threads") {
      totalCount
      edges {
        node {
          databaseId
          name
          lastMessagePreview
          firstMessagePreview
        }
      }
    }
  }
`;

const PAGE_SIZE = 50;

export function ProjectThreads({
  project,
  onMoveOut,
}: {
  project: ProjectThreads_project$key;
  /** Moves the conversation out of the project. */
  onMoveOut: (threadId: string) => void;
}) {
  const navigate = useNavigate();
  const list = usePaginationFragment<ProjectThreadsPaginationQuery, ProjectThreads_project$key>(Fragment, project);
  const threads = list.data.threads.edges.map((e) => e.node);
  if (threads.length === 0)
    return <EmptyState size="sm" title="No chats yet" description="Start one above, or move one here from Recent." />;
  return (
    <>
      <ul className={page.list} aria-label="Chats in this project">
        {threads.map((t) => (
          <li key={t.databaseId}>
            <ThreadListItem
              id={t.databaseId}
              title={t.name ?? 'Untitled chat'}
              preview={t.lastMessagePreview ?? t.firstMessagePreview}
              href={`/chat/${t.databaseId}`}
              onSelect={(id) => navigate(`/chat/${id}`)}
              actions={[{ id: 'out', label: 'Move out of the project', onSelect: () => onMoveOut(t.databaseId) }]}
            />
          </li>
        ))}
      </ul>
      {list.hasNext && (
        <>
          <p className={styles.shown}>
            {threads.length} of {list.data.threads.totalCount} shown
          </p>
          <Button fullWidth loading={list.isLoadingNext} onClick={() => list.loadNext(PAGE_SIZE)}>
            Show more chats
          </Button>
        </>
      )}
    </>
  );
}
