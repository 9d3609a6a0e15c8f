import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink, X } from 'lucide-react';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import { Avatar } from '../Avatar';
import { IconButton } from '../IconButton';
import styles from './TwinEmbedFrame.module.css';

export interface TwinEmbedFrameProps extends HTMLAttributes<HTMLDivElement> {
  username: string;
  displayName?: string | null;
  avatarUrl?: string | null;
  /** Where "Open on Duet" goes (the profile); opens in a new tab. */
  profileHref: string;
  /** Shows a close button (when the frame sits in the owner's site's bubble). */
  onClose?: () => void;
  children: ReactNode;
}

/** The twin's compact chat as other sites frame it: who it is, a way out to Duet, the chat. */
export const TwinEmbedFrame = forwardRef<HTMLDivElement, TwinEmbedFrameProps>(function TwinEmbedFrame(
  { username, displayName, avatarUrl, profileHref, onClose, children, className, ...rest },
  ref,
) {
  const { t } = useLingui();
  const name = displayName?.trim() || username;
  return (
    <div ref={ref} className={cx(styles.root, className)} data-accent="blue" {...rest}>
      <header className={styles.header}>
        <Avatar name={name} src={avatarUrl} size="sm" />
        <div className={styles.titles}>
          <h1 className={styles.title}>{name}</h1>
          <p className={styles.subtitle}>
            <Trans>AI twin · answers from what {name} made public</Trans>
          </p>
        </div>
        <a className={styles.open} href={profileHref} target="_blank" rel="noopener">
          <ExternalLink aria-hidden="true" />
          <span>
            <Trans>Open on Duet</Trans>
          </span>
        </a>
        {onClose && <IconButton label={t`Close the chat`} icon={<X />} size="sm" onClick={onClose} />}
      </header>
      <main className={styles.main}>{children}</main>
      <footer className={styles.footer}>
        <a href={new URL('/', profileHref).href} target="_blank" rel="noopener">
          <Trans>Powered by Duet</Trans>
        </a>
      </footer>
    </div>
  );
});
