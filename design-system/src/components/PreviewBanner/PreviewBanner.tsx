import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Eye } from 'lucide-react';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import { Button } from '../Button';
import styles from './PreviewBanner.module.css';

export interface PreviewBannerProps extends HTMLAttributes<HTMLElement> {
  /** What the owner is looking at. */
  message?: ReactNode;
  /** The way out of the preview (e.g. to My Twin). */
  onBack: () => void;
  /** The way back's name (what screen readers say, and the label on wide screens). */
  backLabel?: string;
  /** Its label on a phone, where the message takes the room: a part of `backLabel`. */
  shortBackLabel?: string;
  /** The name screen readers give the banner's region. */
  label?: string;
}

/**
 * Across the top of a page the owner previews as a visitor: says so, with the way back. Purple,
 * the owner's accent, whatever the page under it (visitors' pages are blue).
 */
export const PreviewBanner = forwardRef<HTMLElement, PreviewBannerProps>(function PreviewBanner(
  { message, onBack, backLabel, shortBackLabel, label, className, ...rest },
  ref,
) {
  const { t } = useLingui();
  message ??= <Trans>You're previewing your page as a visitor sees it.</Trans>;
  backLabel ??= t`Back to My Twin`;
  shortBackLabel ??= t`My Twin`;
  label ??= t`Visitor preview`;
  return (
    <section ref={ref} aria-label={label} data-accent="purple" className={cx(styles.root, className)} {...rest}>
      <div className={styles.inner}>
        <Eye aria-hidden="true" className={styles.icon} />
        <p className={styles.message}>{message}</p>
        <Button
          size="sm"
          variant="primary"
          leadingIcon={<ArrowLeft />}
          onClick={onBack}
          className={styles.back}
          aria-label={backLabel}
        >
          <span className={styles.long}>{backLabel}</span>
          <span className={styles.short}>{shortBackLabel}</span>
        </Button>
      </div>
    </section>
  );
});
