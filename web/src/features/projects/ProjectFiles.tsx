/**
 * A project's files on its page: dropped or picked files go to POST /api/v1/projects/{id}/files
 * (read into the library, the project's), each row opens the reader, and a file can go back to the
 * library (moveDocumentToProject with no project). Chats in the project search these first.
 */
import { Button, DocumentDropzone, EmptyState, type DocumentUpload } from '@duet/design-system';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useRef, useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay/hooks';
import type { ProjectFiles_files$key } from '../../__generated__/ProjectFiles_files.graphql';
import { Link } from 'react-router-dom';
import type { ProjectFilesMoveMutation } from '../../__generated__/ProjectFilesMoveMutation.graphql';
import { committed, failureMessage, throwIfFailed } from '../../relay/committed';
import { errorText } from '../../relay/error-text';
import { uploadDocuments } from '../knowledge/documents/upload-documents';
import styles from './ProjectFiles.module.css';

const ToLibrary = graphql`
  mutation ProjectFilesMoveMutation($documentId: ID!) {
    moveDocumentToProject(documentId: $documentId) {
      __typename
      ... on Error @alias(as: "refusal") {
        message
      }
    }
  }
`;

const Files = graphql`
  fragment ProjectFiles_files on LibraryDocument @relay(plural: true) {
    id
    title
    status
  }
`;

const STATUS: Record<string, MessageDescriptor> = {
  queued: msg`Waiting to be read`,
  reading: msg`Reading…`,
  failed: msg`Could not be read`,
};
const MAX_FILE_BYTES = 50 * 1024 * 1024;

export function ProjectFiles({
  projectId,
  files: keys,
  onChanged,
}: {
  projectId: string;
  files: ProjectFiles_files$key;
  onChanged: () => void;
}) {
  const { t, i18n } = useLingui();
  const files = useFragment(Files, keys);
  const [uploads, setUploads] = useState<DocumentUpload[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [move] = useMutation<ProjectFilesMoveMutation>(ToLibrary);
  const counter = useRef(0);
  const onFiles = useCallback(
    async (picked: File[]) => {
      for (const file of picked) {
        const id = `upload-${++counter.current}`;
        setUploads((u) => [...u, { id, name: file.name, size: file.size, progress: 0 }]);
        const update = (change: Partial<DocumentUpload>) =>
          setUploads((u) => u.map((x) => (x.id === id ? { ...x, ...change } : x)));
        try {
          await uploadDocuments([file], (progress) => update({ progress }), `/api/v1/projects/${projectId}/files`);
          setUploads((u) => u.filter((x) => x.id !== id));
          onChanged();
        } catch (e) {
          update({ error: errorText(e) });
        }
      }
    },
    [projectId, onChanged],
  );
  const toLibrary = (documentId: string) => {
    setError(null);
    committed(move, { variables: { documentId } })
      .then(({ moveDocumentToProject: r }) => throwIfFailed(failureMessage(r)))
      .then(onChanged, (e: unknown) => setError(errorText(e)));
  };
  return (
    <>
      <DocumentDropzone
        onFiles={(picked) => void onFiles(picked)}
        uploads={uploads}
        maxFileBytes={MAX_FILE_BYTES}
        onDismissUpload={(id) => setUploads((u) => u.filter((x) => x.id !== id))}
      />
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {files.length === 0 ? (
        <EmptyState size="sm" title={t`No files yet`} description={t`Chats in this project search its files first.`} />
      ) : (
        <ul className={styles.list} aria-label={t`Project files`}>
          {files.map(({ id, title, status }) => (
            <li key={id} className={styles.file}>
              <Link to={`/knowledge/documents/${id}`} className={styles.name}>
                {title}
              </Link>
              {STATUS[status] && <span className={styles.status}>{i18n._(STATUS[status])}</span>}
              <Button variant="ghost" size="sm" aria-label={t`Move to library: ${title}`} onClick={() => toLibrary(id)}>
                <Trans>Move to library</Trans>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
