/**
 * /history: every conversation (pinned first, then by when it last changed, paged as the list
 * grows), filtered by kind, searched (with the passage that matched), and deleted several at a
 * time (protected, no layout).
 */
import { Button, ConfirmDialog, EmptyState, groupThreads, searchableQuery, ThreadListItem } from '@duet/design-system';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState, useTransition } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
import type { HistoryRouteQuery as HistoryRouteQueryType } from '../../__generated__/HistoryRouteQuery.graphql';
import type { ThreadKind } from '../../__generated__/HistoryRoutePaginationQuery.graphql';
import type { HistoryRoute_viewer$key } from '../../__generated__/HistoryRoute_viewer.graphql';
import { conversationPath } from '../../features/chat/conversation-path';
import { chatTitle } from '../../features/chat/thread-display';
import { shortDate } from '../../features/knowledge/MemoryItem';
import { requireViewer } from '../../session/AppViewer';
import { BareChatFrame } from '../chat/BareChatFrame';
import { errorText } from '../../relay/error-text';
import { loadRouteQuery } from '../../relay/route-query';
import { HistorySearch } from './HistorySearch';
import { useDeleteThreadsMutation } from './useDeleteThreadsMutation';
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
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 30 }
    cursor: { type: "String" }
    kind: { type: "ThreadKind" }
  ) {
    username
    threads(first: $count, after: $cursor, kind: $kind) @connection(key: "HistoryRoute_threads", filters: ["kind"]) {
      edges {
        node {
          id
          databaseId
          name
          agentType
          metadata
          lastMessagePreview
          updatedAt
          pinned
        }
      }
    }
  }
`;

const KINDS: { value: ThreadKind | null; label: MessageDescriptor }[] = [
  { value: null, label: msg({ message: 'All', context: 'conversations' }) },
  { value: 'private', label: msg`Chats` },
  { value: 'profile_pal', label: msg`Profile Pal` },
  { value: 'twin', label: msg`Twin chats` },
];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireViewer(request);
  return { queryRef: loadRouteQuery<HistoryRouteQueryType>('history', Query, {}) };
}

function ThreadHistory({ viewer }: { viewer: HistoryRoute_viewer$key }) {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const { data, hasNext, loadNext, isLoadingNext, refetch } = usePaginationFragment(Fragment, viewer);
  const [kind, setKind] = useState<ThreadKind | null>(null);
  const [filtering, startFiltering] = useTransition();
  const [query, setQuery] = useState('');
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState(false);
  const [alsoMemories, setAlsoMemories] = useState(false);
  const [remove, deleting] = useDeleteThreadsMutation();
  const [error, setError] = useState<string | null>(null);
  const searched = searchableQuery(query);
  const chosenCount = chosen.size;

  const edges = data.threads.edges;
  const rows = edges.map(({ node }) => ({
    ...node,
    id: node.databaseId,
    relayId: node.id,
    title: chatTitle(
      { databaseId: node.databaseId, name: node.name, agentType: node.agentType, metadata: node.metadata },
      data.username,
    ),
  }));
  const open = (id: string, stepId?: string | null) => navigate(conversationPath(id, stepId));
  const choose = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const filter = (value: ThreadKind | null) => {
    setKind(value);
    setChosen(new Set());
    startFiltering(() => {
      refetch({ kind: value }, { fetchPolicy: 'store-and-network' });
    });
  };

  return (
    <>
      <div className={styles.toolbar}>
        <input
          type="search"
          className={styles.search}
          placeholder={t`Search your conversations`}
          aria-label={t`Search your conversations`}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        {searched === null && (
          <div className={styles.kinds} role="group" aria-label={t`Show`}>
            {KINDS.map((k) => (
              <button
                key={k.value ?? 'all'}
                type="button"
                className={styles.kind}
                aria-pressed={kind === k.value}
                onClick={() => filter(k.value)}
              >
                {i18n._(k.label)}
              </button>
            ))}
          </div>
        )}
      </div>

      {chosen.size > 0 && (
        <div className={styles.selection} role="region" aria-label={t`Chosen conversations`}>
          <span>
            <Plural value={chosenCount} one="# conversation chosen" other="# conversations chosen" />
          </span>
          <Button size="sm" variant="ghost" onClick={() => setChosen(new Set())}>
            <Trans>Clear</Trans>
          </Button>
          <Button size="sm" variant="danger" onClick={() => setConfirming(true)}>
            <Trans>Delete</Trans>
          </Button>
        </div>
      )}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}

      {searched !== null ? (
        <HistorySearch query={searched} onOpen={open} />
      ) : rows.length === 0 ? (
        <EmptyState
          title={kind ? t`Nothing here yet` : t`No conversations yet`}
          description={kind ? t`No conversations of this kind.` : t`Start a new chat to begin`}
        />
      ) : (
        <div aria-busy={filtering || undefined}>
          {groupThreads(rows).map((group) => (
            <section key={group.label} className={styles.group} aria-label={group.label}>
              <h2 className={styles.groupHeading}>{group.label}</h2>
              <ul className={styles.list}>
                {group.threads.map((row) => (
                  <li key={row.id}>
                    <ThreadListItem
                      id={row.id}
                      href={conversationPath(row.id)}
                      title={row.title}
                      pinned={row.pinned}
                      preview={[shortDate(row.updatedAt), row.lastMessagePreview].filter(Boolean).join(' · ')}
                      onSelect={(id) => open(id)}
                      selected={chosen.has(row.id)}
                      onSelectedChange={(on) => choose(row.id, on)}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ))}
          {hasNext && (
            <Button fullWidth loading={isLoadingNext} onClick={() => loadNext(30)}>
              <Trans>Show more</Trans>
            </Button>
          )}
        </div>
      )}

      {confirming && (
        <ConfirmDialog
          open
          title={plural(chosenCount, { one: 'Delete conversation', other: 'Delete # conversations' })}
          message={t`They are deleted for good. This action cannot be undone.`}
          confirming={deleting}
          onOpenChange={(next) => {
            if (!next) setConfirming(false);
          }}
          onConfirm={() => {
            const ids = rows.filter((r) => chosen.has(r.id)).map((r) => r.relayId);
            setError(null);
            void remove(ids, alsoMemories).then(
              () => {
                setConfirming(false);
                setChosen(new Set());
              },
              (e: unknown) => {
                setConfirming(false);
                setError(errorText(e));
              },
            );
          }}
          option={{
            label: t`Also delete the memories saved from them`,
            checked: alsoMemories,
            onChange: setAlsoMemories,
          }}
        />
      )}
    </>
  );
}

export function HistoryRoute() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<HistoryRouteQueryType> };
  const { viewer } = usePreloadedQuery<HistoryRouteQueryType>(Query, queryRef);
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <BareChatFrame
      title={t`History`}
      subtitle={t`All your conversations`}
      actions={
        <Button size="sm" variant="ghost" onClick={() => navigate('/chat')}>
          <Trans>Back to chat</Trans>
        </Button>
      }
    >
      <div className={styles.page}>{viewer && <ThreadHistory viewer={viewer} />}</div>
    </BareChatFrame>
  );
}
