export { TemporaryChatNotice, TemporaryChatToggle } from './TemporaryChat';
export type { TemporaryChatNoticeProps, TemporaryChatToggleProps } from './TemporaryChat';
