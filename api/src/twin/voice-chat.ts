/**
 * Visitors talk to a twin by voice, where its owner allows it (Profile.twinVoiceChat, off by
 * default: the owner decides every public word, and audio costs). A visitor's recording is written
 * down by the server's speech-to-text model through the same use case as a person's
 * (voice/transcription.ts), with this file's meter: each visitor has TWIN_VOICE_MINUTES_VISITOR per
 * UTC day with all twins, anonymous ones also TWIN_VOICE_MINUTES_IP per address, counted in the
 * rate limiters (shared through Redis when it is set); the seconds are the owner's to pay
 * (UsageCounter.twinAudioSeconds), apart from the owner's own minutes. The twin's answers are read
 * aloud to the visitor the same way, through the person's use case (voice/speech.ts), within the
 * same minutes (counted in twinSpeechSeconds). Nothing of the audio is kept.
 * docs/decisions/twin-voice-chat.md says why.
 */
import type { Locale } from '../../../common/locales.js';
import { MESSAGE_NOT_FOUND, type Actor } from '../chat/actor.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { DomainError, ForbiddenError, NotFoundError, RateLimitedError } from '../errors/domain-errors.js';
import type { PointsLimiter } from '../limits/rate-limiter.js';
import { nameVisitorsKnow } from '../profile/profile-rules.js';
import { publicProfileByUsername } from '../profile/public-profile.js';
import { countAudioSeconds } from '../usage/counters.js';
import { inWords, minutesText } from '../usage/limits.js';
import { periodsAt } from '../usage/periods.js';
import { audioMediaType } from '../voice/audio.js';
import { ownAnswers, speakMessage, type SpeechInput, type SpokenPart } from '../voice/speech.js';
import {
  transcriptionModelFor,
  writeDown,
  type Transcript,
  type VoiceDeps,
  type VoiceMeter,
} from '../voice/transcription.js';
import { said } from '../words/said.js';
import { assertMayTalk, type TwinAccessSettings } from './twin-settings.js';

export interface TwinVoiceDeps {
  db: Db;
  /** The speech models and the clock (voice/transcription.ts). */
  voice: Pick<VoiceDeps, 'catalog' | 'logger' | 'now'>;
  config: Pick<Config, 'twinVoice'>;
  /** Seconds spoken per visitor, and per address (anonymous visitors), keyed by the UTC day. */
  visitorSeconds: PointsLimiter;
  addressSeconds: PointsLimiter;
}

/** What the visitor's page may offer on this twin: the microphone, and its answers read aloud. */
export interface TwinVoiceOffer {
  transcription: boolean;
  speech: boolean;
}

/** Which way the voice goes: the visitor's words written down, or the twin's answers read aloud. */
type Way = 'transcription' | 'speech';

/** The owner has not allowed voice (403). */
export class TwinVoiceOffError extends ForbiddenError {
  readonly reason = 'voice_off' as const;
  constructor(name: string, way: Way = 'transcription') {
    super(
      way === 'transcription'
        ? said(/*i18n*/ { id: 'error.twin.voice-off', message: "{name}'s twin doesn't take voice messages." }, { name })
        : said(
            /*i18n*/ { id: 'error.twin.speech-off', message: "{name}'s twin doesn't read its answers aloud." },
            {
              name,
            },
          ),
    );
    this.name = 'TwinVoiceOffError';
  }
}

/** No model for that way, or TWIN_VOICE_MINUTES_VISITOR is 0 (409). */
export class TwinVoiceNotSetUpError extends DomainError {
  readonly code = 'CONFLICT' as const;
  readonly status = 409;
  readonly reason = 'voice_not_set_up' as const;
  constructor(way: Way = 'transcription') {
    super(
      way === 'transcription'
        ? said(
            /*i18n*/ {
              id: 'error.twin.voice-not-set-up',
              message: "Voice messages to twins aren't set up on this server.",
            },
          )
        : said(
            /*i18n*/ {
              id: 'error.twin.speech-not-set-up',
              message: "Reading twins' answers aloud isn't set up on this server.",
            },
          ),
    );
    this.name = 'TwinVoiceNotSetUpError';
  }
}

/** The visitor's (or the address's) minutes of the day are used (429, Retry-After: the next UTC day). */
export class TwinVoiceLimitError extends RateLimitedError {
  override readonly reason = 'twin_voice_limit';
  constructor(message: string, retryAfterSeconds: number) {
    super(retryAfterSeconds, message);
    this.name = 'TwinVoiceLimitError';
  }
}

/** Whether the page may offer voice on this twin: the owner allows it, and the server can. */
export async function twinVoiceOffer(deps: TwinVoiceDeps, settings: TwinAccessSettings): Promise<TwinVoiceOffer> {
  if (!settings.voiceChat || deps.config.twinVoice.minutesPerVisitor <= 0)
    return { transcription: false, speech: false };
  const [transcription, speech] = await Promise.all([
    deps.voice.catalog.transcriptionModel(),
    deps.voice.catalog.speechModel(),
  ]);
  return { transcription: transcription !== null, speech: speech !== null };
}

/** A recording as it arrives: its media type at once, its bytes once the visitor may send them. */
export interface IncomingRecording {
  mediaType: string | null | undefined;
  /** The visitor's language (the request's), which the model listens for. */
  language?: Locale;
  read: () => Promise<Uint8Array>;
}

/**
 * Writes down a visitor's recording to @username's twin. The type is checked first (415), then who
 * may talk (404 no public profile; 403 the twin closed to them, the owner not allowing voice, an
 * anonymous visitor with no conversation yet), the server (409) and the minutes (429), and only
 * then is the body read (413, 400) and sent to the model (503).
 */
export async function transcribeForTwin(
  deps: TwinVoiceDeps,
  visitor: Visitor,
  username: string,
  recording: IncomingRecording,
  signal?: AbortSignal,
): Promise<Transcript> {
  const mediaType = audioMediaType(recording.mediaType);
  const meter = (await openVoiceChat(deps, visitor, username, 'transcription')).meter;
  const notSetUp = () => new TwinVoiceNotSetUpError('transcription');
  if (!(await transcriptionModelFor(deps.voice, meter))) throw notSetUp();
  await meter.check(deps.voice.now());
  const bytes = await recording.read();
  return writeDown(deps.voice, meter, { bytes, mediaType, language: recording.language }, signal, notSetUp);
}

/**
 * Reads one part of the twin's answer aloud to the visitor: an answer of their own conversation
 * with @username's twin (404 otherwise), behind the same gate and minutes as their recordings;
 * its seconds are the owner's (twinSpeechSeconds).
 */
export async function speakForTwin(
  deps: TwinVoiceDeps,
  visitor: Visitor,
  username: string,
  input: SpeechInput,
  signal?: AbortSignal,
): Promise<SpokenPart> {
  const { ownerId, meter } = await openVoiceChat(deps, visitor, username, 'speech');
  const ownAnswer = ownAnswers(deps.db, visitor.actor);
  const answer = async (messageId: string) => {
    const step = await deps.db.step.findUnique({ where: { id: messageId }, select: { thread: true } });
    if (step?.thread.twinOwnerId !== ownerId) throw new NotFoundError(MESSAGE_NOT_FOUND);
    return ownAnswer(messageId);
  };
  return speakMessage(
    deps.voice,
    { answer, meter, notSetUp: () => new TwinVoiceNotSetUpError('speech') },
    input,
    signal,
  );
}

type Visitor = { actor: Actor; ip: string };

/** The owner's gate, then the meter of this visitor's minutes (counted to the owner). */
async function openVoiceChat(
  deps: TwinVoiceDeps,
  { actor, ip }: Visitor,
  username: string,
  way: Way,
): Promise<{ ownerId: string; meter: VoiceMeter }> {
  const profile = await publicProfileByUsername(deps.db, username);
  const ownerId = profile.owner_id;
  const name = nameVisitorsKnow({ username: profile.username, displayName: profile.display_name });
  assertMayTalk(profile.twin_access, actor, ownerId, name);
  if (!profile.twin_access.voiceChat) throw new TwinVoiceOffError(name, way);
  if (!actor.userId && !actor.anonId)
    throw new ForbiddenError(
      said(
        /*i18n*/ {
          id: 'error.twin.voice-needs-conversation',
          message: "Open a conversation with {name}'s twin first: your voice messages go into it.",
        },
        { name },
      ),
    );
  const { minutesPerVisitor, minutesPerIp } = deps.config.twinVoice;
  const keys = (now: Date) => {
    const day = periodsAt(now).day;
    return {
      visitor: `${actor.userId ? `user:${actor.userId}` : `anon:${actor.anonId}`}:${day}`,
      address: actor.userId ? null : `${ip}:${day}`,
    };
  };
  const meter: VoiceMeter = {
    on: minutesPerVisitor > 0,
    async check(now) {
      const { visitor, address } = keys(now);
      const used = (await deps.visitorSeconds.take(visitor, 0)).used;
      if (used >= minutesPerVisitor * 60) throw limitError(now, way, 'visitor', minutesPerVisitor);
      if (address === null) return;
      const fromAddress = (await deps.addressSeconds.take(address, 0)).used;
      if (fromAddress >= minutesPerIp * 60) throw limitError(now, way, 'address', minutesPerIp);
    },
    async count(seconds, now) {
      const { visitor, address } = keys(now);
      const counter = way === 'transcription' ? 'twinAudioSeconds' : 'twinSpeechSeconds';
      await countAudioSeconds(deps.db, ownerId, seconds, now, counter);
      await deps.visitorSeconds.take(visitor, seconds);
      if (address !== null) await deps.addressSeconds.take(address, seconds);
    },
  };
  return { ownerId, meter };
}

/**
 * "You've used your 3 minutes of voice with twins today. Type your message instead, or use voice
 * again from 00:00 UTC (in 2 hours 30 min)." Whose minutes (the visitor's, or their address's),
 * how many, and what to do instead (type, or read) make the sentence.
 */
function limitError(now: Date, way: Way, whose: 'visitor' | 'address', minutes: number): TwinVoiceLimitError {
  const { dayEnds } = periodsAt(now);
  const seconds = Math.max(1, Math.ceil((dayEnds.getTime() - now.getTime()) / 1000));
  const resets = `${dayEnds.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const values = { amount: minutesText(minutes), resets, wait: inWords(seconds) };
  return new TwinVoiceLimitError(voiceLimitSentence(way, whose, values), seconds);
}

function voiceLimitSentence(
  way: Way,
  whose: 'visitor' | 'address',
  values: { amount: string; resets: string; wait: string },
): string {
  if (whose === 'visitor') {
    return way === 'transcription'
      ? said(
          /*i18n*/ {
            id: 'error.twin.voice-limit-visitor-type',
            message:
              "You've used your {amount} of voice with twins today. Type your message instead, or use voice again from {resets} ({wait}).",
          },
          values,
        )
      : said(
          /*i18n*/ {
            id: 'error.twin.voice-limit-visitor-read',
            message:
              "You've used your {amount} of voice with twins today. Read the answers instead, or use voice again from {resets} ({wait}).",
          },
          values,
        );
  }
  return way === 'transcription'
    ? said(
        /*i18n*/ {
          id: 'error.twin.voice-limit-address-type',
          message:
            'Visitors from your network (your internet address) have used their {amount} of voice with twins today. Sign in for voice, type your message, or use voice again from {resets} ({wait}).',
        },
        values,
      )
    : said(
        /*i18n*/ {
          id: 'error.twin.voice-limit-address-read',
          message:
            'Visitors from your network (your internet address) have used their {amount} of voice with twins today. Sign in for voice, read the answers, or use voice again from {resets} ({wait}).',
        },
        values,
      );
}
