import { useLingui } from '@lingui/react/macro';
import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../../internal/class-names';
import { currentLocale } from '../../i18n';
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

const count = (n: number) => n.toLocaleString(currentLocale());

function Meter({ label, use, format }: { label: string; use: QuotaUse; format: (n: number) => string }) {
  const { t } = useLingui();
  const tone = quotaTone(use);
  const used = format(use.used);
  const limit = format(use.limit);
  const value = t`${used} of ${limit}`;
  const note = tone === 'near' ? t`Nearly full` : tone === 'full' ? t`Full — delete something to make room` : null;
  const valueText =
    tone === 'near'
      ? t`${value}, nearly full`
      : tone === 'full'
        ? t`${value}, full — delete something to make room`
        : value;
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
        aria-valuetext={valueText}
      >
        <span className={styles.fill} style={{ inlineSize: `${quotaShare(use) * 100}%` }} />
      </div>
      {note && <p className={styles.note}>{note}</p>}
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
  const { t } = useLingui();
  return (
    <div ref={ref} className={cx(styles.root, className)} role="group" aria-label={t`Space in your library`} {...rest}>
      <Meter label={t`Files`} use={files} format={count} />
      <Meter label={t`Storage`} use={storage} format={formatFileSize} />
      <Meter label={t`Passages`} use={passages} format={count} />
    </div>
  );
});
