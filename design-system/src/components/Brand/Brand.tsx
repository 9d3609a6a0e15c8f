import { useLingui } from '@lingui/react/macro';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { cx } from '../../internal/class-names';
import { linkProps, type NavigateHandler } from '../../internal/navigation';
import styles from './Brand.module.css';

export interface BrandProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href?: string;
  onNavigate?: NavigateHandler;
  /** Show only the mark (collapsed places). */
  compact?: boolean;
}

/** The wordmark: the product's name, the same in every language. */
const productName = 'Duet';

/** The Duet mark and wordmark, as a link home. */
export const Brand = forwardRef<HTMLAnchorElement, BrandProps>(function Brand(
  { href = '/', onNavigate, compact = false, className, ...rest },
  ref,
) {
  const { t } = useLingui();
  return (
    <a
      ref={ref}
      className={cx(styles.root, className)}
      aria-label={t`Duet home`}
      {...linkProps(href, onNavigate)}
      {...rest}
    >
      <svg className={styles.mark} viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="9" cy="12" r="6.5" className={styles.left} />
        <circle cx="15" cy="12" r="6.5" className={styles.right} />
        {/* Where the two meet, drawn rather than blended, so the mark reads on any background. */}
        <path d="M12 6.234A6.5 6.5 0 0 1 12 17.766A6.5 6.5 0 0 1 12 6.234Z" className={styles.overlap} />
      </svg>
      {!compact && <span className={styles.word}>{productName}</span>}
    </a>
  );
});
