export { ChatMessage } from './ChatMessage';
export type { ChatAuthor, ChatMessageProps } from './ChatMessage';
export { spokenText } from './lexing';
