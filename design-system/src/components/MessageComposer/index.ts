export { emptyFilesMessage, MessageComposer, withoutEmptyFiles } from './MessageComposer';
export type { ComposerMessage, MessageComposerProps } from './MessageComposer';
export type { Transcribe } from './speech-input';
