/**
 * Speaking to Duet over REST (voice/): POST /api/v1/voice/transcriptions with the recording as the
 * body and its media type as Content-Type answers what was said; POST /api/v1/voice/speech reads
 * one part of an answer aloud. No audio is kept. Whether the server writes speech down, and reads
 * answers aloud, at all is GraphQL's `viewer { voice { transcription speech } }`.
 */
import { z } from 'zod';
import { readRawBody } from '../http/raw-body.js';
import { actorOf, requireViewer } from '../http/request-context.js';
import { AUDIO_TYPES, audioMediaType, audioTooLarge, MAX_AUDIO_BYTES } from '../voice/audio.js';
import { personSpeech, speakMessage, speechInput } from '../voice/speech.js';
import { transcribe } from '../voice/transcription.js';
import { parseInput } from '../errors/parse-input.js';
import { readJsonObject } from './http-json.js';
import { describer } from './openapi/describe.js';
import { restRouter } from './router.js';
import { snakeBody } from './wire-input.js';

/** The route that reads its own raw body (app.ts lets it past the 1 MB JSON body limit). */
export const VOICE_TRANSCRIPTIONS_PATH = '/api/v1/voice/transcriptions';

const TranscriptJson = z
  .object({
    text: z.string().meta({ description: 'What was said, as the speech-to-text model wrote it down.' }),
    seconds: z
      .number()
      .int()
      .meta({ description: 'The seconds counted against your minutes of the day (rounded up, at least 1).' }),
  })
  .meta({ id: 'Transcript' });

export const voiceRoutes = restRouter();

voiceRoutes.post(
  '/transcriptions',
  describer('Voice')({
    summary: 'Write down a recording',
    description:
      'The body is the recording itself (at most 10 MB), its `Content-Type` its media type: audio/webm, audio/ogg, audio/wav (audio/x-wav, audio/wave), audio/mp4 or audio/mpeg, parameters such as `;codecs=opus` allowed. It goes to the speech-to-text model an admin chose, told to listen for the language you ask Duet for (your account’s choice, else the first of `Accept-Language` Duet speaks; with neither it finds the language itself), and is not kept. 409 when speaking to Duet is not set up on this server; 429 once your minutes of the day are used (`Retry-After`: the next UTC day); 503 when the model fails.',
    access: 'signedIn',
    raw: AUDIO_TYPES,
    responses: { 200: TranscriptJson },
    errors: [409, 429, 503],
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const viewer = requireViewer(ctx);
    // The type first, so that nothing but a recording is read.
    const mediaType = audioMediaType(c.req.header('content-type'));
    const bytes = await readRawBody(c.req.raw, MAX_AUDIO_BYTES, audioTooLarge);
    const transcript = await transcribe(ctx.services.voice, viewer.id, {
      bytes,
      mediaType,
      language: ctx.client.askedLocale ?? undefined,
    });
    const answer: z.output<typeof TranscriptJson> = { text: transcript.text, seconds: transcript.seconds };
    return c.json(answer);
  },
);

const speechBody = snakeBody(speechInput);

/** The headers of a part read aloud, which a client in another origin may read (http/cors.ts). */
export const SPEECH_HEADERS = { parts: 'Duet-Speech-Parts', seconds: 'Duet-Speech-Seconds' } as const;

voiceRoutes.post(
  '/speech',
  describer('Voice')({
    summary: 'Read part of an answer aloud',
    description:
      "`message_id` is an answer of one of your conversations (a Step's `databaseId`), `part` which of its parts (0 first: short, so that the voice starts soon). The answer is its words without Markdown's marks, split at the ends of sentences; the audio is made by the voice model an admin chose and is not kept. `Duet-Speech-Parts` says how many parts there are: ask for each in turn. 404 for an answer that is not yours; 409 when reading aloud is not set up on this server; 429 once your minutes of voice of the day (speaking and listening together) are used (`Retry-After`: the next UTC day); 503 when the model fails.",
    access: 'signedIn',
    body: speechBody,
    responses: {
      200: {
        description: 'The part, read aloud: the audio as the voice model made it (WAV when the server can).',
        media: ['audio/wav', 'audio/mpeg'],
        schema: { type: 'string', format: 'binary' },
        headers: {
          [SPEECH_HEADERS.parts]: 'How many parts the answer has.',
          [SPEECH_HEADERS.seconds]: 'The seconds of this part, counted against your minutes of the day.',
        },
      },
    },
    errors: [404, 409, 429, 503],
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const viewer = requireViewer(ctx);
    const input = parseInput(speechBody, await readJsonObject(c));
    const spoken = await speakMessage(
      ctx.services.voice,
      personSpeech(ctx.services.voice, { ...actorOf(ctx), userId: viewer.id }),
      input,
    );
    return c.body(spoken.audio as Uint8Array<ArrayBuffer>, 200, {
      'content-type': spoken.mediaType,
      'cache-control': 'no-store',
      [SPEECH_HEADERS.parts]: String(spoken.parts),
      [SPEECH_HEADERS.seconds]: String(spoken.seconds),
    });
  },
);
