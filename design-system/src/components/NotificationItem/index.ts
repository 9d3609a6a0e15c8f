export { NotificationItem } from './NotificationItem';
export type { NotificationData, NotificationItemProps, NotificationType } from './NotificationItem';
export { formatRelativeDate } from './relative-date';
