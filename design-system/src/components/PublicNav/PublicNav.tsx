import { Trans, useLingui } from '@lingui/react/macro';
import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../../internal/class-names';
import { linkProps, type NavigateHandler } from '../../internal/navigation';
import { Brand } from '../Brand';
import styles from './PublicNav.module.css';

export interface PublicNavProps extends HTMLAttributes<HTMLElement> {
  /** Receives '/', '/pricing', '/accounts/login' or '/accounts/signup'. */
  onNavigate?: NavigateHandler;
  /** Hide 'Pricing' (e.g. on the pricing page itself). */
  showPricing?: boolean;
}

/** The signed-out navigation bar: brand, Pricing, Sign in, Get Started. */
export const PublicNav = forwardRef<HTMLElement, PublicNavProps>(function PublicNav(
  { onNavigate, showPricing = true, className, ...rest },
  ref,
) {
  const { t } = useLingui();
  return (
    <nav ref={ref} aria-label={t`Main`} className={cx(styles.root, className)} {...rest}>
      <Brand onNavigate={onNavigate} />
      <div className={styles.links}>
        {showPricing && (
          <a className={styles.link} {...linkProps('/pricing', onNavigate)}>
            <Trans>Pricing</Trans>
          </a>
        )}
        <a className={styles.link} {...linkProps('/accounts/login', onNavigate)}>
          <Trans>Sign in</Trans>
        </a>
        <a className={styles.cta} {...linkProps('/accounts/signup', onNavigate)}>
          <Trans>Get Started</Trans>
        </a>
      </div>
    </nav>
  );
});
