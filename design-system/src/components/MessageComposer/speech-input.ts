/**
 * Dictation through the browser's own speech recognition (Web Speech API), where the browser has
 * it: Chrome, Edge and Safari do; Firefox does not, and builds without a speech service fail on
 * start. Where it is missing or fails for good, `supported` turns false and the composer shows no
 * microphone at all: a control that cannot work is not shown.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

interface RecognitionResult {
  readonly isFinal: boolean;
  readonly 0: { readonly transcript: string };
}
interface RecognitionEvent {
  readonly resultIndex: number;
  readonly results: ArrayLike<RecognitionResult>;
}
interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: RecognitionEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionConstructor = new () => Recognition;

function recognitionClass(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/** Errors after which dictation cannot work in this browser: the microphone goes away. */
const FATAL = new Set(['network', 'service-not-allowed', 'language-not-supported', 'audio-capture']);

const DICTATION_MESSAGES: Record<string, string> = {
  'not-allowed': 'Microphone access is blocked. Allow it in your browser to dictate.',
  'no-speech': 'No speech heard. Try again.',
  unavailable: "Dictation isn't available in this browser.",
};

export interface SpeechInput {
  supported: boolean;
  listening: boolean;
  /** What went wrong last, in words (null when all is well). */
  message: string | null;
  toggle: () => void;
}

/** Dictates into the composer: each final phrase goes to `onText`. */
export function useSpeechInput(onText: (text: string) => void): SpeechInput {
  const [supported, setSupported] = useState(() => recognitionClass() !== null);
  const [listening, setListening] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const recognition = useRef<Recognition | null>(null);
  const textRef = useRef(onText);
  textRef.current = onText;

  useEffect(() => () => recognition.current?.abort(), []);

  const toggle = useCallback(() => {
    if (recognition.current) {
      recognition.current.stop();
      return;
    }
    const Klass = recognitionClass();
    if (!Klass) return;
    const r = new Klass();
    r.lang = typeof navigator !== 'undefined' ? navigator.language : 'en-US';
    r.continuous = true;
    r.interimResults = false;
    r.onresult = (event) => {
      for (let i = event.resultIndex; i < event.results.length; i++) {
        const result = event.results[i];
        if (result?.isFinal && result[0].transcript.trim()) textRef.current(result[0].transcript.trim());
      }
    };
    r.onerror = (event) => {
      if (event.error === 'aborted') return;
      if (FATAL.has(event.error)) {
        setSupported(false);
        setMessage(DICTATION_MESSAGES.unavailable!);
      } else setMessage(DICTATION_MESSAGES[event.error] ?? DICTATION_MESSAGES.unavailable!);
    };
    r.onend = () => {
      recognition.current = null;
      setListening(false);
    };
    setMessage(null);
    try {
      r.start();
      recognition.current = r;
      setListening(true);
    } catch {
      setSupported(false);
      setMessage(DICTATION_MESSAGES.unavailable!);
    }
  }, []);

  return { supported, listening, message, toggle };
}
