/** /knowledge: what the brain remembers, newest first; public memories are what the twin may say. */
import { Button, EmptyState, Page, PageHeading, PageSection, Switch, TextArea } from '@duet/design-system';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { graphql, usePaginationFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import type { KnowledgeRouteMemoriesPaginationQuery as PaginationQuery } from '../../__generated__/KnowledgeRouteMemoriesPaginationQuery.graphql';
import type { KnowledgeRouteQuery as KnowledgeRouteQueryType } from '../../__generated__/KnowledgeRouteQuery.graphql';
import type { KnowledgeRoute_viewer$key } from '../../__generated__/KnowledgeRoute_viewer.graphql';
import { KnowledgeNav } from '../../features/knowledge/KnowledgeNav';
import { MemoryItem } from '../../features/knowledge/MemoryItem';
import { MemorySuggestionsSection } from '../../features/knowledge/MemorySuggestionsSection';
import { RecentMemoryChanges } from '../../features/knowledge/RecentMemoryChanges';
import { useCreateMemoryMutation } from './useCreateMemoryMutation';
import page from '../../layouts/page-parts.module.css';
import { requireViewer } from '../../session/AppViewer';
import { loadRouteQuery } from '../../relay/route-query';
import styles from './KnowledgeRoute.module.css';
import { errorText } from '../../relay/error-text';

const Query = graphql`
  query KnowledgeRouteQuery {
    viewer {
      ...MemorySuggestionsSection_viewer
      ...RecentMemoryChanges_viewer
      ...KnowledgeRoute_viewer
    }
  }
`;

/** The memories, a page at a time (the list's key is in relay/viewer-connections.ts). */
const MemoriesFragment = graphql`
  fragment KnowledgeRoute_viewer on User
  @refetchable(queryName: "KnowledgeRouteMemoriesPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 100 }, cursor: { type: "String" }) {
    memoriesConnection(first: $count, after: $cursor) @connection(key: "KnowledgeRoute_memoriesConnection") {
      edges {
        node {
          id
          content
          visibility
          ...MemoryItem_memory
        }
      }
    }
  }
`;

const PAGE_SIZE = 100;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireViewer(request);
  return { queryRef: loadRouteQuery<KnowledgeRouteQueryType>('knowledge', Query, {}) };
}

type Filter = 'all' | 'private' | 'public';
const FILTERS: { value: Filter; label: MessageDescriptor }[] = [
  { value: 'all', label: msg({ message: 'All', context: 'memories' }) },
  { value: 'private', label: msg({ message: 'Private', context: 'memories' }) },
  { value: 'public', label: msg({ message: 'Public', context: 'memories' }) },
];

function AddMemory() {
  const { t } = useLingui();
  const [content, setContent] = useState('');
  const [makePublic, setMakePublic] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [create, creating] = useCreateMemoryMutation();
  const submit = async () => {
    const text = content.trim();
    if (!text) {
      setError(t`Write something to remember`);
      return;
    }
    setError(null);
    setContent('');
    try {
      await create(text, makePublic ? 'public' : 'private');
    } catch (e) {
      setContent(text);
      setError(errorText(e));
    }
  };
  return (
    <PageSection
      as="form"
      titleId="add-memory-title"
      title={t`Add a memory`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextArea
        label={t`New memory`}
        hideLabel
        placeholder={t`Something your brain should know, e.g. “I prefer morning meetings.”`}
        value={content}
        rows={2}
        onChange={(event) => setContent(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) void submit();
        }}
        error={error ?? undefined}
      />
      <div className={styles.addFooter}>
        <Switch
          label={t({ message: 'Public', context: 'memory' })}
          description={t`Your twin may share it with visitors.`}
          checked={makePublic}
          onCheckedChange={setMakePublic}
        />
        <Button type="submit" loading={creating}>
          <Trans>Add memory</Trans>
        </Button>
      </div>
    </PageSection>
  );
}

export function KnowledgeRoute() {
  const { queryRef } = useLoaderData() as { queryRef: PreloadedQuery<KnowledgeRouteQueryType> };
  const { viewer } = usePreloadedQuery<KnowledgeRouteQueryType>(Query, queryRef);
  return viewer ? <Knowledge viewer={viewer} /> : null;
}

type ViewerRef = NonNullable<KnowledgeRouteQueryType['response']['viewer']>;

function Knowledge({ viewer }: { viewer: ViewerRef }) {
  const { i18n, t } = useLingui();
  const [params, setParams] = useSearchParams();
  const raw = params.get('show');
  const filter: Filter = raw === 'private' || raw === 'public' ? raw : 'all';
  const list = usePaginationFragment<PaginationQuery, KnowledgeRoute_viewer$key>(MemoriesFragment, viewer);
  const edges = list.data.memoriesConnection.edges;
  const memories = useMemo(() => edges.map((edge) => edge.node), [edges]);
  const contents = useMemo(() => new Map(memories.map((m) => [m.id, m.content])), [memories]);
  const shown = filter === 'all' ? memories : memories.filter((m) => m.visibility === filter);
  // Counted once every memory is here: a count of the loaded ones would be wrong.
  const counts = list.hasNext
    ? null
    : {
        all: memories.length,
        private: memories.filter((m) => m.visibility === 'private').length,
        public: memories.filter((m) => m.visibility === 'public').length,
      };
  return (
    <Page
      intro={
        <Trans>
          What your private brain remembers about you, from your chats, your stories and what you add here. Memories are{' '}
          <strong>private</strong> unless you make them <strong>public</strong>: public memories are the only facts your
          twin may tell visitors.
        </Trans>
      }
    >
      <KnowledgeNav />
      <MemorySuggestionsSection viewer={viewer} className={styles.suggestions} />
      <AddMemory />
      <div className={styles.toolbar}>
        <PageHeading>
          <Trans>Memories</Trans>
        </PageHeading>
        <div role="group" aria-label={t`Show memories`} className={styles.filters}>
          {FILTERS.map(({ value, label }) => (
            <button
              key={value}
              type="button"
              className={styles.filter}
              aria-pressed={filter === value}
              onClick={() => setParams(value === 'all' ? {} : { show: value }, { replace: true })}
            >
              {i18n._(label)} {counts && <span className={styles.count}>{counts[value]}</span>}
            </button>
          ))}
        </div>
      </div>
      {shown.length === 0 ? (
        <EmptyState
          size="sm"
          title={
            filter === 'all' ? t`No memories yet` : filter === 'public' ? t`No public memories` : t`No private memories`
          }
          description={
            filter === 'all'
              ? t`Tell your brain about yourself in a chat, write a story, or add a memory above.`
              : filter === 'public'
                ? t`Make a memory public to let your twin share it.`
                : t`Everything here is public.`
          }
        />
      ) : (
        <ul className={page.list} aria-label={t`Memories`}>
          {shown.map((memory) => (
            <MemoryItem key={memory.id} memory={memory} />
          ))}
        </ul>
      )}
      {list.hasNext && (
        <Button fullWidth className={styles.more} loading={list.isLoadingNext} onClick={() => list.loadNext(PAGE_SIZE)}>
          <Trans>Show more memories</Trans>
        </Button>
      )}
      <RecentMemoryChanges viewer={viewer} contents={contents} className={styles.changes} />
    </Page>
  );
}
