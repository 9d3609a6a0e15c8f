/**
 * How a conversation hears and speaks: through the server's speech models when it has them (the
 * admin chose them; for a twin's visitors, when its owner also allows voice), else through the
 * browser's own. ChatThread.tsx provides it; the composer, Read aloud and a voice conversation use
 * it. The code that records, uploads and plays loads only when it is first used.
 */
import type { SpokenAnswer, Transcribe } from '@duet/design-system';
import { createContext, useContext, useMemo } from 'react';
import { useViewer } from '../../layouts/viewer-context';

export interface ChatVoice {
  /** The server writes down what is said (absent: the browser's own recognition, where there is one). */
  transcribe?: Transcribe;
  /** The server reads an answer aloud (absent: the browser's own voice). */
  speak?: (answer: Pick<SpokenAnswer, 'id'>, signal: AbortSignal) => Promise<void>;
}

/** The routes a voice goes through: a person's own, or a twin's for its visitors. */
export function voiceThrough(paths: { transcriptions: string | null; speech: string | null }): ChatVoice {
  const { transcriptions, speech } = paths;
  return {
    transcribe: transcriptions
      ? (audio) => import('./transcribe').then((m) => m.transcribe(transcriptions, audio))
      : undefined,
    speak: speech
      ? (answer, signal) => import('./speak-answer').then((m) => m.speakAnswer(speech, answer.id, signal))
      : undefined,
  };
}

/** The signed-in person's voice in their own conversations (viewer { voice }). */
export function useOwnVoice(): ChatVoice {
  const voice = useViewer()?.voice;
  const transcription = voice?.transcription ?? false;
  const speech = voice?.speech ?? false;
  return useMemo(
    () =>
      voiceThrough({
        transcriptions: transcription ? '/api/v1/voice/transcriptions' : null,
        speech: speech ? '/api/v1/voice/speech' : null,
      }),
    [transcription, speech],
  );
}

export const VoiceContext = createContext<ChatVoice>({});
export const useChatVoice = () => useContext(VoiceContext);
