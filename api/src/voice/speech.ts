/**
 * Duet reads an answer aloud through the voice model an admin chose on the AI models page
 * (ai-models/catalog.ts `speechModel`), through the AI SDK's `generateSpeech`: one part of the
 * answer at a time (speech-parts.ts), so that the voice starts soon. The audio goes back to the
 * reader and is dropped: nothing of it is stored, only its seconds are counted, against the same
 * minutes of the day as speaking to Duet (voice-minutes.ts). docs/decisions/voice-speech.md says
 * why and how. `speakMessage` takes who may hear which answer and whose minutes it spends as a
 * `SpeechSource`, so a twin's visitors hear its answers with a source of their own.
 */
import { generateSpeech } from 'ai';
import { z } from 'zod';
import type { ModelCatalog } from '../ai-models/catalog.js';
import { MESSAGE_NOT_FOUND, ownsThread, type Actor } from '../chat/actor.js';
import type { Db } from '../db/client.js';
import { NotFoundError, UnavailableError, ValidationError } from '../errors/domain-errors.js';
import type { Logger } from '../logging/logger.js';
import { countAudioSeconds } from '../usage/counters.js';
import { wavSeconds } from './audio.js';
import { SpeechNotSetUpError } from './errors.js';
import { speechParts } from './speech-parts.js';
import type { VoiceMeter } from './transcription.js';
import { checkVoiceMinutes } from './voice-minutes.js';
import { said } from '../words/said.js';

export interface SpeechDeps {
  db: Db;
  catalog: Pick<ModelCatalog, 'speechModel'>;
  /** VOICE_MINUTES_PER_DAY; 0: no voice at all, listening or speaking. */
  minutesPerDay: number;
  logger: Logger;
  now: () => Date;
}

/** Which part of which answer: part 0 first, then each in turn up to `Duet-Speech-Parts`. */
export const speechInput = z
  .object({
    messageId: z.string({ error: 'message_id is the id of the answer to read' }).min(1).max(64),
    part: z.number({ error: 'part is a whole number' }).int().min(0).max(10_000).default(0),
  })
  .strict();

export type SpeechInput = z.output<typeof speechInput>;

/** Who hears which answers, and at whose cost. */
export interface SpeechSource {
  /** The answer's text (Markdown) when the reader may hear it; else NotFoundError (404). */
  answer(messageId: string): Promise<string>;
  meter: VoiceMeter;
  /** The refusal when there is no voice model or no minutes (default: SpeechNotSetUpError, 409). */
  notSetUp?: () => Error;
}

export interface SpokenPart {
  audio: Uint8Array;
  /** The audio's media type, as the model's answer says (audio/wav, audio/mpeg …). */
  mediaType: string;
  part: number;
  /** How many parts the answer has. */
  parts: number;
  /** The seconds counted against the day's minutes. */
  seconds: number;
}

/** How long the model may take for one part: a local model on a CPU is slow. */
const MODEL_TIMEOUT_MS = 120_000;
/** Speech runs at about 15 characters a second: the length of audio whose own length is unknown. */
const CHARACTERS_PER_SECOND = 15;

/** An assistant's answer in a thread `actor` owns; anyone else's, or none, is not found. */
export function ownAnswers(db: Db, actor: Actor): SpeechSource['answer'] {
  return async (messageId) => {
    const step = await db.step.findUnique({
      where: { id: messageId },
      select: { stepType: true, status: true, output: true, thread: { select: { userId: true, anonId: true } } },
    });
    if (!step || !ownsThread(actor, step.thread) || step.stepType !== 'ASSISTANT_MESSAGE') {
      throw new NotFoundError(MESSAGE_NOT_FOUND);
    }
    if (step.status === 'streaming') {
      throw ValidationError.of(
        'message_id',
        said(
          /*i18n*/ {
            id: 'error.voice.read-when-done',
            message: 'This answer is still being written: read it aloud once it is done.',
          },
        ),
      );
    }
    return step.output ?? '';
  };
}

/** The person's own minutes of voice (VOICE_MINUTES_PER_DAY), counted in their speechSeconds. */
export function personSpeech(deps: SpeechDeps, actor: Actor & { userId: string }): SpeechSource {
  const { userId } = actor;
  return {
    answer: ownAnswers(deps.db, actor),
    meter: {
      on: deps.minutesPerDay > 0,
      check: (now) => checkVoiceMinutes(deps, userId, now),
      count: (seconds, now) => countAudioSeconds(deps.db, userId, seconds, now, 'speechSeconds'),
    },
  };
}

/**
 * One part of an answer, read aloud. Refused, with nothing counted: no voice model or no minutes
 * (409), an answer the reader may not hear (404), a part it does not have (400), the day's minutes
 * used (429); the model failing (503).
 */
export async function speakMessage(
  deps: Pick<SpeechDeps, 'catalog' | 'logger' | 'now'>,
  source: SpeechSource,
  input: SpeechInput,
  signal?: AbortSignal,
): Promise<SpokenPart> {
  const model = source.meter.on ? await deps.catalog.speechModel() : null;
  if (!model) throw (source.notSetUp ?? (() => new SpeechNotSetUpError()))();
  const parts = speechParts(await source.answer(input.messageId));
  if (parts.length === 0) {
    throw ValidationError.of(
      'message_id',
      said(/*i18n*/ { id: 'error.voice.nothing-to-read', message: 'This answer has no words to read aloud.' }),
    );
  }
  const text = parts[input.part];
  if (text === undefined) {
    const range = parts.length === 1 ? 'part 0' : `parts 0 to ${parts.length - 1}`;
    throw ValidationError.of('part', `This answer has ${range}.`);
  }
  const now = deps.now();
  await source.meter.check(now);
  const timeout = AbortSignal.timeout(MODEL_TIMEOUT_MS);
  let audio: { uint8Array: Uint8Array; mediaType: string };
  try {
    ({ audio } = await generateSpeech({
      model: model.model,
      text,
      voice: model.voice,
      // WAV, whose header says how long it is (spokenSeconds); a server that ignores it answers its own.
      outputFormat: 'wav',
      maxRetries: 1,
      abortSignal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    }));
  } catch (error) {
    if (signal?.aborted) throw error;
    deps.logger.warn({ err: error, model: model.name }, 'an answer could not be read aloud');
    throw new UnavailableError(
      said(
        /*i18n*/ {
          id: 'error.voice.speech-failed',
          message:
            "Duet couldn't read this answer aloud: its voice model didn't answer as it should. Try again in a moment.",
        },
      ),
    );
  }
  const seconds = spokenSeconds(audio.uint8Array, audio.mediaType, text);
  await source.meter.count(seconds, now);
  return { audio: audio.uint8Array, mediaType: audio.mediaType, part: input.part, parts: parts.length, seconds };
}

/**
 * The seconds to count for a part read aloud, rounded up, at least 1: a WAV file's length from its
 * header, else an estimate from the text at 15 characters a second.
 */
export function spokenSeconds(audio: Uint8Array, mediaType: string, text: string): number {
  const fromWav = /^audio\/(x-)?wav/.test(mediaType) || mediaType === 'audio/wave' ? wavSeconds(audio) : null;
  return Math.max(1, Math.ceil(fromWav ?? text.length / CHARACTERS_PER_SECOND));
}

/** Whether the server reads answers aloud to the person now (a voice model, and minutes at all). */
export async function speechFor(deps: SpeechDeps): Promise<boolean> {
  return deps.minutesPerDay > 0 && (await deps.catalog.speechModel()) !== null;
}
