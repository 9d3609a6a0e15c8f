/**
 * /knowledge/documents: the knowledge library. Files (many at once, dropped or picked) and links,
 * each with how its reading goes (the list: features/knowledge/documents/DocumentList.tsx); public
 * ones are what the twin may answer from.
 */
import {
  AddLinkForm,
  DocumentDropzone,
  KnowledgeQuota,
  Page,
  PageHeading,
  PageSection,
  TextField,
  type DocumentUpload,
} from '@duet/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { startTransition, useCallback, useDeferredValue, useRef, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { type LoaderFunctionArgs } from 'react-router-dom';
import type { DocumentsRouteQuery as QueryType } from '../../__generated__/DocumentsRouteQuery.graphql';
import { KnowledgeNav } from '../../features/knowledge/KnowledgeNav';
import { DocumentList } from '../../features/knowledge/documents/DocumentList';
import { useAddLink } from '../../features/knowledge/documents/document-mutations';
import { uploadDocuments } from '../../features/knowledge/documents/upload-documents';
import { errorText } from '../../relay/error-text';
import { requireViewer } from '../../session/AppViewer';
import styles from './DocumentsRoute.module.css';

const Query = graphql`
  query DocumentsRouteQuery($search: String) {
    viewer {
      ...DocumentList_viewer @arguments(search: $search)
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

/** Files sent at once: each has its own progress and its own refusal. */
const PARALLEL_UPLOADS = 3;
const MAX_FILE_BYTES = 50 * 1024 * 1024;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireViewer(request);
  return null;
}

export function DocumentsRoute() {
  const { t } = useLingui();
  const [fetchKey, setFetchKey] = useState(0);
  const [search, setSearch] = useState('');
  // The list follows the search box a beat behind the typing (the server searches names and addresses).
  const searched = useDeferredValue(search.trim());
  const data = useLazyLoadQuery<QueryType>(
    Query,
    { search: searched || null },
    { fetchKey, fetchPolicy: fetchKey === 0 ? 'store-and-network' : 'network-only' },
  );
  // After an upload or a new link: the list again from the newest, where they are.
  const reload = useCallback(() => startTransition(() => setFetchKey((k) => k + 1)), []);

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
  const quota = data.viewer?.libraryQuota;

  return (
    <Page
      intro={
        <Trans>
          Files and web pages your brain reads and cites. They are <strong>private</strong> unless you make one{' '}
          <strong>public</strong>: your twin may answer visitors only from public documents.
        </Trans>
      }
    >
      <KnowledgeNav />
      <PageSection titleId="add-documents-title" title={t`Add to your library`}>
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
        <PageHeading>
          <Trans>Documents</Trans>
        </PageHeading>
        {((quota?.documents ?? 0) > 0 || searched) && (
          <TextField
            label={t`Search documents`}
            className={styles.search}
            type="search"
            placeholder={t`Search by name or address`}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        )}
      </div>
      {data.viewer && <DocumentList viewer={data.viewer} search={searched || null} />}
    </Page>
  );
}
