/**
 * The browser's own ears and voice for a voice conversation (converse.ts), where the server has no
 * speech model: its speech recognition hears one utterance; its speech synthesis reads the answer
 * (ReadAloudButton/reading.ts). And the server's ears through a recording (utterance.ts).
 */
import { t } from '@lingui/core/macro';
import { canRecord, recognitionClass, type Transcribe } from '../MessageComposer/speech-input';
import { read } from '../ReadAloudButton/reading';
import { ConversationEnded, type ConversationParts, type SpokenAnswer } from './converse';
import { recordUtterance } from './utterance';

const microphoneBlocked = () => t`Microphone access is blocked. Allow it in your browser to talk with Duet.`;
const cannotTalk = () => t`Talking isn't available in this browser.`;

/** Hears one utterance through the browser's speech recognition. */
export function listenInBrowser(lang: string): ConversationParts['listen'] {
  return (signal, on) =>
    new Promise<string>((resolve, reject) => {
      const Recognition = recognitionClass();
      if (!Recognition) return reject(new ConversationEnded(cannotTalk()));
      const r = new Recognition();
      r.lang = lang;
      r.continuous = false;
      r.interimResults = false;
      let heard = '';
      r.onstart = on.listening;
      r.onresult = (event) => {
        for (const result of Array.from(event.results)) if (result?.isFinal) heard += ` ${result[0].transcript}`;
      };
      r.onerror = (event) => {
        if (event.error === 'no-speech' || event.error === 'aborted') return;
        reject(new ConversationEnded(event.error === 'not-allowed' ? microphoneBlocked() : cannotTalk()));
      };
      r.onend = () => resolve(heard.trim());
      signal.addEventListener('abort', () => r.abort(), { once: true });
      r.start();
    });
}

/** Hears one utterance by recording it, and has the server write it down. */
export function listenThroughServer(transcribe: Transcribe): ConversationParts['listen'] {
  return async (signal, on) => {
    let audio: Blob;
    try {
      audio = await recordUtterance(signal, on);
    } catch (error) {
      const blocked = error instanceof DOMException && error.name === 'NotAllowedError';
      throw new ConversationEnded(blocked ? microphoneBlocked() : t`Duet can't hear you: no microphone was found.`);
    }
    if (audio.size === 0 || signal.aborted) return '';
    on.writing();
    try {
      return await transcribe(audio);
    } catch (error) {
      throw new ConversationEnded(
        error instanceof Error && error.message ? error.message : t`What you said could not be written down.`,
      );
    }
  };
}

/**
 * Reads an answer with the browser's voice. A browser without one shows the answer only: `noVoice`
 * is told once, and the conversation goes on in writing.
 */
export function speakInBrowser(lang: string, noVoice: () => void): ConversationParts['speak'] {
  let voiceless = typeof window === 'undefined' || !window.speechSynthesis;
  let told = false;
  const tell = () => {
    voiceless = true;
    if (!told) noVoice();
    told = true;
  };
  return (answer: SpokenAnswer, signal) =>
    new Promise<void>((resolve) => {
      if (voiceless) {
        tell();
        return resolve();
      }
      const reading = read(answer.text, lang, { done: resolve, noVoice: tell });
      signal.addEventListener('abort', () => reading.stop(), { once: true });
    });
}

/**
 * How a conversation hears, as the composer's microphone does (speech-input.ts): recorded for the
 * server's speech-to-text when there is one and the browser can record, else the browser's own.
 */
export function listenWith(transcribe: Transcribe | undefined, lang: string): ConversationParts['listen'] {
  return transcribe && canRecord() ? listenThroughServer(transcribe) : listenInBrowser(lang);
}
