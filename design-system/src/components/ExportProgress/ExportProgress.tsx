import type { MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../../internal/class-names';
import { i18n, listFormat } from '../../i18n';
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
  const digits = (fraction: number, value: number) =>
    i18n.number(value, { minimumFractionDigits: fraction, maximumFractionDigits: fraction, useGrouping: false });
  if (bytes >= 1024 ** 3) {
    const size = digits(1, bytes / 1024 ** 3);
    return t`${size} GB`;
  }
  if (bytes >= 1024 ** 2) {
    const size = digits(1, bytes / 1024 ** 2);
    return t`${size} MB`;
  }
  const size = digits(0, bytes / 1024);
  return t`${size} KB`;
}

function contents(conversations?: number | null, files?: number | null): string | null {
  if (conversations == null) return null;
  const parts = [plural(conversations, { one: '# conversation', other: '# conversations' })];
  if (files) parts.push(plural(files, { one: '# file', other: '# files' }));
  return listFormat({ type: 'conjunction' }).format(parts);
}

const TITLES: Record<ExportStatus, MessageDescriptor> = {
  preparing: msg`Getting your data ready…`,
  downloading: msg`Downloading your data…`,
  done: msg`Your data is downloaded`,
  error: msg`The download stopped`,
};

/**
 * The progress of a download whose size is not known ahead (the account export is made while it
 * streams): a moving bar and the bytes received so far, never a made-up percentage.
 */
export const ExportProgress = forwardRef<HTMLDivElement, ExportProgressProps>(function ExportProgress(
  { status, receivedBytes = 0, conversations, files, fileName, message, className, ...rest },
  ref,
) {
  const { i18n, t } = useLingui();
  const held = contents(conversations, files);
  const size = formatBytes(receivedBytes);
  const sizeText = status === 'done' ? size : t`${size} so far`;
  const detail =
    status === 'error'
      ? (message ?? t`Something went wrong. Try again.`)
      : status === 'done'
        ? [fileName, sizeText].filter(Boolean).join(' · ')
        : [held, status === 'downloading' ? sizeText : null].filter(Boolean).join(' · ');
  return (
    <div ref={ref} className={cx(styles.root, className)} data-status={status} {...rest}>
      <p className={styles.title} role={status === 'error' ? 'alert' : 'status'}>
        {i18n._(TITLES[status])}
      </p>
      <ProgressTrack
        label={t`Download progress`}
        state={status === 'error' ? 'stopped' : status === 'done' ? 'done' : 'running'}
        valueText={sizeText}
      />
      {detail && <p className={styles.detail}>{detail}</p>}
    </div>
  );
});
