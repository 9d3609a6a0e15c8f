export { MessageComposer } from './MessageComposer';
export type { ComposerMessage, MessageComposerProps } from './MessageComposer';
