export { VoiceConversation } from './VoiceConversation';
export type { VoiceConversationProps } from './VoiceConversation';
export type { ConversationParts, ConversationPhase, SpokenAnswer } from './converse';
export { ConversationEnded } from './converse';
export { listenWith, speakInBrowser } from './browser-voice';
