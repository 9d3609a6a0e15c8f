export { ThreadListItem } from './ThreadListItem';
export type { ThreadListItemProps } from './ThreadListItem';
