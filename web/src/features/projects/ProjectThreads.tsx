/**
 * A project's conversations on its page, newest first (pinned first), a page at a time ("Show more
 * chats"), however many it holds; each can move out of the project.
 */
import { Button, EmptyState, ThreadListItem } from '@duet/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const navigate = useNavigate();
  const list = usePaginationFragment<ProjectThreadsPaginationQuery, ProjectThreads_project$key>(Fragment, project);
  const threads = list.data.threads.edges.map((e) => e.node);
  if (threads.length === 0)
    return (
      <EmptyState size="sm" title={t`No chats yet`} description={t`Start one above, or move one here from Recent.`} />
    );
  const shownCount = threads.length;
  const totalCount = list.data.threads.totalCount;
  return (
    <>
      <ul className={page.list} aria-label={t`Chats in this project`}>
        {threads.map((thread) => (
          <li key={thread.databaseId}>
            <ThreadListItem
              id={thread.databaseId}
              title={thread.name ?? t`Untitled chat`}
              preview={thread.lastMessagePreview ?? thread.firstMessagePreview}
              href={`/chat/${thread.databaseId}`}
              onSelect={(id) => navigate(`/chat/${id}`)}
              actions={[{ id: 'out', label: t`Move out of the project`, onSelect: () => onMoveOut(thread.databaseId) }]}
            />
          </li>
        ))}
      </ul>
      {list.hasNext && (
        <>
          <p className={styles.shown}>
            <Trans>
              {shownCount} of {totalCount} shown
            </Trans>
          </p>
          <Button fullWidth loading={list.isLoadingNext} onClick={() => list.loadNext(PAGE_SIZE)}>
            <Trans>Show more chats</Trans>
          </Button>
        </>
      )}
    </>
  );
}
