/**
 * What a recording sent to Duet may be, and how long it is: the media types browsers record in
 * (MediaRecorder's WebM and Ogg Opus, Safari's MP4) and the usual files (WAV, MP3), at most
 * MAX_AUDIO_BYTES; its seconds from the model, else a WAV file's header, else its size.
 */
import { sizeText } from '../limits/sizes.js';
import { AudioTooLargeError, AudioTypeError } from './errors.js';
import { ValidationError } from '../errors/domain-errors.js';
import { said } from '../words/said.js';

/** The largest recording Duet takes: about 40 minutes of Opus, a minute of CD-quality WAV. */
export const MAX_AUDIO_BYTES = 10 * 1024 * 1024;

export const AUDIO_TYPES = [
  'audio/webm',
  'audio/ogg',
  'audio/wav',
  'audio/x-wav',
  'audio/wave',
  'audio/mp4',
  'audio/mpeg',
] as const;

const WAV_TYPES = new Set(['audio/wav', 'audio/x-wav', 'audio/wave']);

/** Compressed speech runs at about 32 kbit/s: 4,000 bytes a second. */
const BYTES_PER_SECOND_ESTIMATE = 4000;

/**
 * The media type without its parameters, lower-cased ("audio/webm;codecs=opus" → "audio/webm");
 * anything but a recording's type is refused (415).
 */
export function audioMediaType(header: string | null | undefined): string {
  const type = (header ?? '').split(';')[0]!.trim().toLowerCase();
  if (!(AUDIO_TYPES as readonly string[]).includes(type)) {
    throw new AudioTypeError(
      type
        ? said(
            /*i18n*/ {
              id: 'error.voice.audio-type',
              message:
                'Duet writes down recordings sent as WebM, Ogg, WAV, MP4 or MP3 (Content-Type audio/webm, audio/ogg, audio/wav, audio/mp4 or audio/mpeg), not {type}.',
            },
            { type },
          )
        : // A request that names no type is a client's mistake, not a person's: it stays as it is.
          'Duet writes down recordings sent as WebM, Ogg, WAV, MP4 or MP3 (Content-Type audio/webm, audio/ogg, audio/wav, audio/mp4 or audio/mpeg), and this request did not say what it sends.',
    );
  }
  return type;
}

/** Refuses an empty recording (400) and one past MAX_AUDIO_BYTES (413). */
export function checkAudioSize(byteLength: number): void {
  if (byteLength === 0)
    throw ValidationError.of(
      'audio',
      said(
        /*i18n*/ {
          id: 'error.voice.recording-empty',
          message: 'The recording is empty: send the audio as the request body.',
        },
      ),
    );
  if (byteLength > MAX_AUDIO_BYTES) throw audioTooLarge();
}

export const audioTooLarge = () =>
  new AudioTooLargeError(
    said(
      /*i18n*/ {
        id: 'error.voice.recording-too-large',
        message: 'The recording is larger than the {size} Duet takes at once: send it in shorter parts.',
      },
      { size: sizeText(MAX_AUDIO_BYTES) },
    ),
  );

/**
 * The seconds to count for a recording, rounded up, at least 1: the model's own figure when it
 * gave one, else a WAV file's (its header), else an estimate from its size at 32 kbit/s.
 */
export function audioSeconds(bytes: Uint8Array, mediaType: string, reported: number | undefined): number {
  const seconds =
    reported !== undefined && Number.isFinite(reported) && reported > 0
      ? reported
      : ((WAV_TYPES.has(mediaType) ? wavSeconds(bytes) : null) ?? bytes.byteLength / BYTES_PER_SECOND_ESTIMATE);
  return Math.max(1, Math.ceil(seconds));
}

/**
 * A WAV file's length from its RIFF header: the `data` chunk's bytes over the `fmt ` chunk's bytes
 * per second. null when the header cannot be read. A data size past the end of the file (a
 * recorder that never went back to write it) counts what is there.
 */
export function wavSeconds(bytes: Uint8Array): number | null {
  if (bytes.byteLength < 12) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
  if (tag(0) !== 'RIFF' || tag(8) !== 'WAVE') return null;
  let byteRate = 0;
  for (let offset = 12; offset + 8 <= bytes.byteLength;) {
    const id = tag(offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ' && body + 12 <= bytes.byteLength) byteRate = view.getUint32(body + 8, true);
    if (id === 'data') {
      if (byteRate <= 0) return null;
      return Math.min(size, bytes.byteLength - body) / byteRate;
    }
    offset = body + size + (size % 2); // chunks are padded to an even length
  }
  return null;
}
