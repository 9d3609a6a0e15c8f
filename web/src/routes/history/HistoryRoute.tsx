/** /history: every conversation, newest first, paged as the list grows (protected, no layout). */
import { Button, EmptyState, ThreadListItem } from '@duet/design-system';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
import type { HistoryRouteQuery as HistoryRouteQueryType } from '../../__generated__/HistoryRouteQuery.graphql';
import type { HistoryRoute_viewer$key } from '../../__generated__/HistoryRoute_viewer.graphql';
import { chatTitle } from '../../features/chat/thread-display';
import { requireViewer } from '../../session/AppViewer';
import { BareChatFrame } from '../chat/BareChatFrame';
import { loadRouteQuery } from '../chat/route-query';
import styles from './HistoryRoute.module.css';

const Query = graphql`
  query HistoryRouteQuery {
    viewer {
      ...HistoryRoute_viewer
    }
  }
`;

const Fragment = graphql`
  fragment HistoryRoute_viewer on User
  @refetchable(queryName: "HistoryRoutePaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 30 }, cursor: { type: "String" }) {
    username
    threads(first: $count, after: $cursor) @connection(key: "HistoryRoute_threads") {
      edges {
        node {
          id
          databaseId
          name
          threadType
          metadata
          lastMessagePreview
          updatedAt
        }
      }
    }
  }
`;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireViewer(request);
  return { queryRef: loadRouteQuery<HistoryRouteQueryType>('history', Query, {}) };
}

function ThreadHistory({ viewer }: { viewer: HistoryRoute_viewer$key }) {
  const navigate = useNavigate();
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment(Fragment, viewer);
  const edges = data.threads.edges;
  if (edges.length === 0) {
    return <EmptyState title="No conversations yet" description="Start a new chat to begin" />;
  }
  return (
    <>
      <ul className={styles.list}>
        {edges.map(({ node }) => (
          <li key={node.id}>
            <ThreadListItem
              id={node.databaseId}
              title={chatTitle({ databaseId: node.databaseId, name: node.name, threadType: node.threadType, metadata: node.metadata }, data.username)}
              preview={[node.updatedAt.slice(0, 10), node.lastMessagePreview].filter(Boolean).join(' · ')}
              onSelect={(id) => navigate(`/chat/${id}`)}
            />
          </li>
        ))}
      </ul>
      {hasNext && (
        <Button fullWidth loading={isLoadingNext} onClick={() => loadNext(30)}>
          Show more
        </Button>
      )}
    </>
  );
}

export function HistoryRoute() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<HistoryRouteQueryType> };
  const { viewer } = usePreloadedQuery<HistoryRouteQueryType>(Query, queryRef);
  const navigate = useNavigate();
  return (
    <BareChatFrame
      title="History"
      subtitle="All your conversations"
      actions={
        <Button size="sm" variant="ghost" onClick={() => navigate('/chat')}>
          Back to chat
        </Button>
      }
    >
      <div className={styles.page}>{viewer && <ThreadHistory viewer={viewer} />}</div>
    </BareChatFrame>
  );
}
