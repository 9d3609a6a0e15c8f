import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../../internal/class-names';
import { plural } from '../../internal/plural';
import styles from './ExportProgress.module.css';
import { ProgressTrack } from './ProgressTrack';

export type ExportStatus = 'preparing' | 'downloading' | 'done' | 'error';

export interface ExportProgressProps extends HTMLAttributes<HTMLDivElement> {
  status: ExportStatus;
  /** Bytes received so far. */
  receivedBytes?: number;
  /** What the download will hold, when the server said (shown as a plain sentence). */
  conversations?: number | null;
  files?: number | null;
  /** The saved file's name (done). */
  fileName?: string | null;
  /** What went wrong (error), in plain words. */
  message?: string | null;
}

/** "12.4 MB", "512 KB", "0 KB": sizes as people read them. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(1)} GB`;
  if (bytes >= 1024 ** 2) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${Math.round(bytes / 1024)} KB`;
}

function contents(conversations?: number | null, files?: number | null): string | null {
  if (conversations == null) return null;
  const parts = [plural(conversations, 'conversation')];
  if (files) parts.push(plural(files, 'file'));
  return parts.join(' and ');
}

const TITLES: Record<ExportStatus, string> = {
  preparing: 'Getting your data ready…',
  downloading: 'Downloading your data…',
  done: 'Your data is downloaded',
  error: 'The download stopped',
};

/**
 * The progress of a download whose size is not known ahead (the account export is made while it
 * streams): a moving bar and the bytes received so far, never a made-up percentage.
 */
export const ExportProgress = forwardRef<HTMLDivElement, ExportProgressProps>(function ExportProgress(
  { status, receivedBytes = 0, conversations, files, fileName, message, className, ...rest },
  ref,
) {
  const held = contents(conversations, files);
  const sizeText = status === 'done' ? formatBytes(receivedBytes) : `${formatBytes(receivedBytes)} so far`;
  const detail =
    status === 'error'
      ? (message ?? 'Something went wrong. Try again.')
      : status === 'done'
        ? [fileName, sizeText].filter(Boolean).join(' · ')
        : [held, status === 'downloading' ? sizeText : null].filter(Boolean).join(' · ');
  return (
    <div ref={ref} className={cx(styles.root, className)} data-status={status} {...rest}>
      <p className={styles.title} role={status === 'error' ? 'alert' : 'status'}>
        {TITLES[status]}
      </p>
      <ProgressTrack
        label="Download progress"
        state={status === 'error' ? 'stopped' : status === 'done' ? 'done' : 'running'}
        valueText={sizeText}
      />
      {detail && <p className={styles.detail}>{detail}</p>}
    </div>
  );
});
