/**
 * A twin's answers read aloud to its visitor (api/src/twin/voice-chat.ts `speakForTwin`), where its
 * owner allows voice: through the person's use case (api/src/voice/speech.ts) and a real
 * OpenAI-compatible voice server on 127.0.0.1 that speaks with espeak-ng
 * (common/testing/scripted-audio-server.ts). Only answers of the visitor's own conversation with
 * that twin; the seconds are the owner's (twinSpeechSeconds), within the visitor's minutes of voice
 * (listening and speaking together). The app's clock is fixed at 21:30 UTC of the day the test
 * starts, so the day's end is 2.5 hours away.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentWav } from '../src/ai-models/transcription-model.js';
import { wavSeconds } from '../src/voice/audio.js';
import { startScriptedAudioServer, type ScriptedAudioServer } from '../../common/testing/scripted-audio-server.js';
import { answered, signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

const started = new Date();
const NOW = new Date(Date.UTC(started.getUTCFullYear(), started.getUTCMonth(), started.getUTCDate(), 21, 30));
const DAY = `day:${NOW.toISOString().slice(0, 10)}`;

let audio: ScriptedAudioServer;
let t: TestApp;
let admin: TestClient;
let maya: TestClient;

const hear = (client: TestClient, json: unknown, username = 'maya') =>
  client.raw('POST', `/api/v1/twin/${username}/voice/speech`, { json });
const refusal = async (response: Response) => ({ status: response.status, ...(await response.json()).error });

/** An anonymous visitor from `address` and the twin's answer to their question. */
async function visitorWithAnswer(address: string): Promise<{ client: TestClient; answerId: string }> {
  const client = t.client();
  client.remoteAddress = address;
  const thread = (await client.post('/api/v1/twin/maya/threads', {})).body.thread_id as string;
  const steps = await answered(client, thread, 'What do you love doing?');
  const answer = steps.find((s) => String(s.step_type).toUpperCase() === 'ASSISTANT_MESSAGE');
  return { client, answerId: answer.id };
}

const counted = async (username: string) => {
  const user = await t.db.user.findFirstOrThrow({ where: { username } });
  const row = await t.db.usageCounter.findUnique({ where: { userId_period: { userId: user.id, period: DAY } } });
  return { speechSeconds: row?.speechSeconds ?? 0, twinSpeechSeconds: row?.twinSpeechSeconds ?? 0 };
};

const setVoice = (on: boolean, mode = 'everyone') =>
  maya.request('PUT', '/api/v1/twin/access', { json: { voice_chat: on, mode } });

beforeAll(async () => {
  audio = await startScriptedAudioServer({ models: ['whisper-small', 'tts-1'] });
  t = await startTestApp({ TWIN_VOICE_MINUTES_VISITOR: '1', TWIN_VOICE_MINUTES_IP: '5' }, { now: () => NOW.getTime() });
  admin = await signedUp(t);
  maya = await signedUp(t, { email: 'maya@example.com', username: 'maya', display_name: 'Maya Chen' });
  await maya.request('PUT', '/api/v1/profile', { json: { public: true, interests: ['climbing'] } });
  const added = await admin.gql(
    `mutation($url: String!) { addAiConnection(name: "Voice", kind: openai_compatible, baseUrl: $url) {
      ... on AiConnection { models { id name } } } }`,
    { url: audio.baseUrl },
  );
  const models = added.data.addAiConnection.models as Array<{ id: string; name: string }>;
  await admin.gql(
    'mutation($s: ID, $w: ID) { updateAiDefaults(speechModel: $s, transcriptionModel: $w) { __typename } }',
    {
      s: models.find((m) => m.name === 'tts-1')!.id,
      w: models.find((m) => m.name === 'whisper-small')!.id,
    },
  );
});
afterAll(async () => {
  await t?.close();
  await audio?.close();
});

describe('POST /api/v1/twin/{username}/voice/speech', () => {
  it('is refused while the owner has not allowed voice: 403, nothing read or counted', async () => {
    const { client, answerId } = await visitorWithAnswer('198.51.100.1');
    const card = await t.client().gql('{ twin(username: "maya") { voiceChat { transcription speech } } }');
    expect(card.data.twin.voiceChat).toEqual({ transcription: false, speech: false });
    const sent = audio.spoken.length;
    expect(await refusal(await hear(client, { message_id: answerId, part: 0 }))).toMatchObject({
      status: 403,
      reason: 'voice_off',
      message: "Maya Chen's twin doesn't read its answers aloud.",
    });
    expect(audio.spoken).toHaveLength(sent);
    expect(await counted('maya')).toEqual({ speechSeconds: 0, twinSpeechSeconds: 0 });
  });

  it("reads the twin's answer to its visitor once allowed; the owner pays, apart from her own minutes", async () => {
    expect((await setVoice(true)).body.voice_chat).toBe(true);
    const card = await t.client().get('/api/v1/twin/maya');
    expect(card.body.voice_chat).toEqual({ transcription: true, speech: true });
    const { client, answerId } = await visitorWithAnswer('198.51.100.2');
    const answer = await hear(client, { message_id: answerId, part: 0 });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('audio/wav');
    expect(Number(answer.headers.get('duet-speech-parts'))).toBeGreaterThan(0);
    const bytes = new Uint8Array(await answer.arrayBuffer());
    const seconds = Math.max(1, Math.ceil(wavSeconds(bytes)!));
    expect(answer.headers.get('duet-speech-seconds')).toBe(String(seconds));
    expect(audio.spoken.at(-1)!.model).toBe('tts-1');
    expect(await counted('maya')).toEqual({ speechSeconds: 0, twinSpeechSeconds: seconds });
    const usage = await maya.gql('{ viewer { usage(days: 366) { ... on Usage { today { twinSpeechSeconds } } } } }');
    expect(usage.data.viewer.usage.today.twinSpeechSeconds).toBe(seconds);
    expect((await maya.get('/api/v1/usage?days=366')).body.today.twin_speech_seconds).toBe(seconds);
    const everyone = await admin.get('/api/v1/admin/usage?days=366');
    const row = everyone.body.people.find((p: { username: string }) => p.username === 'maya');
    expect(row.twin_speech_seconds).toBe(seconds);
  });

  it("reads only answers of the visitor's own conversation with this twin (404 otherwise)", async () => {
    const first = await visitorWithAnswer('198.51.100.3');
    const second = await visitorWithAnswer('198.51.100.4');
    const notYours = await hear(second.client, { message_id: first.answerId, part: 0 });
    expect(await refusal(notYours)).toMatchObject({ status: 404, message: 'Message not found' });
    // Maya's own private answer is no twin's answer, even to her.
    const thread = (await maya.post('/api/v1/chat/threads', {})).body;
    const own = (await answered(maya, thread.id, 'Plan my week')).find(
      (s) => String(s.step_type).toUpperCase() === 'ASSISTANT_MESSAGE',
    );
    expect((await hear(maya, { message_id: own.id, part: 0 })).status).toBe(404);
    expect((await hear(second.client, { message_id: second.answerId, part: 99 })).status).toBe(400);
    expect((await hear(second.client, { message_id: second.answerId, part: 0 }, 'nobody-here')).status).toBe(404);
  });

  it('shares the minutes with the recordings: once they are used, 429 until the next UTC day', async () => {
    const { client, answerId } = await visitorWithAnswer('198.51.100.5');
    const recording = await client.request('POST', '/api/v1/twin/maya/voice/transcriptions', {
      body: silentWav(65) as BodyInit,
      headers: { 'content-type': 'audio/wav' },
    });
    expect(recording.status).toBe(200);
    const sent = audio.spoken.length;
    const refused = await hear(client, { message_id: answerId, part: 0 });
    expect(refused.headers.get('retry-after')).toBe(String(2.5 * 3600));
    const resets = new Date(NOW.getTime() + 2.5 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
    expect(await refusal(refused)).toMatchObject({
      status: 429,
      reason: 'twin_voice_limit',
      message: `You've used your 1 minute of voice with twins today. Read the answers instead, or use voice again from ${resets} UTC (in 2 hours 30 min).`,
    });
    expect(audio.spoken).toHaveLength(sent);
  });

  it('follows who may talk to the twin, and is not set up without a voice model', async () => {
    const { client, answerId } = await visitorWithAnswer('198.51.100.6');
    await setVoice(true, 'signed_in');
    expect(await refusal(await hear(client, { message_id: answerId, part: 0 }))).toMatchObject({
      status: 403,
      reason: 'sign_in_required',
    });
    await setVoice(true, 'nobody');
    expect((await refusal(await hear(client, { message_id: answerId, part: 0 }))).reason).toBe('twin_off');
    await setVoice(true, 'everyone');
    await admin.gql('mutation { updateAiDefaults(speechModel: null) { __typename } }');
    const card = await t.client().gql('{ twin(username: "maya") { voiceChat { transcription speech } } }');
    expect(card.data.twin.voiceChat).toEqual({ transcription: true, speech: false });
    expect(await refusal(await hear(client, { message_id: answerId, part: 0 }))).toMatchObject({
      status: 409,
      reason: 'voice_not_set_up',
      message: "Reading twins' answers aloud isn't set up on this server.",
    });
  });
});
