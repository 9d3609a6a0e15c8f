export { TwinConversationItem, formatUpdatedAt } from './TwinConversationItem';
export type { TwinConversationItemProps } from './TwinConversationItem';
