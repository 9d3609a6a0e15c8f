/**
 * REST /api/v1/twin/* : the public twin card, starting a twin chat, a visitor's voice message and
 * the twin's answers read aloud (where the owner allows it: twin/voice-chat.ts), and the owner's
 * public documents (anyone).
 */
import { publicDocument } from '../documents/passages.js';
import { readRawBody } from '../http/raw-body.js';
import { actorOf } from '../http/request-context.js';
import { publicProfileByUsername } from '../profile/public-profile.js';
import { twinCard } from '../twin/twin-card.js';
import { startTwinChat } from '../twin/twin-chats.js';
import { speakForTwin, transcribeForTwin, twinVoiceOffer } from '../twin/voice-chat.js';
import { speechInput } from '../voice/speech.js';
import { parseInput } from '../errors/parse-input.js';
import { snakeBody } from './wire-input.js';
import { SPEECH_HEADERS } from './voice.js';
import { AUDIO_TYPES, audioTooLarge, MAX_AUDIO_BYTES } from '../voice/audio.js';
import { z } from 'zod';
import { TwinCardJson } from '../twin/twin-card.js';
import { ThreadJson, threadJson } from './chat-shapes.js';
import { DocumentJson, documentJson, PassageJson, passageJson } from './documents.js';
import { readJsonObject } from './http-json.js';
import { describer } from './openapi/describe.js';
import { restRouter } from './router.js';

export const twinRoutes = restRouter();
const describe = describer('Twin');

const twinChatBody = z.object({
  new: z.boolean().optional().meta({ description: 'true: a fresh conversation instead of the last one.' }),
});
const TwinChatJson = ThreadJson.extend({ thread_id: z.string() });

/** GET /:username/documents/:id → a document the owner made public, with its passages (anyone). */
twinRoutes.get(
  '/:username/documents/:id',
  describe({
    summary: 'A document the owner made public, with its passages',
    access: 'anyone',
    responses: { 200: z.object({ document: DocumentJson, passages: z.array(PassageJson) }) },
  }),
  async (c) => {
    const { document, passages } = await publicDocument(c.var.ctx.db, c.req.param('username'), c.req.param('id'));
    return c.json({ document: documentJson(document), passages: passages.map(passageJson) });
  },
);

twinRoutes.get(
  '/:username',
  describe({
    summary: 'The twin’s public card',
    description: 'Only a public profile has one; the others are 404.',
    access: 'anyone',
    responses: { 200: TwinCardJson },
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const profile = await publicProfileByUsername(ctx.db, c.req.param('username'));
    return c.json(twinCard(profile, await twinVoiceOffer(ctx.services.twinVoice, profile.twin_access)));
  },
);

/** The route that reads its own raw body (app.ts lets it past the 1 MB JSON body limit). */
export const TWIN_VOICE_TRANSCRIPTIONS_PATH = /^\/api\/v1\/twin\/[^/]+\/voice\/transcriptions$/;

const VisitorTranscriptJson = z
  .object({
    text: z.string().meta({ description: 'What was said, as the speech-to-text model wrote it down.' }),
    seconds: z
      .number()
      .int()
      .meta({ description: 'The seconds counted against your voice minutes of the day (rounded up, at least 1).' }),
  })
  .meta({ id: 'VisitorTranscript' });

twinRoutes.post(
  '/:username/voice/transcriptions',
  describe({
    summary: 'Talk to a twin by voice: write down a recording',
    description:
      "Where the owner allows voice (the card's `voice_chat.transcription`). The body is the recording itself (at most 10 MB), its `Content-Type` its media type, as POST /api/v1/voice/transcriptions takes it; send it after opening your conversation (POST /api/v1/twin/{username}/threads: its anonymous id cookie is who you are), then send the text as your message. The model listens for your language as POST /api/v1/voice/transcriptions says. The recording is not kept; its seconds count to the owner. 403 (`reason`) while the twin is closed to you (twin_off, sign_in_required) or its owner does not take voice messages (voice_off); 409 when voice is not set up on this server; 429 once your minutes of the day (`TWIN_VOICE_MINUTES_VISITOR`), or your address's, are used (`Retry-After`: the next UTC day); 503 when the model fails.",
    access: 'optional',
    raw: AUDIO_TYPES,
    responses: { 200: VisitorTranscriptJson },
    errors: [403, 404, 409, 429, 503],
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const transcript = await transcribeForTwin(
      ctx.services.twinVoice,
      { actor: actorOf(ctx), ip: ctx.client.ip ?? 'unknown' },
      c.req.param('username'),
      {
        mediaType: c.req.header('content-type'),
        language: ctx.client.askedLocale ?? undefined,
        read: () => readRawBody(c.req.raw, MAX_AUDIO_BYTES, audioTooLarge),
      },
    );
    const answer: z.output<typeof VisitorTranscriptJson> = { text: transcript.text, seconds: transcript.seconds };
    return c.json(answer);
  },
);

/** Opens (or reopens) the visitor's chat with this twin; sets the anon-id cookie when there is no session. */
twinRoutes.post(
  '/:username/threads',
  describe({
    summary: 'Talk to a twin: open (or reopen) your conversation with it',
    description:
      'Without a session the visitor gets an anonymous id cookie (201); follow the answer with GET /chat/stream. Refused (403, `reason`) while the twin is off or only for signed-in people.',
    access: 'optional',
    body: twinChatBody,
    responses: {
      200: { description: 'Your conversation with the twin.', json: TwinChatJson },
      201: { description: 'A visitor’s first: the anonymous id cookie is set.', json: TwinChatJson },
    },
    errors: [403, 429],
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const body = await readJsonObject(c);
    const started = await startTwinChat(ctx.services.twin, actorOf(ctx), c.req.param('username'), {
      fresh: body.new === true,
      ip: ctx.client.ip,
    });
    if (started.newAnonId) ctx.cookies.setAnonId(started.newAnonId);
    return c.json({ ...threadJson(started.thread), thread_id: started.thread.id }, started.newAnonId ? 201 : 200);
  },
);

const speechBody = snakeBody(speechInput);

twinRoutes.post(
  '/:username/voice/speech',
  describe({
    summary: 'Hear a twin’s answer: read part of it aloud',
    description:
      "Where the owner allows voice (the card's `voice_chat.speech`), as POST /api/v1/voice/speech reads a person's answers: `message_id` is an answer of the twin in your conversation with it (its Step's `databaseId`), `part` which of its parts (0 first); `Duet-Speech-Parts` says how many there are. The audio is not kept; its seconds count to the owner, against your voice minutes of the day (listening and speaking together). 403 (`reason`) as for a recording; 404 for an answer not of your conversation with this twin; 409 when reading aloud is not set up on this server; 429 once your minutes, or your address's, are used (`Retry-After`: the next UTC day); 503 when the model fails.",
    access: 'optional',
    body: speechBody,
    responses: {
      200: {
        description: 'The part, read aloud: the audio as the voice model made it (WAV when the server can).',
        media: ['audio/wav', 'audio/mpeg'],
        schema: { type: 'string', format: 'binary' },
        headers: {
          [SPEECH_HEADERS.parts]: 'How many parts the answer has.',
          [SPEECH_HEADERS.seconds]: 'The seconds of this part, counted against your voice minutes of the day.',
        },
      },
    },
    errors: [403, 404, 409, 429, 503],
  }),
  async (c) => {
    const ctx = c.var.ctx;
    const input = parseInput(speechBody, await readJsonObject(c));
    const spoken = await speakForTwin(
      ctx.services.twinVoice,
      { actor: actorOf(ctx), ip: ctx.client.ip ?? 'unknown' },
      c.req.param('username'),
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
