import { Plural, Trans, useLingui } from '@lingui/react/macro';
import * as Popover from '@radix-ui/react-popover';
import { Bell, BellOff } from 'lucide-react';
import { forwardRef } from 'react';
import { cx } from '../../internal/class-names';
import { CountBadge, formatCount } from '../CountBadge';
import { EmptyState } from '../EmptyState';
import { LoadingState } from '../LoadingState';
import { NotificationItem, type NotificationData } from '../NotificationItem';
import { Tag } from '../Tag';
import styles from './NotificationBell.module.css';

export interface NotificationBellProps {
  /** Unread notifications (from the stats call). */
  unreadCount: number;
  /** The latest notifications (the dropdown loads 5). */
  notifications: readonly NotificationData[];
  loading?: boolean;
  open?: boolean;
  defaultOpen?: boolean;
  /** The app loads the list when the dropdown opens. */
  onOpenChange?: (open: boolean) => void;
  onOpenNotification: (notification: NotificationData) => void;
  onMarkRead: (id: string) => void;
  /** "Mark all read", offered while anything is unread; leave out to not offer it. */
  onMarkAllRead?: () => void;
  now?: Date;
  className?: string;
}

/** The bell: unread badge ('9+' above 9) and a dropdown of 'Recent Notifications'. */
export const NotificationBell = forwardRef<HTMLButtonElement, NotificationBellProps>(function NotificationBell(
  {
    unreadCount,
    notifications,
    loading = false,
    open,
    defaultOpen,
    onOpenChange,
    onOpenNotification,
    onMarkRead,
    onMarkAllRead,
    now,
    className,
  },
  ref,
) {
  const { t } = useLingui();
  const count = formatCount(unreadCount);
  const label = unreadCount > 0 ? t`Notifications, ${count} unread` : t`Notifications`;
  return (
    <Popover.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>
        <button ref={ref} type="button" className={cx(styles.trigger, className)} aria-label={label}>
          <Bell aria-hidden="true" />
          <CountBadge count={unreadCount} className={styles.badge} />
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          className={styles.panel}
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-labelledby="notification-bell-title"
        >
          <div className={styles.header}>
            <h2 id="notification-bell-title" className={styles.title}>
              <Trans>Recent Notifications</Trans>
            </h2>
            {unreadCount > 0 && (
              <span className={styles.headerEnd}>
                <Tag tone="accent">
                  <Plural value={unreadCount} one="# new" other="# new" />
                </Tag>
                {onMarkAllRead && (
                  <button type="button" className={styles.markAll} onClick={onMarkAllRead}>
                    <Trans>Mark all read</Trans>
                  </button>
                )}
              </span>
            )}
          </div>
          <div className={styles.list}>
            {loading && notifications.length === 0 ? (
              <LoadingState />
            ) : notifications.length === 0 ? (
              <EmptyState size="md" icon={<BellOff />} title={t`No recent notifications`} className={styles.empty} />
            ) : (
              <ul className={styles.items}>
                {notifications.map((notification) => (
                  <li key={notification.id}>
                    <NotificationItem
                      notification={notification}
                      onOpen={onOpenNotification}
                      onMarkRead={onMarkRead}
                      now={now}
                    />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
});
