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
  return (
    <nav ref={ref} aria-label="Main" className={cx(styles.root, className)} {...rest}>
      <Brand onNavigate={onNavigate} />
      <div className={styles.links}>
        {showPricing && (
          <a className={styles.link} {...linkProps('/pricing', onNavigate)}>
            Pricing
          </a>
        )}
        <a className={styles.link} {...linkProps('/accounts/login', onNavigate)}>
          Sign in
        </a>
        <a className={styles.cta} {...linkProps('/accounts/signup', onNavigate)}>
          Get Started
        </a>
      </div>
    </nav>
  );
});
