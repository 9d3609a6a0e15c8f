export { MessageMarkdown } from './MessageMarkdown';
export { PlainText, SharedTranscript } from './SharedTranscript';
export type { SharedTranscriptMessage, SharedTranscriptProps } from './SharedTranscript';
