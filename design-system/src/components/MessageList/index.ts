export { MessageList } from './MessageList';
export type { MessageListItem, MessageListProps } from './MessageList';
