import { useLingui } from '@lingui/react/macro';
import { ArrowRight } from 'lucide-react';
import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../../internal/class-names';
import { ProfileNames } from '../../internal/ProfileNames';
import { Avatar } from '../Avatar';
import styles from './TwinCard.module.css';

export interface TwinCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  username: string;
  displayName?: string | null;
  avatarUrl?: string | null;
  /** What they do ("Product designer"), under the name. */
  title?: string | null;
  /** A short line about the person. */
  bio?: string | null;
  accent?: 'blue' | 'purple';
  onChat: (username: string) => void;
}

/** A person's twin as a card (Discover, My Twin): avatar, name, title, bio and a chat action. */
export const TwinCard = forwardRef<HTMLElement, TwinCardProps>(function TwinCard(
  { username, displayName, avatarUrl, title, bio, accent = 'blue', onChat, className, ...rest },
  ref,
) {
  const { t } = useLingui();
  const name = displayName?.trim() || username;
  return (
    <article ref={ref} className={cx(styles.root, className)} data-accent={accent} {...rest}>
      <div className={styles.top}>
        <Avatar name={name} src={avatarUrl} size="lg" decorative />
        <ProfileNames name={name} title={title} username={username} heading="h3" classes={styles} />
      </div>
      {bio && (
        <p className={styles.bio} dir="auto">
          {bio}
        </p>
      )}
      <button type="button" className={styles.chat} onClick={() => onChat(username)}>
        {t`Chat with ${name}'s twin`}
        <ArrowRight aria-hidden="true" />
      </button>
    </article>
  );
});
