import { Trans, useLingui } from '@lingui/react/macro';
import { Globe, X } from 'lucide-react';
import { forwardRef, useId, type HTMLAttributes } from 'react';
import { cx } from '../../internal/class-names';
import { linkProps, type NavigateHandler } from '../../internal/navigation';
import styles from './PublicPageOffer.module.css';

export interface PublicPageOfferProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Where the public page is set up (My Twin › Public page). */
  setupHref: string;
  /** Where Profile Pal asks its questions for it; leave out to offer only the page. */
  profilePalHref?: string;
  /** Follows a link in the app (a plain left click); the href stays for a new tab. */
  onNavigate?: NavigateHandler;
  /** "Not now": the offer goes away. */
  onDismiss: () => void;
}

/**
 * The public page and the twin, offered after onboarding rather than before the private chat: a
 * calm card in a new chat, two ways to set them up and a "Not now" that puts it away. Nothing
 * waits on it.
 */
export const PublicPageOffer = forwardRef<HTMLDivElement, PublicPageOfferProps>(function PublicPageOffer(
  { setupHref, profilePalHref, onNavigate, onDismiss, className, ...rest },
  ref,
) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div ref={ref} role="note" aria-labelledby={`${id}-title`} className={cx(styles.root, className)} {...rest}>
      <span className={styles.icon} aria-hidden="true">
        <Globe />
      </span>
      <div className={styles.body}>
        <p id={`${id}-title`} className={styles.title}>
          <Trans>A public page and a twin, when you want them</Trans>
        </p>
        <p className={styles.text}>
          <Trans>
            Your chats stay private. If you like, share a public page about you, with a twin that answers visitors from
            what you make public.
          </Trans>
        </p>
        <p className={styles.actions}>
          <a className={styles.primary} {...linkProps(setupHref, onNavigate)}>
            <Trans>Set up your public page</Trans>
          </a>
          {profilePalHref && (
            <a className={styles.link} {...linkProps(profilePalHref, onNavigate)}>
              <Trans>Answer a few questions with Profile Pal</Trans>
            </a>
          )}
        </p>
      </div>
      <button type="button" className={styles.dismiss} onClick={onDismiss} aria-label={t`Not now`}>
        <X aria-hidden="true" />
      </button>
    </div>
  );
});
