/**
 * The knowledge library's documents, newest first, a page at a time ("Show more documents"), however
 * many there are. A document being read is looked at again on its own until it is read (the pages
 * already shown stay), and one deleted leaves the list at once.
 */
import { Button, DocumentRow, EmptyState, i18n } from '@duet/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo, useState } from 'react';
import { fetchQuery, graphql, usePaginationFragment, useRelayEnvironment } from 'react-relay/hooks';
import { useNavigate } from 'react-router-dom';
import type { DocumentListNewestQuery } from '../../../__generated__/DocumentListNewestQuery.graphql';
import type { DocumentListQuotaQuery } from '../../../__generated__/DocumentListQuotaQuery.graphql';
import type { DocumentListReadingQuery } from '../../../__generated__/DocumentListReadingQuery.graphql';
import type { DocumentListPaginationQuery } from '../../../__generated__/DocumentListPaginationQuery.graphql';
import type {
  DocumentList_viewer$data,
  DocumentList_viewer$key,
} from '../../../__generated__/DocumentList_viewer.graphql';
import page from '../../../layouts/page-parts.module.css';
import { errorText } from '../../../relay/error-text';
import { kindOf } from './document-kind';
import { useDeleteDocument, useRereadDocument, useSetDocumentVisibility } from './document-mutations';
import styles from './DocumentList.module.css';

const Fragment = graphql`
  fragment DocumentList_viewer on User
  @refetchable(queryName: "DocumentListPaginationQuery")
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 100 }
    cursor: { type: "String" }
    search: { type: "String" }
  ) {
    documentsConnection(first: $count, after: $cursor, search: $search)
      @connection(key: "DocumentList_documentsConnection", filters: ["search"]) {
      __id
      totalCount
      edges {
        node {
          id
          ...DocumentList_document @relay(mask: false)
        }
      }
    }
  }
`;

/** What a row shows of a document: read again alone while it is being read. */
export const DocumentFields = graphql`
  fragment DocumentList_document on LibraryDocument {
    id
    name
    title
    kind
    sourceUrl
    status
    failure
    pages
    bytes
    visibility
    createdAt
  }
`;

// Documents being read, and the quota, refreshed in the store: the rows and the page's quota read them.
// The newest page in one request (where what was just added is), any other document on its own.
/* eslint-disable relay/unused-fields */
const Newest = graphql`
  query DocumentListNewestQuery($search: String) {
    viewer {
      documentsConnection(first: 100, search: $search) {
        edges {
          node {
            ...DocumentList_document @relay(mask: false)
          }
        }
      }
      libraryQuota {
        documents
        bytes
        passages
      }
    }
  }
`;

const Reading = graphql`
  query DocumentListReadingQuery($id: ID!) {
    viewer {
      document(id: $id) {
        ...DocumentList_document @relay(mask: false)
      }
    }
  }
`;

/** The library's quota again, once a document left it. */
const Quota = graphql`
  query DocumentListQuotaQuery {
    viewer {
      libraryQuota {
        documents
        bytes
        passages
      }
    }
  }
`;

/* eslint-enable relay/unused-fields */

/** Documents a page asks for: the most a page holds. */
const PAGE_SIZE = 100;
/** How often a document being read is looked at again. */
const WHILE_READING_MS = 1500;

type Doc = DocumentList_viewer$data['documentsConnection']['edges'][number]['node'];

export function DocumentList({ viewer, search }: { viewer: DocumentList_viewer$key; search: string | null }) {
  const { t } = useLingui();
  const list = usePaginationFragment<DocumentListPaginationQuery, DocumentList_viewer$key>(Fragment, viewer);
  const connection = list.data.documentsConnection;
  const documents = useMemo(() => connection.edges.map((e) => e.node), [connection.edges]);
  const searched = !!search;
  const shownCount = documents.length;
  const totalCount = connection.totalCount;
  useReading(documents, search);
  if (documents.length === 0)
    return (
      <EmptyState
        size="sm"
        title={searched ? t`Nothing matches` : t`No documents yet`}
        description={
          searched
            ? t`Try another word from a name or an address.`
            : t`Add files or a link above: your brain will read them and answer from them, with the page it read.`
        }
      />
    );
  return (
    <>
      <ul className={page.list} aria-label={t`Documents`}>
        {documents.map((doc) => (
          <li key={doc.id}>
            <DocumentItem doc={doc} connection={connection.__id} />
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
            <Trans>Show more documents</Trans>
          </Button>
        </>
      )}
    </>
  );
}

/**
 * The documents waiting or being read, looked at again until they are read (with the library's
 * quota): those of the newest page in one request, the others (read again further down) each alone.
 */
function useReading(documents: readonly Doc[], search: string | null) {
  const environment = useRelayEnvironment();
  const isReading = (d: Doc) => d.status === 'queued' || d.status === 'reading';
  const newest = documents.slice(0, PAGE_SIZE).some(isReading);
  const older = documents
    .slice(PAGE_SIZE)
    .filter(isReading)
    .map((d) => d.id)
    .join(' ');
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!newest && !older) return;
    const timer = setTimeout(() => {
      const options = { fetchPolicy: 'network-only' } as const;
      const looks = [
        ...(newest ? [fetchQuery<DocumentListNewestQuery>(environment, Newest, { search }, options).toPromise()] : []),
        ...(older ? older.split(' ') : []).map((id) =>
          fetchQuery<DocumentListReadingQuery>(environment, Reading, { id }, options).toPromise(),
        ),
      ];
      // Looked at again once every answer is in, whichever way it went.
      void Promise.allSettled(looks).then(() => setRound((r) => r + 1));
    }, WHILE_READING_MS);
    return () => clearTimeout(timer);
  }, [environment, newest, older, search, round]);
}

function DocumentItem({ doc, connection }: { doc: Doc; connection: string }) {
  const navigate = useNavigate();
  const environment = useRelayEnvironment();
  const [setVisibility, saving] = useSetDocumentVisibility();
  const [reread, rereading] = useRereadDocument();
  const [remove, deleting] = useDeleteDocument();
  const [error, setError] = useState<string | null>(null);
  const act = (work: Promise<unknown>) =>
    work.then(
      () => setError(null),
      (e: unknown) => setError(errorText(e)),
    );
  return (
    <>
      <DocumentRow
        title={doc.title}
        href={`/knowledge/documents/${doc.id}`}
        onNavigate={(href) => navigate(href)}
        kind={kindOf({ kind: doc.kind, name: doc.name, sourceUrl: doc.sourceUrl })}
        url={doc.sourceUrl}
        size={doc.bytes}
        pages={doc.pages}
        // The date it was added, in the language of the page.
        added={i18n.date(new Date(doc.createdAt as string), { day: 'numeric', month: 'short', year: 'numeric' })}
        status={statusOf(doc.status)}
        failure={doc.failure}
        isPublic={doc.visibility === 'public'}
        onTogglePublic={(next) => void act(setVisibility(doc.id, next ? 'public' : 'private'))}
        onReread={() => void act(reread(doc.id))}
        onDelete={() =>
          act(
            remove(doc.id, [connection]).then(() =>
              fetchQuery<DocumentListQuotaQuery>(environment, Quota, {}, { fetchPolicy: 'network-only' }).toPromise(),
            ),
          )
        }
        savingPublic={saving}
        rereading={rereading}
        deleting={deleting}
      />
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </>
  );
}

const STATUSES = new Set<string>(['queued', 'reading', 'ready', 'failed']);
/** The row's status; one this app does not know yet shows as waiting. */
const statusOf = (status: string) =>
  (STATUSES.has(status) ? status : 'queued') as 'queued' | 'reading' | 'ready' | 'failed';
