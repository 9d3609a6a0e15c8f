import { Trans, useLingui } from '@lingui/react/macro';
import { MapPin, MessageCircle } from 'lucide-react';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import { ProfileNames } from '../../internal/ProfileNames';
import { listFormat } from '../../i18n';
import { Avatar } from '../Avatar';
import { Button } from '../Button';
import styles from './ProfileHeader.module.css';

export interface ProfileHeaderProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  username: string;
  displayName?: string | null;
  /** What they do ("Product designer"), under the name. */
  title?: string | null;
  avatarUrl?: string | null;
  bio?: string | null;
  interests?: readonly string[];
  location?: string | null;
  /** Blue for visitors, purple for the owner. */
  accent?: 'blue' | 'purple';
  /** Shows the 'Chat' button. */
  onChat?: () => void;
  /** Extra actions (e.g. the owner's settings button). */
  actions?: ReactNode;
  /**
   * The name's heading level: 1 on a page of its own (the public page), 2 inside the app's
   * layout, whose header holds the page's h1 (the owner's My Twin).
   */
  headingLevel?: 1 | 2;
}

/** The top of a public profile: avatar, name, title, @username, bio, interests, location. */
export const ProfileHeader = forwardRef<HTMLElement, ProfileHeaderProps>(function ProfileHeader(
  {
    username,
    displayName,
    title,
    avatarUrl,
    bio,
    interests = [],
    location,
    accent = 'blue',
    onChat,
    actions,
    headingLevel = 1,
    className,
    ...rest
  },
  ref,
) {
  const { i18n } = useLingui();
  const name = displayName?.trim() || username;
  const Name = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <header ref={ref} className={cx(styles.root, className)} data-accent={accent} {...rest}>
      <div className={styles.banner} aria-hidden="true" />
      <div className={styles.content}>
        <Avatar name={name} src={avatarUrl} size="xl" className={styles.avatar} />
        <div className={styles.identity}>
          <ProfileNames name={name} title={title} username={username} heading={Name} classes={styles} />
          <div className={styles.actions}>
            {actions}
            {onChat && (
              <Button variant="primary" leadingIcon={<MessageCircle />} onClick={onChat}>
                <Trans>Chat</Trans>
              </Button>
            )}
          </div>
        </div>
        {bio && (
          <p className={styles.bio} dir="auto">
            {bio}
          </p>
        )}
        {(interests.length > 0 || location) && (
          <dl className={styles.facts}>
            {interests.length > 0 && (
              <div className={styles.fact}>
                <dt>
                  <Trans>Interests</Trans>
                </dt>
                <dd>{listFormat({ type: 'conjunction', style: 'narrow' }, i18n.locale).format(interests)}</dd>
              </div>
            )}
            {location && (
              <div className={styles.fact}>
                <dt>
                  <MapPin aria-hidden="true" />
                  <Trans>Location</Trans>
                </dt>
                <dd>{location}</dd>
              </div>
            )}
          </dl>
        )}
      </div>
    </header>
  );
});
