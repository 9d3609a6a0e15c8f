import { Trans, useLingui } from '@lingui/react/macro';
import { AlertTriangle, CheckCircle2, Info, Sparkles, XCircle } from 'lucide-react';
import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../../internal/class-names';
import { Tag } from '../Tag';
import { formatRelativeDate } from './relative-date';
import styles from './NotificationItem.module.css';

export type NotificationType = 'success' | 'warning' | 'error' | 'update' | 'info';

export interface NotificationData {
  id: string;
  title: string;
  summary?: string | null;
  type?: NotificationType | null;
  /** 'high' and 'urgent' get a tag; anything else none. */
  priority?: string | null;
  isRead: boolean;
  /** ISO date. */
  publishedAt: string;
  channelName?: string | null;
  actionUrl?: string | null;
}

export interface NotificationItemProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onClick'> {
  notification: NotificationData;
  /** Clicking the item: the app marks it read and opens its action URL in a new tab. */
  onOpen: (notification: NotificationData) => void;
  onMarkRead: (id: string) => void;
  /** The reference time for relative dates (tests, stories). */
  now?: Date;
}

const ICONS: Record<NotificationType, typeof Info> = {
  success: CheckCircle2,
  warning: AlertTriangle,
  error: XCircle,
  update: Sparkles,
  info: Info,
};

/** One notification: type icon, title, summary, New/High/Urgent tags, channel, date, 'mark read'. */
export const NotificationItem = forwardRef<HTMLDivElement, NotificationItemProps>(function NotificationItem(
  { notification, onOpen, onMarkRead, now, className, ...rest },
  ref,
) {
  const { t } = useLingui();
  const { id, title, summary, type, priority, isRead, publishedAt, channelName } = notification;
  const Icon = ICONS[type ?? 'info'] ?? Info;
  const level = priority === 'urgent' ? 'urgent' : priority === 'high' ? 'high' : null;
  return (
    <div
      ref={ref}
      className={cx(styles.root, className)}
      data-read={isRead || undefined}
      data-type={type ?? 'info'}
      {...rest}
    >
      <button type="button" className={styles.main} onClick={() => onOpen(notification)}>
        <span className={styles.icon} aria-hidden="true">
          <Icon />
        </span>
        <span className={styles.body}>
          <span className={styles.titleRow}>
            <span className={styles.title}>{title}</span>
          </span>
          {summary && <span className={styles.summary}>{summary}</span>}
          <span className={styles.meta}>
            {!isRead && <Tag tone="new" />}
            {level && <Tag tone={level} />}
            {channelName && <span className={styles.channel}>{channelName}</span>}
            <span className={styles.date}>{formatRelativeDate(publishedAt, now)}</span>
          </span>
        </span>
      </button>
      {!isRead && (
        <button
          type="button"
          className={styles.markRead}
          onClick={() => onMarkRead(id)}
          aria-label={t`mark read: ${title}`}
        >
          <Trans>mark read</Trans>
        </button>
      )}
    </div>
  );
});
