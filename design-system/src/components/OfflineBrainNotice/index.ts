export { OfflineBrainNotice } from './OfflineBrainNotice';
export type { OfflineBrainAction, OfflineBrainNoticeProps } from './OfflineBrainNotice';
