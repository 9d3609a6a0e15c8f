/**
 * Speaking to Duet: a person's recording written down by the speech-to-text model an admin chose
 * on the AI models page (ai-models/catalog.ts), through the AI SDK's `transcribe`. The audio goes
 * to the model and is dropped: nothing of it is stored, only its seconds are counted
 * (voice-minutes.ts). docs/decisions/voice-transcription.md says why and how. The same use case
 * writes down a visitor's words to a twin with another meter (twin/voice-chat.ts).
 */
import { transcribe as transcribeAudio } from 'ai';
import type { ModelCatalog } from '../ai-models/catalog.js';
import type { Locale } from '../../../common/locales.js';
import type { Db } from '../db/client.js';
import { UnavailableError } from '../errors/domain-errors.js';
import type { Logger } from '../logging/logger.js';
import { countAudioSeconds } from '../usage/counters.js';
import { audioMediaType, audioSeconds, checkAudioSize } from './audio.js';
import { VoiceNotSetUpError } from './errors.js';
import { checkVoiceMinutes } from './voice-minutes.js';
import { said } from '../words/said.js';

export interface VoiceDeps {
  db: Db;
  catalog: Pick<ModelCatalog, 'transcriptionModel' | 'speechModel'>;
  /** VOICE_MINUTES_PER_DAY; 0: speaking to Duet is off for everyone. */
  minutesPerDay: number;
  logger: Logger;
  now: () => Date;
}

/** A recording as it arrived: its bytes and the media type it was sent as (Content-Type). */
export interface Recording {
  bytes: Uint8Array;
  mediaType: string;
  /**
   * The language the speaker uses with Duet (the request's: their account's, their device's, their
   * browser's): the model listens for it, as the browser's own recognition does.
   */
  language?: Locale;
}

/** The language a speech-to-text model is told to listen for: ISO 639-1, as Whisper takes it ("pt" for pt-BR). */
export const languageCode = (locale: Locale): string => locale.split('-')[0]!.toLowerCase();

export interface Transcript {
  text: string;
  /** The seconds counted against the day's minutes. */
  seconds: number;
}

/** How long the model may take: a 10 MB recording is long, a local model on a CPU is slow. */
const MODEL_TIMEOUT_MS = 180_000;

/** Whose minutes a recording spends: the quota it is refused by, and where its seconds are counted. */
export interface VoiceMeter {
  /** false: no minutes at all (the quota is 0), as if no model were chosen (409). */
  on: boolean;
  /** Refuses before the model is asked (429). */
  check(now: Date): Promise<void>;
  /** Counts a recording's seconds once it is written down. */
  count(seconds: number, now: Date): Promise<void>;
}

/** The person's own minutes (VOICE_MINUTES_PER_DAY), counted in their audioSeconds. */
const personMeter = (deps: VoiceDeps, userId: string): VoiceMeter => ({
  on: deps.minutesPerDay > 0,
  check: (now) => checkVoiceMinutes(deps, userId, now),
  count: (seconds, now) => countAudioSeconds(deps.db, userId, seconds, now),
});

/** The speech-to-text model, when the meter has minutes at all. */
export async function transcriptionModelFor(deps: Pick<VoiceDeps, 'catalog'>, meter: Pick<VoiceMeter, 'on'>) {
  return meter.on ? deps.catalog.transcriptionModel() : null;
}

/**
 * Writes down a person's recording. Refused, with nothing stored or counted: a type Duet does not
 * take (415), an empty recording (400) or one too large (413), speaking not set up (409), the
 * day's minutes used (429); the model failing (503).
 */
export async function transcribe(
  deps: VoiceDeps,
  userId: string,
  recording: Recording,
  signal?: AbortSignal,
): Promise<Transcript> {
  return writeDown(deps, personMeter(deps, userId), recording, signal);
}

/**
 * Writes down a recording against `meter`'s minutes (transcribe's refusals); `notSetUp` is the
 * refusal when there is no model or no minutes.
 */
export async function writeDown(
  deps: Pick<VoiceDeps, 'catalog' | 'logger' | 'now'>,
  meter: VoiceMeter,
  recording: Recording,
  signal?: AbortSignal,
  notSetUp: () => Error = () => new VoiceNotSetUpError(),
): Promise<Transcript> {
  const mediaType = audioMediaType(recording.mediaType);
  checkAudioSize(recording.bytes.byteLength);
  const model = await transcriptionModelFor(deps, meter);
  if (!model) throw notSetUp();
  const now = deps.now();
  await meter.check(now);
  const timeout = AbortSignal.timeout(MODEL_TIMEOUT_MS);
  let result: Awaited<ReturnType<typeof transcribeAudio>>;
  try {
    result = await transcribeAudio({
      model: model.model,
      audio: recording.bytes,
      ...(recording.language ? { providerOptions: { openai: { language: languageCode(recording.language) } } } : {}),
      maxRetries: 1,
      abortSignal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    deps.logger.warn({ err: error, model: model.name }, 'a recording could not be written down');
    throw new UnavailableError(
      said(
        /*i18n*/ {
          id: 'error.voice.transcription-failed',
          message:
            "Duet couldn't write down your recording: its speech-to-text model didn't answer as it should. Try again in a moment.",
        },
      ),
    );
  }
  const seconds = audioSeconds(recording.bytes, mediaType, result.durationInSeconds);
  await meter.count(seconds, now);
  return { text: result.text.trim(), seconds };
}

/** Whether the server writes down what the person says (a speech-to-text model, and minutes at all). */
export async function transcriptionFor(deps: VoiceDeps, userId: string): Promise<boolean> {
  return (await transcriptionModelFor(deps, personMeter(deps, userId))) !== null;
}
