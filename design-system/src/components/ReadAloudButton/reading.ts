/**
 * The voice behind ReadAloudButton.tsx, loaded at the first press: one answer read at a time, by the
 * browser's speech synthesis, its words without Markdown's marks (common/spoken-text.ts).
 */
import { spokenText } from '../../../../common/spoken-text';

export interface Reading {
  stop: () => void;
}

/** Errors after which this browser cannot read aloud at all (no speech engine, no audio out). */
const NO_VOICE = new Set(['synthesis-unavailable', 'synthesis-failed', 'audio-hardware', 'not-allowed']);

/** The answer being read now: starting another stops it. */
let current: Reading | null = null;

/** Reads `markdown` aloud; `done` when it ends or is stopped, `noVoice` when the browser has none. */
export function read(markdown: string, lang: string, on: { done: () => void; noVoice: () => void }): Reading {
  current?.stop();
  const voice = window.speechSynthesis;
  const utterance = new SpeechSynthesisUtterance(spokenText(markdown));
  utterance.lang = lang;
  const own: Reading = {
    stop: () => {
      utterance.onend = utterance.onerror = null;
      voice.cancel();
      finish();
    },
  };
  const finish = () => {
    if (current === own) current = null;
    on.done();
  };
  utterance.onend = finish;
  utterance.onerror = (event) => {
    finish();
    if (NO_VOICE.has(event.error)) on.noVoice();
  };
  current = own;
  voice.speak(utterance);
  return own;
}
