/**
 * A hands-free voice conversation in a chat (ThreadComposer.tsx shows it in the composer's place):
 * Duet hears through the server's speech-to-text when there is one, else the browser's recognition,
 * and reads answers with the server's voice, else the browser's. Loaded when Talk is pressed.
 */
import {
  ConversationEnded,
  listenWith,
  speakInBrowser,
  spokenLanguage,
  VoiceConversation,
  type ConversationParts,
  type SpokenAnswer,
} from '@duet/design-system';
import { t } from '@lingui/core/macro';
import { useMemo, useRef, useState } from 'react';
import type { ChatVoice } from './chat-voice';
import { useAnswered } from './use-answered';

export interface VoiceTalkProps {
  voice: ChatVoice;
  /** Sends what was said as the person's message. */
  send: (text: string) => void;
  /** An answer is being written. */
  answering: boolean;
  /** The last message got no answer: refused, or its answer failed. */
  failed: boolean;
  /** The conversation's newest answer. */
  newestAnswer: SpokenAnswer | null;
  onEnd: () => void;
}

export default function VoiceTalk({ voice, send, answering, failed, newestAnswer, onEnd }: VoiceTalkProps) {
  const [notice, setNotice] = useState<string | null>(null);
  const answered = useAnswered(answering, failed, newestAnswer);
  const sendRef = useRef(send);
  sendRef.current = send;
  // The parts are made once: the conversation keeps them until it ends.
  const parts = useMemo((): Omit<ConversationParts, 'phase'> => {
    const lang = spokenLanguage();
    const serverSpeak = voice.speak;
    return {
      listen: listenWith(voice.transcribe, lang),
      // Offline, the conversation stops rather than lose what was said.
      send: (text) => {
        if (!navigator.onLine) throw new ConversationEnded(t`You’re offline. Talk again when you’re back online.`);
        sendRef.current(text);
      },
      answered,
      speak: serverSpeak
        ? (answer, signal) =>
            serverSpeak(answer, signal).catch((error: unknown) => {
              // The answer is on the page anyway: say why it was not heard, and go on listening.
              setNotice(error instanceof Error ? error.message : String(error));
            })
        : speakInBrowser(lang, () =>
            setNotice(t`This browser can’t read aloud: Duet’s answers are shown in the conversation.`),
          ),
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- made once, as the conversation starts
  }, []);
  return <VoiceConversation parts={parts} onEnd={onEnd} notice={notice} />;
}
