export { emptyFilesMessage, MessageComposer, withoutEmptyFiles } from './MessageComposer';
export type { ComposerMessage, MessageComposerProps } from './MessageComposer';
