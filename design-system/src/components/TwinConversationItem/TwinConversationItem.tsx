import { t } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ThumbsDown, ThumbsUp, UserRound, UserRoundCheck } from 'lucide-react';
import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { cx } from '../../internal/class-names';
import { currentLocale } from '../../i18n';
import { linkProps } from '../../internal/navigation';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { formatRelativeDate } from '../NotificationItem';
import styles from './TwinConversationItem.module.css';

export interface TwinConversationItemProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'onSelect'> {
  /** Who the twin talked with, as the owner may see it: "Visitor 4f2a", "@ada". */
  visitor: string;
  /** A signed-in visitor (their handle is known) or an anonymous one: the icon differs. */
  signedIn: boolean;
  /** The conversation's last message (one line, cut at the edge). */
  preview?: string | null;
  /** When the conversation last changed: "Just now", "2 h ago", "Yesterday", "Nov 3". */
  updatedAt: string | Date;
  messageCount: number;
  /** Questions the twin could not answer and passed on to the owner: a "Passed on" badge. */
  passedOn: number;
  /** Replies the visitor marked bad: a thumbs-down badge with the count. */
  thumbsDown: number;
  /** Replies the visitor marked good: a quieter thumbs-up badge with the count. */
  thumbsUp?: number;
  /** The conversation's address: the row is a real link (open in a new tab, copy link). */
  href: string;
  /** A plain click (the app routes it); modified clicks keep the browser's behaviour. */
  onSelect: () => void;
  /** The conversation open beside the list. */
  active?: boolean;
  /** The reference time for relative dates (tests, stories). */
  now?: Date;
}

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/** "Just now", "12 min ago", "2 h ago" within a day; then "Yesterday", "3 days ago", "Nov 3" (and the year when it is not this one). */
export function formatUpdatedAt(value: string | Date, now: Date = new Date()): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const ago = now.getTime() - date.getTime();
  if (ago < MINUTE_MS) return t`Just now`;
  if (ago < HOUR_MS) {
    const minutes = Math.floor(ago / MINUTE_MS);
    return t`${minutes} min ago`;
  }
  if (ago < 24 * HOUR_MS) {
    const hours = Math.floor(ago / HOUR_MS);
    return t`${hours} h ago`;
  }
  if (date.getFullYear() !== now.getFullYear() && ago > 7 * 24 * HOUR_MS) {
    return date.toLocaleDateString(currentLocale(), { month: 'short', day: 'numeric', year: 'numeric' });
  }
  return formatRelativeDate(date, now);
}

/**
 * One visitor's conversation with the twin, in the owner's list: who, when, the last message, how
 * long it is, and what needs a look (questions passed on, thumbs down). A real link; the caller
 * wraps each row in an `<li>`.
 */
export const TwinConversationItem = forwardRef<HTMLAnchorElement, TwinConversationItemProps>(
  function TwinConversationItem(
    {
      visitor,
      signedIn,
      preview,
      updatedAt,
      messageCount,
      passedOn,
      thumbsDown,
      thumbsUp = 0,
      href,
      onSelect,
      active = false,
      now,
      className,
      ...rest
    },
    ref,
  ) {
    const { t } = useLingui();
    const date = updatedAt instanceof Date ? updatedAt : new Date(updatedAt);
    const locale = currentLocale();
    const questions = passedOn.toLocaleString(locale);
    const down = thumbsDown.toLocaleString(locale);
    const up = thumbsUp.toLocaleString(locale);
    const count = messageCount;
    const valid = !Number.isNaN(date.getTime());
    const Icon = signedIn ? UserRoundCheck : UserRound;
    return (
      <a
        ref={ref}
        className={cx(styles.root, className)}
        data-active={active || undefined}
        aria-current={active ? 'page' : undefined}
        {...rest}
        {...linkProps(href, () => onSelect())}
      >
        <span className={styles.avatar} data-signed-in={signedIn || undefined} aria-hidden="true">
          <Icon />
        </span>
        <span className={styles.body}>
          <span className={styles.top}>
            <span className={styles.visitor}>
              {visitor}
              <VisuallyHidden> {signedIn ? t`(signed in)` : t`(not signed in)`}</VisuallyHidden>
            </span>
            {valid && (
              <time
                className={styles.time}
                dateTime={date.toISOString()}
                title={date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })}
              >
                {formatUpdatedAt(date, now)}
              </time>
            )}
          </span>
          {preview && <span className={styles.preview}>{preview}</span>}
          <span className={styles.meta}>
            <span className={styles.count}>
              <Plural value={count} one="# message" other="# messages" />
            </span>
            {passedOn > 0 && (
              <span className={styles.badge} data-tone="passed">
                {passedOn === 1 ? (
                  <Trans>
                    <VisuallyHidden>1 question </VisuallyHidden>
                    Passed on
                  </Trans>
                ) : (
                  <Trans>
                    {questions}
                    <VisuallyHidden> questions</VisuallyHidden> passed on
                  </Trans>
                )}
              </span>
            )}
            {thumbsDown > 0 && (
              <span className={styles.badge} data-tone="down">
                <ThumbsDown aria-hidden="true" />
                <Trans>
                  {down}
                  <VisuallyHidden> thumbs down</VisuallyHidden>
                </Trans>
              </span>
            )}
            {thumbsUp > 0 && (
              <span className={styles.badge} data-tone="up">
                <ThumbsUp aria-hidden="true" />
                <Trans>
                  {up}
                  <VisuallyHidden> thumbs up</VisuallyHidden>
                </Trans>
              </span>
            )}
          </span>
        </span>
      </a>
    );
  },
);
