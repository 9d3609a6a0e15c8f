import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../../internal/class-names';
import { formatFileSize } from '../FileElement';
import { quotaShare, quotaTone, type QuotaUse } from './quota';
import styles from './KnowledgeQuota.module.css';

export interface KnowledgeQuotaProps extends HTMLAttributes<HTMLDivElement> {
  /** Documents and links in the library, of how many it may hold. */
  files: QuotaUse;
  /** Bytes stored, of how many. */
  storage: QuotaUse;
  /** Passages the documents were cut into for the brain, of how many. */
  passages: QuotaUse;
}

const count = (n: number) => n.toLocaleString('en-US');

const NOTES = { ok: null, near: 'Nearly full', full: 'Full — delete something to make room' } as const;

function Meter({ label, use, format }: { label: string; use: QuotaUse; format: (n: number) => string }) {
  const tone = quotaTone(use);
  const value = `${format(use.used)} of ${format(use.limit)}`;
  return (
    <div className={styles.meter} data-tone={tone}>
      <div className={styles.line}>
        <span className={styles.label}>{label}</span>
        <span className={styles.value}>{value}</span>
      </div>
      <div
        className={styles.track}
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={use.limit}
        aria-valuenow={Math.min(use.used, use.limit)}
        aria-valuetext={NOTES[tone] ? `${value}, ${NOTES[tone].toLowerCase()}` : value}
      >
        <span className={styles.fill} style={{ inlineSize: `${quotaShare(use) * 100}%` }} />
      </div>
      {NOTES[tone] && <p className={styles.note}>{NOTES[tone]}</p>}
    </div>
  );
}

/**
 * How full the knowledge library is: its documents and links, the space they take and the passages
 * they were cut into, each against its limit. From 90% a meter turns to the warning colour.
 */
export const KnowledgeQuota = forwardRef<HTMLDivElement, KnowledgeQuotaProps>(function KnowledgeQuota(
  { files, storage, passages, className, ...rest },
  ref,
) {
  return (
    <div ref={ref} className={cx(styles.root, className)} role="group" aria-label="Space in your library" {...rest}>
      <Meter label="Files" use={files} format={count} />
      <Meter label="Storage" use={storage} format={formatFileSize} />
      <Meter label="Passages" use={passages} format={count} />
    </div>
  );
});
