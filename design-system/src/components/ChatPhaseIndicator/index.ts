export { CHAT_PHASE_LABELS, ChatPhaseIndicator } from './ChatPhaseIndicator';
export type { ChatPhase, ChatPhaseIndicatorProps } from './ChatPhaseIndicator';
