/**
 * Dictation into the composer. Through the server's speech-to-text when the app gives a
 * `transcribe` (the admin chose a speech model): the microphone is recorded (audio-recorder.ts)
 * and what was said comes back as text when the person stops. Otherwise through the browser's own
 * speech recognition (Web Speech API), where the browser has it: Chrome, Edge and Safari do;
 * Firefox does not, and builds without a speech service fail on start. Where neither can work,
 * `supported` is false and the composer shows no microphone at all.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { i18n } from '../../i18n';
import { spokenLanguage } from '../../i18n/spoken-language';
import type { Dictation } from './audio-recorder';

interface RecognitionResult {
  readonly isFinal: boolean;
  readonly 0: { readonly transcript: string };
}
interface RecognitionEvent {
  readonly resultIndex: number;
  readonly results: ArrayLike<RecognitionResult>;
}
export interface Recognition {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onstart?: (() => void) | null;
  onresult: ((event: RecognitionEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionConstructor = new () => Recognition;

/** The browser's speech recognition, where it has one. */
export function recognitionClass(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

/** Errors after which dictation cannot work in this browser: the microphone goes away. */
const FATAL = new Set(['network', 'service-not-allowed', 'language-not-supported', 'audio-capture']);

const DICTATION_MESSAGES: Record<string, MessageDescriptor> = {
  'not-allowed': msg`Microphone access is blocked. Allow it in your browser to dictate.`,
  'no-speech': msg`No speech heard. Try again.`,
  unavailable: msg`Dictation isn't available in this browser.`,
};

/** What went wrong, in words, in the language in use. */
const said = (error: string) => i18n._(DICTATION_MESSAGES[error] ?? DICTATION_MESSAGES.unavailable!);

/** The server turns recorded speech into text (the app's call to its speech-to-text route). */
export type Transcribe = (audio: Blob) => Promise<string>;

/** The browser can record the microphone for the server. */
export const canRecord = () =>
  typeof window !== 'undefined' &&
  typeof window.MediaRecorder === 'function' &&
  typeof navigator.mediaDevices?.getUserMedia === 'function';

export interface SpeechInput {
  supported: boolean;
  listening: boolean;
  /** What was said is on its way to text (the server's speech-to-text). */
  transcribing: boolean;
  /** What went wrong last, in words (null when all is well). */
  message: string | null;
  toggle: () => void;
}

/**
 * Dictates into the composer: each final phrase (or, through the server, all that was said between
 * two presses) goes to `onText`.
 */
export function useSpeechInput(onText: (text: string) => void, transcribe?: Transcribe): SpeechInput {
  const recorded = Boolean(transcribe) && canRecord();
  const [recognizes, setRecognizes] = useState(() => recognitionClass() !== null);
  const [listening, setListening] = useState(false);
  const [transcribing, setTranscribing] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const recognition = useRef<Recognition | null>(null);
  const recording = useRef<Promise<Dictation | null> | null>(null);
  const textRef = useRef(onText);
  textRef.current = onText;
  const transcribeRef = useRef(transcribe);
  transcribeRef.current = transcribe;

  useEffect(
    () => () => {
      recognition.current?.abort();
      void recording.current?.then((r) => r?.cancel());
    },
    [],
  );

  const record = useCallback(() => {
    const started = recording.current;
    if (started) {
      recording.current = null;
      setListening(false);
      void started.then((d) => d?.finish());
      return;
    }
    setMessage(null);
    const starting = import('./audio-recorder').then((m) =>
      m.dictate((audio) => transcribeRef.current!(audio), {
        // Listening once the microphone is given (after the browser asked the person, if it did).
        listening: () => recording.current === starting && setListening(true),
        transcribing: setTranscribing,
        text: (heard) => textRef.current(heard),
        problem: (reason) => {
          if (recording.current === starting) recording.current = null;
          setListening(false);
          setMessage(typeof reason === 'string' ? said(reason) : reason.said);
        },
      }),
    );
    recording.current = starting;
  }, []);

  const toggle = useCallback(() => {
    if (recognition.current) {
      recognition.current.stop();
      return;
    }
    const Klass = recognitionClass();
    if (!Klass) return;
    const r = new Klass();
    r.lang = spokenLanguage();
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
        setRecognizes(false);
        setMessage(said('unavailable'));
      } else setMessage(said(event.error));
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
      setRecognizes(false);
      setMessage(said('unavailable'));
    }
  }, []);

  if (recorded) return { supported: true, listening, transcribing, message, toggle: record };
  return { supported: recognizes, listening, transcribing: false, message, toggle };
}
