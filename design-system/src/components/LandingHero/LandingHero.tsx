import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowUp, Mic } from 'lucide-react';
import { forwardRef, type HTMLAttributes, type KeyboardEvent } from 'react';
import { cx } from '../../internal/class-names';
import { Button } from '../Button';
import styles from './LandingHero.module.css';

export interface LandingHeroProps extends HTMLAttributes<HTMLElement> {
  /** Goes to sign-up: the fake input (click, Enter, Space) and 'Get Started'. */
  onGetStarted: () => void;
  placeholder?: string;
}

/** The landing page's hero: the two promises and a read-only message box that leads to sign-up. */
export const LandingHero = forwardRef<HTMLElement, LandingHeroProps>(function LandingHero(
  { onGetStarted, placeholder, className, ...rest },
  ref,
) {
  const { t } = useLingui();
  placeholder ??= t`Ask your private brain anything...`;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onGetStarted();
    }
  };
  return (
    <section ref={ref} className={cx(styles.root, className)} aria-labelledby="landing-title" {...rest}>
      <h1 id="landing-title" className={styles.title}>
        <span className={styles.line}>
          <Trans>a private brain you trust</Trans>
        </span>
        <span className={styles.line} data-accent="purple">
          <Trans>a public self you share</Trans>
        </span>
      </h1>
      <p className={styles.lead}>
        <Trans>
          Talk to an assistant that remembers what matters to you, and let a twin of your public self answer everyone
          else.
        </Trans>
      </p>
      <div className={styles.fake}>
        <input
          className={styles.fakeInput}
          readOnly
          value=""
          placeholder={placeholder}
          aria-label={t`${placeholder} Sign up to start`}
          onClick={onGetStarted}
          onKeyDown={onKeyDown}
        />
        <div className={styles.fakeTools}>
          <span className={styles.mic} aria-hidden="true">
            <Mic />
          </span>
          <span className={styles.send} aria-hidden="true">
            <ArrowUp />
          </span>
        </div>
      </div>
      <Button variant="primary" size="lg" onClick={onGetStarted}>
        <Trans>Get Started</Trans>
      </Button>
    </section>
  );
});
