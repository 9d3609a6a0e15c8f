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
  return mimeType?.split('/').pop()?.toUpperCase() ?? 'File';
}

/** A file attached to a message: icon, name, type and size; a download link when it has a URL. */
export const FileElement = forwardRef<HTMLDivElement, FileElementProps>(function FileElement(
  { name, size, mimeType, url, className, ...rest },
  ref,
) {
  const details = [kindOf(name, mimeType), size != null ? formatFileSize(size) : null].filter(Boolean).join(' · ');
  const body = (
    <>
      <span className={styles.icon} aria-hidden="true">
        {iconFor(mimeType)}
      </span>
      <span className={styles.text}>
        <span className={styles.name}>{name}</span>
        <span className={styles.details}>{details}</span>
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
