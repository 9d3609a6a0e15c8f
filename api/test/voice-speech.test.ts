/**
 * Duet reads answers aloud (api/src/voice/speech.ts): once the admin chose a voice model of a
 * connection and its voice (a real OpenAI-compatible audio server on 127.0.0.1 that speaks with
 * espeak-ng: common/testing/scripted-audio-server.ts; api/test/ai-models-speech.test.ts is the
 * choosing), a person's answer goes to it a part at a time, its words without Markdown's marks, and
 * comes back as audio; the seconds are counted per day in speechSeconds, against the same minutes
 * as speaking to Duet, and every refusal (401, 400, 404, 409, 429, 503) leaves nothing counted. The
 * app's clock is fixed at 21:30 UTC of the day the test starts, so the day's end is 2.5 hours away.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentWav } from '../src/ai-models/transcription-model.js';
import { wavSeconds } from '../src/voice/audio.js';
import { speechParts } from '../src/voice/speech-parts.js';
import { startScriptedAudioServer, type ScriptedAudioServer } from '../../common/testing/scripted-audio-server.js';
import { answered, signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

const started = new Date();
const NOW = new Date(Date.UTC(started.getUTCFullYear(), started.getUTCMonth(), started.getUTCDate(), 21, 30));
const DAY = `day:${NOW.toISOString().slice(0, 10)}`;
const NOT_SET_UP = "Duet can't read answers aloud on this server yet.";
/** An answer as the model wrote it: Markdown, long enough for three parts. */
const MARKDOWN = [
  '## Your weekend in **Lisbon**',
  '',
  `Start at the [castle](https://castle.example) early. ${'Walk down through the old town and stop for coffee on the way. '.repeat(6)}`,
  '',
  `- _Saturday_: the tram ride. ${'Then the river, the bridge and the long walk back at sunset. '.repeat(6)}`,
  '- `Sunday`: Sintra.',
].join('\n');

let audio: ScriptedAudioServer;
let t: TestApp;
let admin: TestClient;
let bob: TestClient;

const speak = (client: TestClient, json: unknown) => client.request('POST', '/api/v1/voice/speech', { json });
const voiceOf = async (client: TestClient) =>
  (await client.gql('{ viewer { voice { transcription speech minutesLeftToday } } }')).data.viewer.voice;
const counter = async (client: TestClient, field: 'speechSeconds' | 'audioSeconds' = 'speechSeconds') => {
  const { id } = (await client.get('/api/v1/auth/me')).body;
  const row = await t.db.usageCounter.findUnique({ where: { userId_period: { userId: id, period: DAY } } });
  return row?.[field] ?? 0;
};

const isAnswer = (step: { step_type: string }) => step.step_type.toUpperCase() === 'ASSISTANT_MESSAGE';

/** An answer of the client's own, through the chat; its text set to `text` when given. */
async function answerOf(client: TestClient, text?: string): Promise<{ id: string; userMessageId: string }> {
  const thread = (await client.post('/api/v1/chat/threads', {})).body;
  const steps = await answered(client, thread.id, 'Plan my weekend in Lisbon');
  const answer = steps.find(isAnswer);
  const asked = steps.find((s) => String(s.step_type).toUpperCase() === 'USER_MESSAGE');
  if (text !== undefined) await t.db.step.update({ where: { id: answer.id }, data: { output: text } });
  return { id: answer.id, userMessageId: asked.id };
}

beforeAll(async () => {
  audio = await startScriptedAudioServer({ models: ['whisper-small', 'tts-1'] });
  t = await startTestApp({ VOICE_MINUTES_PER_DAY: '2' }, { now: () => NOW.getTime() });
  admin = await signedUp(t);
  bob = await signedUp(t, { email: 'bob@example.com', username: 'bob' });
});
afterAll(async () => {
  await t?.close();
  await audio?.close();
});

describe('reading answers aloud', () => {
  it('is off until an admin chooses a voice model: viewer.voice says so and a reading is refused 409', async () => {
    expect(await voiceOf(bob)).toEqual({ transcription: false, speech: false, minutesLeftToday: 0 });
    const { id } = await answerOf(bob);
    const refused = await speak(bob, { message_id: id, part: 0 });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'CONFLICT', message: NOT_SET_UP, reason: 'speech_not_set_up' });
    expect(audio.spoken).toHaveLength(0);
  });

  it('is on once a voice model is chosen, with the minutes of voice of the day', async () => {
    const added = await admin.gql(
      `mutation($url: String!) { addAiConnection(name: "Voice", kind: openai_compatible, baseUrl: $url) {
        ... on AiConnection { models { id name } } } }`,
      { url: audio.baseUrl },
    );
    const models = added.data.addAiConnection.models as Array<{ id: string; name: string }>;
    const chosen = await admin.gql(
      `mutation($s: ID, $w: ID) { updateAiDefaults(speechModel: $s, speechVoice: "nova", transcriptionModel: $w) {
        ... on AiSettings { speechModel { name } speechVoice } } }`,
      { s: models.find((m) => m.name === 'tts-1')!.id, w: models.find((m) => m.name === 'whisper-small')!.id },
    );
    expect(chosen.data.updateAiDefaults).toEqual({ speechModel: { name: 'tts-1' }, speechVoice: 'nova' });
    expect(await voiceOf(bob)).toEqual({ transcription: true, speech: true, minutesLeftToday: 2 });
  });
});

describe('POST /api/v1/voice/speech', () => {
  it("reads an answer's words, without Markdown, part after part in the chosen voice; the seconds are counted", async () => {
    const { id } = await answerOf(bob, MARKDOWN);
    const parts = speechParts(MARKDOWN);
    expect(parts).toHaveLength(3);
    const sent = audio.spoken.length;
    let counted = 0;
    for (const [part, text] of parts.entries()) {
      const answer = await bob.raw('POST', '/api/v1/voice/speech', { json: { message_id: id, part } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toBe('audio/wav');
      expect(answer.headers.get('duet-speech-parts')).toBe('3');
      const bytes = new Uint8Array(await answer.arrayBuffer());
      expect(new TextDecoder().decode(bytes.subarray(0, 4))).toBe('RIFF');
      const seconds = Math.max(1, Math.ceil(wavSeconds(bytes)!));
      expect(answer.headers.get('duet-speech-seconds')).toBe(String(seconds));
      counted += seconds;
      expect(audio.spoken[sent + part]).toEqual({
        model: 'tts-1',
        input: text,
        voice: 'nova',
        responseFormat: 'wav',
        speed: undefined,
        authorization: undefined,
      });
    }
    const [first] = parts;
    // The first part is short: the heading and the sentences that fit in 200 characters.
    expect(first).toBe(
      `Your weekend in Lisbon\nStart at the castle early.${' Walk down through the old town and stop for coffee on the way.'.repeat(2)}`,
    );
    expect(
      audio.spoken
        .slice(sent)
        .map((s) => s.input)
        .join(' '),
    ).not.toMatch(/[*_`#[\]]|https?:/);
    expect(await counter(bob)).toBe(counted);
    expect(await counter(bob, 'audioSeconds')).toBe(0);
  });

  it('refuses what it cannot read, nothing sent to the model and nothing counted', async () => {
    const { id, userMessageId } = await answerOf(bob);
    const alices = await answerOf(admin);
    const sent = audio.spoken.length;
    const counted = await counter(bob);
    expect((await speak(t.client(), { message_id: id })).status).toBe(401);
    for (const body of [{}, { message_id: id, part: -1 }, { message_id: id, part: 'one' }, { message_id: id, x: 1 }]) {
      const refused = await speak(bob, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    const beyond = await speak(bob, { message_id: id, part: 1 });
    expect(beyond.status).toBe(400);
    expect(beyond.body.error.message).toBe('This answer has part 0.');
    // Someone else's answer, a message that is no answer, and none at all: not found, alike.
    for (const other of [alices.id, userMessageId, 'no-such-message']) {
      const missing = await speak(bob, { message_id: other, part: 0 });
      expect(missing.status).toBe(404);
      expect(missing.body.error.message).toBe('Message not found');
    }
    expect(audio.spoken).toHaveLength(sent);
    expect(await counter(bob)).toBe(counted);
  });

  it('answers 503 when the voice model fails, and counts nothing', async () => {
    const { id } = await answerOf(bob);
    const counted = await counter(bob);
    audio.speechFailure = 500;
    try {
      const failed = await speak(bob, { message_id: id, part: 0 });
      expect(failed.status).toBe(503);
      expect(failed.body.error.message).toMatch(/^Duet couldn't read this answer aloud/);
    } finally {
      audio.speechFailure = undefined;
    }
    expect(await counter(bob)).toBe(counted);
  });

  it("refuses once the day's minutes of voice are used, listening and speaking together (429)", async () => {
    const carol = await signedUp(t, { email: 'carol@example.com', username: 'carol' });
    const { id } = await answerOf(carol);
    // Two minutes and ten seconds of speech written down: the day's voice is used.
    for (let i = 0; i < 2; i++) {
      const sent = await carol.request('POST', '/api/v1/voice/transcriptions', {
        body: silentWav(65) as BodyInit,
        headers: { 'content-type': 'audio/wav' },
      });
      expect(sent.status).toBe(200);
    }
    expect(await voiceOf(carol)).toEqual({ transcription: true, speech: true, minutesLeftToday: 0 });
    const sent = audio.spoken.length;
    const refused = await speak(carol, { message_id: id, part: 0 });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(2.5 * 3600));
    expect(refused.body.error).toMatchObject({ code: 'RATE_LIMITED', reason: 'voice_limit' });
    expect(refused.body.error.message).toMatch(/^You've used your 2 minutes of voice today/);
    expect(audio.spoken).toHaveLength(sent);
    expect(await counter(carol)).toBe(0);
  });

  it("shows the seconds read aloud in the person's usage, by day, and in everyone's", async () => {
    const seconds = await counter(bob);
    expect(seconds).toBeGreaterThan(0);
    const day = NOW.toISOString().slice(0, 10);
    const usage = await bob.gql(
      '{ viewer { usage(days: 366) { ... on Usage { today { speechSeconds } days { day speechSeconds } } } } }',
    );
    expect(usage.data.viewer.usage.today.speechSeconds).toBe(seconds);
    expect(usage.data.viewer.usage.days).toContainEqual({ day, speechSeconds: seconds });
    const rest = await bob.get('/api/v1/usage?days=366');
    expect(rest.body.today.speech_seconds).toBe(seconds);
    expect(rest.body.days.find((d: { day: string }) => d.day === day)).toMatchObject({ speech_seconds: seconds });
    const everyone = await admin.get('/api/v1/admin/usage?days=366');
    expect(everyone.body.people.find((p: { username: string }) => p.username === 'bob').speech_seconds).toBe(seconds);
  });
});

describe('VOICE_MINUTES_PER_DAY=0', () => {
  it('turns reading aloud off for everyone, a voice model chosen or not', async () => {
    const off = await startTestApp({ VOICE_MINUTES_PER_DAY: '0' });
    try {
      const owner = await signedUp(off);
      const added = await owner.gql(
        `mutation($url: String!) { addAiConnection(name: "Voice", kind: openai_compatible, baseUrl: $url) {
          ... on AiConnection { models { id name } } } }`,
        { url: audio.baseUrl },
      );
      const tts = added.data.addAiConnection.models.find((m: { name: string }) => m.name === 'tts-1');
      await owner.gql('mutation($s: ID) { updateAiDefaults(speechModel: $s) { __typename } }', { s: tts.id });
      expect(await voiceOf(owner)).toEqual({ transcription: false, speech: false, minutesLeftToday: 0 });
      const thread = (await owner.post('/api/v1/chat/threads', {})).body;
      const steps = await answered(owner, thread.id, 'Hello there');
      const answer = steps.find(isAnswer);
      const refused = await speak(owner, { message_id: answer.id, part: 0 });
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe(NOT_SET_UP);
    } finally {
      await off.close();
    }
  });
});
