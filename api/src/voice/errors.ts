/** The refusals of speaking to Duet (voice/), each with the status the edges answer. */
import { DomainError, RateLimitedError } from '../errors/domain-errors.js';
import { said } from '../words/said.js';

/** No speech-to-text model is chosen, its connection is gone, or VOICE_MINUTES_PER_DAY is 0 (409). */
export class VoiceNotSetUpError extends DomainError {
  readonly code = 'CONFLICT' as const;
  readonly status = 409;
  readonly reason = 'voice_not_set_up' as const;
  constructor() {
    super(said(/*i18n*/ { id: 'error.voice.not-set-up', message: "Speaking to Duet isn't set up on this server." }));
    this.name = 'VoiceNotSetUpError';
  }
}

/** No voice model is chosen, its connection is gone, or VOICE_MINUTES_PER_DAY is 0 (409). */
export class SpeechNotSetUpError extends DomainError {
  readonly code = 'CONFLICT' as const;
  readonly status = 409;
  readonly reason = 'speech_not_set_up' as const;
  constructor() {
    super(
      said(
        /*i18n*/ { id: 'error.voice.speech-not-set-up', message: "Duet can't read answers aloud on this server yet." },
      ),
    );
    this.name = 'SpeechNotSetUpError';
  }
}

/** A body that is not a recording Duet takes (415). */
export class AudioTypeError extends DomainError {
  readonly code = 'UNSUPPORTED_MEDIA_TYPE' as const;
  readonly status = 415;
  constructor(message: string) {
    super(message);
    this.name = 'AudioTypeError';
  }
}

/** A recording past MAX_AUDIO_BYTES (audio.ts) (413). */
export class AudioTooLargeError extends DomainError {
  readonly code = 'PAYLOAD_TOO_LARGE' as const;
  readonly status = 413;
  constructor(message: string) {
    super(message);
    this.name = 'AudioTooLargeError';
  }
}

/** The day's minutes are used (429, Retry-After: the next UTC day). */
export class VoiceLimitError extends RateLimitedError {
  override readonly reason = 'voice_limit';
  constructor(message: string, retryAfterSeconds: number) {
    super(retryAfterSeconds, message);
    this.name = 'VoiceLimitError';
  }
}
