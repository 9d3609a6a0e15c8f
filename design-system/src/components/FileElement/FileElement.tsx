import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download, FileArchive, FileImage, FileText, File as FileIcon } from 'lucide-react';
import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../../internal/class-names';
import { formatFileSize } from './file-size';
import styles from './FileElement.module.css';

export interface FileElementProps extends HTMLAttributes<HTMLDivElement> {
  name: string;
  /** Bytes. */
  size?: number | null;
  mimeType?: string | null;
  /** Where to download the file; without it the card is not a link. */
  url?: string | null;
  /** A PDF or Word file of yours: whether Duet has read it for the brain (pages found, or why not). */
  reading?: FileReading | null;
}

export interface FileReading {
  status: 'queued' | 'reading' | 'ready' | 'failed';
  pages?: number | null;
  /** failed: why, in plain words. */
  failure?: string | null;
}

function readingDetail(reading: FileReading): string | null {
  if (reading.status === 'queued' || reading.status === 'reading') return t`Reading…`;
  const pages = reading.pages;
  if (reading.status === 'ready')
    return pages
      ? plural(pages, { one: '# page', other: '# pages' })
      : t({ message: 'Read', context: 'a document the brain has read' });
  return null;
}

function iconFor(mimeType?: string | null) {
  if (!mimeType) return <FileIcon />;
  if (mimeType.startsWith('image/')) return <FileImage />;
  if (mimeType.includes('zip') || mimeType.includes('compressed')) return <FileArchive />;
  if (mimeType.startsWith('text/') || mimeType.includes('pdf') || mimeType.includes('document')) return <FileText />;
  return <FileIcon />;
}

function kindOf(name: string, mimeType?: string | null): string {
  const extension = name.includes('.') ? name.split('.').pop() : undefined;
  if (extension && extension.length <= 5) return extension.toUpperCase();
  return mimeType?.split('/').pop()?.toUpperCase() ?? t`File`;
}

/**
 * A file attached to a message: icon, name, type and size; a download link when it has a URL. A
 * document the brain reads says whether it is read ("30 pages", "Reading…") or why it could not be.
 */
export const FileElement = forwardRef<HTMLDivElement, FileElementProps>(function FileElement(
  { name, size, mimeType, url, reading, className, ...rest },
  ref,
) {
  const { t } = useLingui();
  const details = [
    kindOf(name, mimeType),
    size != null ? formatFileSize(size) : null,
    reading ? readingDetail(reading) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  const failed = reading?.status === 'failed';
  // Its own text beside the words around it, as it was drawn before.
  const failure = <>{reading?.failure ?? t`it could not be read.`}</>;
  const body = (
    <>
      <span className={styles.icon} aria-hidden="true">
        {iconFor(mimeType)}
      </span>
      <span className={styles.text}>
        <span className={styles.name}>{name}</span>
        <span className={styles.details}>{details}</span>
        {failed && (
          <span className={styles.failure}>
            <Trans>Couldn’t read it: {failure}</Trans>
          </span>
        )}
      </span>
      {url && <Download className={styles.download} aria-hidden="true" />}
    </>
  );
  return (
    <div ref={ref} className={cx(styles.root, className)} {...rest}>
      {url ? (
        <a className={styles.inner} href={url} download={name} target="_blank" rel="noreferrer">
          {body}
        </a>
      ) : (
        <div className={styles.inner}>{body}</div>
      )}
    </div>
  );
});
