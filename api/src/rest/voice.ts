/**
 * Speaking to Duet over REST (voice/): POST /api/v1/voice/transcriptions with the recording as the
 * body and its media type as Content-Type answers what was said. The recording is not kept. Whether
 * the server writes speech down at all is GraphQL's `viewer { voice { transcription } }`.
 */
import { z } from 'zod';
import { readRawBody } from '../http/raw-body.js';
import { requireViewer } from '../http/request-context.js';
import { AUDIO_TYPES, audioMediaType, audioTooLarge, MAX_AUDIO_BYTES } from '../voice/audio.js';
import { transcribe } from '../voice/transcription.js';
import { describer } from './openapi/describe.js';
import { restRouter } from './router.js';

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
      'The body is the recording itself (at most 10 MB), its `Content-Type` its media type: audio/webm, audio/ogg, audio/wav (audio/x-wav, audio/wave), audio/mp4 or audio/mpeg, parameters such as `;codecs=opus` allowed. It goes to the speech-to-text model an admin chose and is not kept. 409 when speaking to Duet is not set up on this server; 429 once your minutes of the day are used (`Retry-After`: the next UTC day); 503 when the model fails.',
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
    const transcript = await transcribe(ctx.services.voice, viewer.id, { bytes, mediaType });
    const answer: z.output<typeof TranscriptJson> = { text: transcript.text, seconds: transcript.seconds };
    return c.json(answer);
  },
);
