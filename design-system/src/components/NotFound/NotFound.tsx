import { Plural, Trans } from '@lingui/react/macro';
import { forwardRef, useEffect, useRef, useState, type HTMLAttributes, type Ref } from 'react';
import { cx } from '../../internal/class-names';
import { useClock } from '../../internal/clock';
import { linkProps, type NavigateHandler } from '../../internal/navigation';
import { Button } from '../Button';
import styles from './NotFound.module.css';

export interface NotFoundProps extends HTMLAttributes<HTMLElement> {
  /** Seconds before going home (5 in the product). */
  seconds?: number;
  onNavigateHome: () => void;
  onGoBack: () => void;
  /** Signed-out visitors also get Sign in and Get Started links, and the page's own <main> and h1. */
  signedIn?: boolean;
  onNavigate?: NavigateHandler;
}

/** 'Page Not Found' with a countdown home, 'Go Home Now' and 'Go Back'. */
export const NotFound = forwardRef<HTMLElement, NotFoundProps>(function NotFound(
  { seconds = 5, onNavigateHome, onGoBack, signedIn = true, onNavigate, className, ...rest },
  ref,
) {
  const [left, setLeft] = useState(seconds);
  /** The countdown has started (after the page came alive in the browser): `data-counting` on the timer. */
  const [counting, setCounting] = useState(false);
  const home = useRef(onNavigateHome);
  home.current = onNavigateHome;
  const clock = useClock();

  useEffect(() => {
    setLeft(seconds);
    setCounting(true);
    const started = clock.now();
    const timer = clock.setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((clock.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        clock.clearInterval(timer);
        home.current();
      }
    }, 250);
    return () => clock.clearInterval(timer);
  }, [seconds, clock]);

  // Signed in, the page sits in the app's layout, whose <main> it is part of and whose header holds
  // the page's h1 (its title, 'Page Not Found' too): the heading here is then the next level down.
  const Root = signedIn ? 'div' : 'main';
  const Heading = signedIn ? 'h2' : 'h1';
  return (
    <Root ref={ref as Ref<HTMLDivElement>} className={cx(styles.root, className)} {...rest}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <Heading className={styles.title}>
        <Trans>Page Not Found</Trans>
      </Heading>
      <p className={styles.text} role="timer" aria-live="off" data-counting={counting || undefined}>
        <Plural value={left} one="Redirecting home in # second." other="Redirecting home in # seconds." />
      </p>
      <div className={styles.actions}>
        <Button variant="primary" onClick={onNavigateHome}>
          <Trans>Go Home Now</Trans>
        </Button>
        <Button onClick={onGoBack}>
          <Trans>Go Back</Trans>
        </Button>
      </div>
      {!signedIn && (
        <p className={styles.links}>
          <a {...linkProps('/accounts/login', onNavigate)}>
            <Trans>Sign in</Trans>
          </a>
          <span aria-hidden="true">·</span>
          <a {...linkProps('/accounts/signup', onNavigate)}>
            <Trans>Get Started</Trans>
          </a>
        </p>
      )}
    </Root>
  );
});
