import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { WifiOff } from 'lucide-react';
import { forwardRef, useEffect, useState, type HTMLAttributes } from 'react';
import { cx } from '../../internal/class-names';
import { i18n } from '../../i18n';
import styles from './OfflineBanner.module.css';

export interface OfflineBannerProps extends HTMLAttributes<HTMLElement> {
  /** A message the person tried to send is kept in the composer: the banner says so. */
  kept?: boolean;
}

const WORDS = {
  title: msg`You’re offline.`,
  detail: msg`You can still read what’s open and write messages: what you type is kept on this device.`,
  kept: msg`Your message is kept here as a draft. Send it when you’re back online.`,
};

/** The banner's words in the language in use (for stories and tests). */
export const OFFLINE_TEXT = {
  get title() {
    return i18n._(WORDS.title);
  },
  get detail() {
    return i18n._(WORDS.detail);
  },
  get kept() {
    return i18n._(WORDS.kept);
  },
};

/**
 * Across the top of the app while the device has no connection: says so, what still works, and
 * that what the person types is not lost. Its text is a polite live region, written once the
 * banner is on the page, so screen readers say it when the connection goes and again when a
 * message is kept; it takes no focus.
 */
export const OfflineBanner = forwardRef<HTMLElement, OfflineBannerProps>(function OfflineBanner(
  { kept = false, className, ...rest },
  ref,
) {
  const { i18n: lingui, t } = useLingui();
  // A live region announces what changes in it: empty as it mounts, then the words.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <section ref={ref} aria-label={t`Connection`} className={cx(styles.root, className)} {...rest}>
      <div className={styles.inner}>
        <WifiOff aria-hidden="true" className={styles.icon} />
        <p className={styles.message} role="status" aria-live="polite" aria-atomic="true">
          {mounted && (
            <>
              <strong className={styles.title}>{lingui._(WORDS.title)}</strong>{' '}
              <span data-kept={kept || undefined}>{lingui._(kept ? WORDS.kept : WORDS.detail)}</span>
            </>
          )}
        </p>
      </div>
    </section>
  );
});
