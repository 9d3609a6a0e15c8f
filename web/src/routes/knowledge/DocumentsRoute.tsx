/**
 * /knowledge/documents: the knowledge library. Files (many at once, dropped or picked) and links,
 * each with how its reading goes; public ones are what the twin may answer from. The list looks
 * again while something is being read, and stops once all are read.
 */
import {
  AddLinkForm,
  DocumentDropzone,
  DocumentRow,
  EmptyState,
  KnowledgeQuota,
  Page,
  PageHeading,
  PageSection,
  TextField,
  type DocumentUpload,
} from '@duet/design-system';
import { startTransition, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { useNavigate, type LoaderFunctionArgs } from 'react-router-dom';
import type { DocumentsRouteQuery as QueryType } from '../../__generated__/DocumentsRouteQuery.graphql';
import { KnowledgeNav } from '../../features/knowledge/KnowledgeNav';
import { kindOf } from '../../features/knowledge/documents/document-kind';
import {
  useAddLink,
  useDeleteDocument,
  useRereadDocument,
  useSetDocumentVisibility,
} from '../../features/knowledge/documents/document-mutations';
import { uploadDocuments } from '../../features/knowledge/documents/upload-documents';
import page from '../../layouts/page-parts.module.css';
import { errorText } from '../../relay/error-text';
import { requireViewer } from '../../session/AppViewer';
import styles from './DocumentsRoute.module.css';

const Query = graphql`
  query DocumentsRouteQuery($search: String) {
    viewer {
      documentsConnection(first: 100, search: $search) {
        pageInfo {
          hasNextPage
        }
        edges {
          node {
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
        }
      }
      libraryQuota {
        documents
        maxDocuments
        bytes
        maxBytes
        passages
        maxPassages
      }
    }
  }
`;

/** How often the list looks again while a document is waiting or being read. */
const WHILE_READING_MS = 1500;
/** Files sent at once: each has its own progress and its own refusal. */
const PARALLEL_UPLOADS = 3;
const MAX_FILE_BYTES = 50 * 1024 * 1024;
const ADDED = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric' });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireViewer(request);
  return null;
}

export function DocumentsRoute() {
  const [fetchKey, setFetchKey] = useState(0);
  const [search, setSearch] = useState('');
  // The list follows the search box a beat behind the typing (the server searches names and addresses).
  const searched = useDeferredValue(search.trim());
  const data = useLazyLoadQuery<QueryType>(
    Query,
    { search: searched || null },
    { fetchKey, fetchPolicy: fetchKey === 0 ? 'store-and-network' : 'network-only' },
  );
  const reload = useCallback(() => startTransition(() => setFetchKey((k) => k + 1)), []);
  const documents = useMemo(
    () => data.viewer?.documentsConnection.edges.map((e) => e.node) ?? [],
    [data.viewer?.documentsConnection.edges],
  );
  const reading = documents.some((d) => d.status === 'queued' || d.status === 'reading');
  useEffect(() => {
    if (!reading) return;
    const timer = setTimeout(reload, WHILE_READING_MS);
    return () => clearTimeout(timer);
  }, [reading, fetchKey, reload]);

  const [uploads, setUploads] = useState<DocumentUpload[]>([]);
  const counter = useRef(0);
  const onFiles = useCallback(
    async (files: File[]) => {
      const queue = files.map((file) => ({ file, id: `upload-${++counter.current}` }));
      setUploads((u) => [
        ...u,
        ...queue.map(({ file, id }) => ({ id, name: file.name, size: file.size, progress: 0 })),
      ]);
      const update = (id: string, change: Partial<DocumentUpload>) =>
        setUploads((u) => u.map((x) => (x.id === id ? { ...x, ...change } : x)));
      const next = async (): Promise<void> => {
        const item = queue.shift();
        if (!item) return;
        try {
          await uploadDocuments([item.file], (progress) => update(item.id, { progress }));
          setUploads((u) => u.filter((x) => x.id !== item.id));
          reload();
        } catch (error) {
          update(item.id, { error: errorText(error) });
        }
        return next();
      };
      await Promise.all(Array.from({ length: PARALLEL_UPLOADS }, next));
    },
    [reload],
  );

  const [addLink] = useAddLink();
  const [linkError, setLinkError] = useState<string | null>(null);
  const shown = documents;
  const more = data.viewer?.documentsConnection.pageInfo.hasNextPage ?? false;
  const quota = data.viewer?.libraryQuota;

  return (
    <Page
      intro={
        <>
          Files and web pages your brain reads and cites. They are <strong>private</strong> unless you make one{' '}
          <strong>public</strong>: your twin may answer visitors only from public documents.
        </>
      }
    >
      <KnowledgeNav />
      <PageSection titleId="add-documents-title" title="Add to your library">
        <DocumentDropzone
          onFiles={(files) => void onFiles(files)}
          uploads={uploads}
          maxFileBytes={MAX_FILE_BYTES}
          onDismissUpload={(id) => setUploads((u) => u.filter((x) => x.id !== id))}
        />
        <AddLinkForm
          className={styles.link}
          error={linkError}
          onSubmit={async (url) => {
            setLinkError(null);
            try {
              await addLink(url);
              reload();
            } catch (error) {
              setLinkError(errorText(error));
              throw error;
            }
          }}
        />
      </PageSection>
      {quota && (
        <KnowledgeQuota
          className={styles.quota}
          files={{ used: quota.documents, limit: quota.maxDocuments }}
          storage={{ used: quota.bytes, limit: quota.maxBytes }}
          passages={{ used: quota.passages, limit: quota.maxPassages }}
        />
      )}
      <div className={styles.toolbar}>
        <PageHeading>Documents</PageHeading>
        {(documents.length > 0 || searched) && (
          <TextField
            label="Search documents"
            className={styles.search}
            type="search"
            placeholder="Search by name or address"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        )}
      </div>
      {shown.length === 0 ? (
        <EmptyState
          size="sm"
          title={searched ? 'Nothing matches' : 'No documents yet'}
          description={
            searched
              ? 'Try another word from a name or an address.'
              : 'Add files or a link above: your brain will read them and answer from them, with the page it read.'
          }
        />
      ) : (
        <ul className={page.list} aria-label="Documents">
          {shown.map((doc) => (
            <li key={doc.id}>
              <DocumentItem doc={doc} onChanged={reload} />
            </li>
          ))}
        </ul>
      )}
      {more && <p className={styles.more}>Your newest 100 are shown: search to find the others.</p>}
    </Page>
  );
}

const STATUSES = new Set<string>(['queued', 'reading', 'ready', 'failed']);
/** The row's status; one this app does not know yet shows as waiting. */
const statusOf = (status: string) =>
  (STATUSES.has(status) ? status : 'queued') as 'queued' | 'reading' | 'ready' | 'failed';

type Doc = NonNullable<QueryType['response']['viewer']>['documentsConnection']['edges'][number]['node'];

function DocumentItem({ doc, onChanged }: { doc: Doc; onChanged: () => void }) {
  const navigate = useNavigate();
  const [setVisibility, saving] = useSetDocumentVisibility();
  const [reread, rereading] = useRereadDocument();
  const [remove, deleting] = useDeleteDocument();
  const [error, setError] = useState<string | null>(null);
  const act = (work: Promise<unknown>) =>
    work.then(onChanged, (e: unknown) => {
      setError(errorText(e));
    });
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
        added={ADDED.format(new Date(doc.createdAt as string))}
        status={statusOf(doc.status)}
        failure={doc.failure}
        isPublic={doc.visibility === 'public'}
        onTogglePublic={(next) => void act(setVisibility(doc.id, next ? 'public' : 'private'))}
        onReread={() => void act(reread(doc.id))}
        onDelete={() => act(remove(doc.id))}
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
