export { MessageInfo } from './MessageInfo';
export type { MessageInfoProps, MessageInfoRow } from './MessageInfo';
