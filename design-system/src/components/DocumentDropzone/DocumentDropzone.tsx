import { Trans, useLingui } from '@lingui/react/macro';
import { CloudUpload, X } from 'lucide-react';
import { forwardRef, useRef, useState, type DragEvent, type HTMLAttributes } from 'react';
import { i18n } from '../../i18n';
import { cx } from '../../internal/class-names';
import hidden from '../../internal/visually-hidden.module.css';
import { Button } from '../Button';
import { ProgressTrack } from '../ExportProgress/ProgressTrack';
import { formatFileSize } from '../FileElement';
import { IconButton } from '../IconButton';
import styles from './DocumentDropzone.module.css';

/** A file on its way up: how much of it is sent, or why it stopped. */
export interface DocumentUpload {
  id: string;
  name: string;
  /** Bytes. */
  size: number;
  /** Share sent so far, 0–1. */
  progress: number;
  /** Why it stopped, in plain words ("This file is larger than 50 MB."). */
  error?: string | null;
}

export interface DocumentDropzoneProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onDrop'> {
  /** Files dropped or picked, many at once; the app checks and sends them. */
  onFiles: (files: File[]) => void;
  /** The files being sent, and those that could not be, in the order they were added. */
  uploads?: readonly DocumentUpload[];
  /** The largest file taken, in bytes: the hint says "up to 50 MB each". */
  maxFileBytes: number;
  /** The kinds taken, in words, for the hint. */
  kinds?: string;
  /** The file picker's filter (an input's accept); without it every file can be picked. */
  accept?: string;
  disabled?: boolean;
  /** Takes a failed upload off the list; without it the list has no remove buttons. */
  onDismissUpload?: (id: string) => void;
}

/** What a drag's `dataTransfer.types` lists when it carries files. */
const filesType = 'Files';
const hasFiles = (event: DragEvent) => event.dataTransfer.types.includes(filesType);

/**
 * Adding documents to the knowledge library: drop files on the zone or pick them with "Add files",
 * many at once, then watch each one upload (a real percentage) or read why it could not.
 */
export const DocumentDropzone = forwardRef<HTMLDivElement, DocumentDropzoneProps>(function DocumentDropzone(
  {
    onFiles,
    uploads = [],
    maxFileBytes,
    kinds: kindNames,
    accept,
    disabled = false,
    onDismissUpload,
    className,
    ...rest
  },
  ref,
) {
  const { t } = useLingui();

  const input = useRef<HTMLInputElement>(null);
  // dragenter and dragleave fire for every child the pointer crosses: count them.
  const depth = useRef(0);
  const [dragging, setDragging] = useState(false);
  // The hint's values given as elements stay text of their own, as the page drew them before it was
  // translated (one run of text spaces its letters a little differently).
  const kinds = <>{kindNames ?? t`PDF, Word, text, Markdown, CSV, JSON, HTML, code`}</>;
  const maxSize = <>{formatFileSize(maxFileBytes)}</>;
  const take = (files: FileList | null | undefined) => {
    const list = files ? Array.from(files) : [];
    if (list.length > 0) onFiles(list);
  };
  const drag = disabled
    ? {}
    : {
        onDragEnter: (event: DragEvent) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          depth.current += 1;
          setDragging(true);
        },
        onDragOver: (event: DragEvent) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
        },
        onDragLeave: (event: DragEvent) => {
          if (!hasFiles(event)) return;
          depth.current = Math.max(0, depth.current - 1);
          if (depth.current === 0) setDragging(false);
        },
        onDrop: (event: DragEvent) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          depth.current = 0;
          setDragging(false);
          take(event.dataTransfer.files);
        },
      };
  return (
    <div ref={ref} className={cx(styles.root, className)} {...rest}>
      <div className={styles.zone} data-dragging={dragging || undefined} {...drag}>
        <CloudUpload className={styles.icon} aria-hidden="true" />
        <p className={styles.lead}>{dragging ? t`Drop to add them` : t`Drag files here, or`}</p>
        <input
          ref={input}
          type="file"
          multiple
          accept={accept}
          className={hidden.visuallyHidden}
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const files = event.currentTarget.files;
            take(files);
            event.currentTarget.value = '';
          }}
        />
        <Button variant="secondary" disabled={disabled} onClick={() => input.current?.click()}>
          <Trans>Add files</Trans>
        </Button>
        <p className={styles.hint}>
          <Trans>
            {kinds} — up to {maxSize} each
          </Trans>
        </p>
      </div>
      {uploads.length > 0 && (
        <ul className={styles.uploads} aria-label={t`Uploads`}>
          {uploads.map((upload) => {
            const share = Math.round(Math.min(1, Math.max(0, upload.progress)) * 100);
            const percent = i18n.number(share / 100, { style: 'percent' });
            const name = upload.name;
            return (
              <li key={upload.id} className={styles.upload} data-failed={upload.error ? true : undefined}>
                <div className={styles.line}>
                  <span className={styles.name}>{upload.name}</span>
                  <span className={styles.size}>
                    {formatFileSize(upload.size)}
                    {!upload.error && ` · ${percent}`}
                  </span>
                  {upload.error && onDismissUpload && (
                    <IconButton
                      size="sm"
                      icon={<X />}
                      label={t`Remove “${name}” from the list`}
                      onClick={() => onDismissUpload(upload.id)}
                    />
                  )}
                </div>
                <ProgressTrack
                  label={t`Uploading ${name}`}
                  state={upload.error ? 'stopped' : share}
                  valueText={t`${percent} uploaded`}
                />
                {upload.error && (
                  <p className={styles.error} role="alert">
                    {upload.error}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
});
