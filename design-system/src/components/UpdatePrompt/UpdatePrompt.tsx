import { Trans, useLingui } from '@lingui/react/macro';
import { RefreshCw } from 'lucide-react';
import { forwardRef, useEffect, useId, useState, type HTMLAttributes } from 'react';
import { cx } from '../../internal/class-names';
import { Button } from '../Button';
import styles from './UpdatePrompt.module.css';

export interface UpdatePromptProps extends HTMLAttributes<HTMLElement> {
  /** Loads the new version (the page reloads). */
  onReload: () => void;
  /** Reloading: the button is busy. */
  reloading?: boolean;
  /** "Not now": hides the prompt until the next version; leave out for no such button. */
  onDismiss?: () => void;
  message?: string;
}

/**
 * A new version of the app is ready: one button loads it. Said politely (a live region, written
 * once the prompt is on the page) and never takes focus: the person finishes what they are doing,
 * and Tab reaches Reload.
 */
export const UpdatePrompt = forwardRef<HTMLElement, UpdatePromptProps>(function UpdatePrompt(
  { onReload, reloading = false, onDismiss, message, className, ...rest },
  ref,
) {
  const { t } = useLingui();
  message ??= t`A new version of Duet is ready.`;
  const id = useId();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <section ref={ref} aria-labelledby={id} data-accent="purple" className={cx(styles.root, className)} {...rest}>
      <div className={styles.inner}>
        <RefreshCw aria-hidden="true" className={styles.icon} />
        <p id={id} className={styles.message} role="status" aria-live="polite" aria-atomic="true">
          {mounted ? message : null}
        </p>
        <div className={styles.actions}>
          <Button size="sm" variant="primary" loading={reloading} onClick={onReload}>
            <Trans>Reload</Trans>
          </Button>
          {onDismiss && (
            // Named for what it puts off: a page may have other "Not now" buttons (offers, tips).
            <Button
              size="sm"
              variant="ghost"
              disabled={reloading}
              onClick={onDismiss}
              aria-label={t`Not now, update later`}
            >
              <Trans>Not now</Trans>
            </Button>
          )}
        </div>
      </div>
    </section>
  );
});
