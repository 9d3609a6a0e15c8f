/**
 * Speaking to Duet (api/src/voice/): once the admin chose a speech-to-text model of a connection (a
 * real OpenAI-compatible audio server on 127.0.0.1, common/testing/scripted-audio-server.ts;
 * api/test/ai-models-transcription.test.ts is the choosing), a person's recording, spoken by
 * espeak-ng, goes to it whole over REST and comes back as text; its seconds are counted per day, the day's minutes are a limit, and
 * every refusal (401, 409, 413, 415, 400, 429) leaves nothing behind. The app's clock is fixed at
 * 21:30 UTC of the day the test starts, so the day's end is 2.5 hours away whatever the time.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentWav } from '../src/ai-models/transcription-model.js';
import { JSON_BODY_LIMIT } from '../src/http/body-limit.js';
import { startScriptedAudioServer, type ScriptedAudioServer } from '../../common/testing/scripted-audio-server.js';
import { signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

const started = new Date();
const NOW = new Date(Date.UTC(started.getUTCFullYear(), started.getUTCMonth(), started.getUTCDate(), 21, 30));
const DAY = `day:${NOW.toISOString().slice(0, 10)}`;
const MONTH = `month:${NOW.toISOString().slice(0, 7)}`;
const NOT_SET_UP = "Speaking to Duet isn't set up on this server.";
const SENTENCE = 'Remember that the bees swarm in May.';

let audio: ScriptedAudioServer;
let t: TestApp;
let admin: TestClient;
let bob: TestClient;
let speech: Uint8Array;
let connectionId: string;

/** The WAV espeak-ng speaks the sentence into. */
function spoken(sentence: string): Uint8Array {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'duet-voice-'));
  const file = path.join(dir, 'speech.wav');
  try {
    const run = spawnSync('espeak-ng', ['-w', file, sentence], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`espeak-ng failed: ${run.error?.message ?? run.stderr}`);
    return new Uint8Array(fs.readFileSync(file));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const send = (client: TestClient, body: Uint8Array | undefined, type: string | null, headers = {}) =>
  client.request('POST', '/api/v1/voice/transcriptions', {
    body: body as BodyInit | undefined,
    headers: { ...(type === null ? {} : { 'content-type': type }), ...headers },
  });

const voiceOf = async (client: TestClient) =>
  (await client.gql('{ viewer { voice { transcription minutesLeftToday minutesPerDay } } }')).data.viewer.voice;

const counter = async (client: TestClient, period: string) => {
  const { id } = (await client.get('/api/v1/auth/me')).body;
  return (await t.db.usageCounter.findUnique({ where: { userId_period: { userId: id, period } } }))?.audioSeconds ?? 0;
};

const setDefaults = (client: TestClient, transcriptionModel: string | null) =>
  client.gql(
    `mutation($m: ID) { updateAiDefaults(transcriptionModel: $m) {
      ... on AiSettings { transcriptionModel { id } } } }`,
    { m: transcriptionModel },
  );

beforeAll(async () => {
  speech = spoken(SENTENCE);
  audio = await startScriptedAudioServer();
  t = await startTestApp({ VOICE_MINUTES_PER_DAY: '2' }, { now: () => NOW.getTime() });
  admin = await signedUp(t);
  bob = await signedUp(t, { email: 'bob@example.com', username: 'bob' });
});
afterAll(async () => {
  await t?.close();
  await audio?.close();
});

describe('whether people may speak to Duet', () => {
  it('is off until an admin chooses a speech-to-text model: viewer.voice says so and a recording is refused 409', async () => {
    expect(await voiceOf(bob)).toEqual({ transcription: false, minutesLeftToday: 0, minutesPerDay: 0 });
    const refused = await send(bob, speech, 'audio/wav');
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'CONFLICT', message: NOT_SET_UP, reason: 'voice_not_set_up' });
    expect(audio.received).toHaveLength(0);
  });

  it("is on once one is chosen, with the day's minutes (api/test/ai-models-transcription.test.ts chooses it in full)", async () => {
    const added = await admin.gql(
      `mutation($url: String!) { addAiConnection(name: "Whisper", kind: openai_compatible, baseUrl: $url) {
        ... on AiConnection { id models { id name } } } }`,
      { url: audio.baseUrl },
    );
    connectionId = added.data.addAiConnection.id;
    const whisperId = added.data.addAiConnection.models[0].id;
    expect((await setDefaults(admin, whisperId)).data.updateAiDefaults.transcriptionModel.id).toBe(whisperId);
    expect(await voiceOf(bob)).toEqual({ transcription: true, minutesLeftToday: 2, minutesPerDay: 2 });
    // Another person's is not theirs to read.
    const other = await admin.gql(
      `{ node(id: "${(await bob.gql('{ viewer { id } }')).data.viewer.id}") { ... on User { voice { transcription } } } }`,
    );
    expect(other.errors?.[0]?.message).toBe('Not found');
  });
});

describe('POST /api/v1/voice/transcriptions', () => {
  it('writes down a spoken recording: the server received its exact bytes, and its seconds are counted', async () => {
    audio.transcript = SENTENCE;
    const before = audio.received.length;
    const answer = await send(bob, speech, 'audio/wav');
    expect(answer.status).toBe(200);
    // espeak-ng's WAV: 22,050 samples a second of 16-bit mono after a 44-byte header.
    const seconds = Math.ceil((speech.byteLength - 44) / 44_100);
    expect(answer.body).toEqual({ text: SENTENCE, seconds });
    expect(audio.received).toHaveLength(before + 1);
    const got = audio.received.at(-1)!;
    expect(got.model).toBe('whisper-small');
    expect(got.mediaType).toBe('audio/wav');
    expect(Buffer.from(got.bytes).equals(Buffer.from(speech))).toBe(true);
    expect(await counter(bob, DAY)).toBe(seconds);
    expect(await counter(bob, MONTH)).toBe(seconds);
  });

  it('tells the model which language to listen for: the one the person asks Duet for, none when they ask for none it speaks', async () => {
    const toldFor = async (headers: Record<string, string>) => {
      expect((await send(bob, speech, 'audio/wav', headers)).status).toBe(200);
      return audio.received.at(-1)!.fields.language;
    };
    // The browser's languages: the first Duet speaks, as the model takes it (ISO 639-1).
    expect(await toldFor({ 'accept-language': 'de-AT,de;q=0.9,en;q=0.5' })).toBe('de');
    expect(await toldFor({ 'accept-language': 'zh-CN, pt-BR;q=0.8' })).toBe('pt');
    // Nothing asked, or only languages Duet does not speak: the model finds the language itself.
    expect(await toldFor({})).toBeUndefined();
    expect(await toldFor({ 'accept-language': 'zh-CN,zh;q=0.9' })).toBeUndefined();
    // The person's own choice comes before the browser's.
    const choose = (locale: string | null) =>
      bob.gql('mutation($l: String) { updateLocale(locale: $l) { ... on User { locale } } }', { l: locale });
    expect((await choose('ja')).data.updateLocale.locale).toBe('ja');
    try {
      expect(await toldFor({ 'accept-language': 'de' })).toBe('ja');
    } finally {
      await choose(null);
    }
  });

  it('takes a type with parameters; a recording of another type is counted by its size (32 kbit/s)', async () => {
    const before = await counter(bob, DAY);
    const answer = await send(bob, speech, 'audio/ogg; codecs=opus');
    expect(answer.status).toBe(200);
    expect(answer.body.seconds).toBe(Math.ceil(speech.byteLength / 4000));
    expect(await counter(bob, DAY)).toBe(before + answer.body.seconds);
  });

  it("counts the model's own length of a recording when it reports one", async () => {
    const before = await counter(bob, DAY);
    audio.duration = 7.2;
    try {
      const answer = await send(bob, speech, 'audio/webm;codecs=opus');
      expect(answer.body).toEqual({ text: SENTENCE, seconds: 8 });
    } finally {
      audio.duration = undefined;
    }
    expect(await counter(bob, DAY)).toBe(before + 8);
  });

  it('refuses what is no recording, nothing sent to the model and nothing counted', async () => {
    const sent = audio.received.length;
    const counted = await counter(bob, DAY);
    const anonymous = await send(t.client(), speech, 'audio/wav');
    expect(anonymous.status).toBe(401);
    const text = await send(bob, speech, 'text/plain');
    expect(text.status).toBe(415);
    expect(text.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(text.body.error.message).toMatch(
      /^Duet writes down recordings sent as WebM, Ogg, WAV, MP4 or MP3 .*not text\/plain\.$/,
    );
    expect((await send(bob, new TextEncoder().encode('{}'), 'application/json')).status).toBe(415);
    expect((await send(bob, speech, null)).status).toBe(415);
    const empty = await send(bob, new Uint8Array(0), 'audio/webm');
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('The recording is empty: send the audio as the request body.');
    expect(audio.received).toHaveLength(sent);
    expect(await counter(bob, DAY)).toBe(counted);
  });

  it('refuses a recording over 10 MB (413) whether it says its length or not; one past the 1 MB JSON limit passes', async () => {
    const sent = audio.received.length;
    const counted = await counter(bob, DAY);
    const tooBig = new Uint8Array(10 * 1024 * 1024 + 1);
    const TOO_LARGE = 'The recording is larger than the 10 MB Duet takes at once: send it in shorter parts.';
    const declared = await send(bob, tooBig, 'audio/webm', { 'content-length': String(tooBig.byteLength) });
    expect(declared.status).toBe(413);
    expect(declared.body.error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: TOO_LARGE });
    const streamed = await send(bob, tooBig, 'audio/webm');
    expect(streamed.status).toBe(413);
    expect(streamed.body.error.message).toBe(TOO_LARGE);
    expect(audio.received).toHaveLength(sent);
    expect(await counter(bob, DAY)).toBe(counted);

    // Past the API's 1 MB JSON limit, declared: a recording is read by its own route.
    const long = silentWav(65);
    expect(long.byteLength).toBeGreaterThan(JSON_BODY_LIMIT);
    const passed = await send(admin, long, 'audio/x-wav', { 'content-length': String(long.byteLength) });
    expect(passed.status).toBe(200);
    expect(passed.body.seconds).toBe(65);
    expect(Buffer.from(audio.received.at(-1)!.bytes).equals(Buffer.from(long))).toBe(true);
  });

  it("refuses once the day's minutes are used (429 until the next UTC day), before the model is asked", async () => {
    const carol = await signedUp(t, { email: 'carol@example.com', username: 'carol' });
    const long = silentWav(65);
    expect(await voiceOf(carol)).toEqual({ transcription: true, minutesLeftToday: 2, minutesPerDay: 2 });
    expect((await send(carol, long, 'audio/wav')).status).toBe(200);
    expect(await voiceOf(carol)).toEqual({ transcription: true, minutesLeftToday: 1, minutesPerDay: 2 });
    // 55 seconds were left: this one is written down whole, and the day is used.
    expect((await send(carol, long, 'audio/wav')).status).toBe(200);
    expect(await counter(carol, DAY)).toBe(130);
    expect(await voiceOf(carol)).toEqual({ transcription: true, minutesLeftToday: 0, minutesPerDay: 2 });

    const sent = audio.received.length;
    const refused = await send(carol, speech, 'audio/wav');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(2.5 * 3600));
    const resets = new Date(NOW.getTime() + 2.5 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
    expect(refused.body.error).toMatchObject({
      code: 'RATE_LIMITED',
      reason: 'voice_limit',
      retry_after_seconds: 9000,
      message: `You've used your 2 minutes of voice today (speaking to Duet and hearing its answers). It resets at ${resets} UTC (in 2 hours 30 min).`,
    });
    expect(audio.received).toHaveLength(sent);
    expect(await counter(carol, DAY)).toBe(130);
  });

  it("shows the seconds in the person's usage, by day, and in everyone's", async () => {
    const bobSeconds = await counter(bob, DAY);
    const day = NOW.toISOString().slice(0, 10);
    const usage = await bob.gql('{ viewer { usage(days: 366) { ... on Usage { days { day audioSeconds } } } } }');
    expect(usage.data.viewer.usage.days).toContainEqual({ day, audioSeconds: bobSeconds });
    const rest = await bob.get('/api/v1/usage?days=366');
    expect(rest.body.days.find((d: { day: string }) => d.day === day)).toMatchObject({ audio_seconds: bobSeconds });
    const everyone = await admin.get('/api/v1/admin/usage?days=366');
    const row = everyone.body.people.find((p: { username: string }) => p.username === 'bob');
    expect(row.audio_seconds).toBe(bobSeconds);
  });

  it('is off again once the model’s connection is removed', async () => {
    await admin.gql('mutation($id: ID!) { removeAiConnection(id: $id) { __typename } }', { id: connectionId });
    expect(await voiceOf(bob)).toEqual({ transcription: false, minutesLeftToday: 0, minutesPerDay: 0 });
    const refused = await send(bob, speech, 'audio/wav');
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(NOT_SET_UP);
  });
});

describe('VOICE_MINUTES_PER_DAY=0', () => {
  it('turns speaking off for everyone, a model chosen or not', async () => {
    const off = await startTestApp({ VOICE_MINUTES_PER_DAY: '0' });
    try {
      const owner = await signedUp(off);
      const added = await owner.gql(
        `mutation($url: String!) { addAiConnection(name: "Whisper", kind: openai_compatible, baseUrl: $url) {
          ... on AiConnection { models { id name } } } }`,
        { url: audio.baseUrl },
      );
      const [model] = added.data.addAiConnection.models;
      expect((await setDefaults(owner, model.id)).data.updateAiDefaults.transcriptionModel.id).toBe(model.id);
      expect(await voiceOf(owner)).toEqual({ transcription: false, minutesLeftToday: 0, minutesPerDay: 0 });
      const refused = await send(owner, speech, 'audio/wav');
      expect(refused.status).toBe(409);
      expect(refused.body.error.message).toBe(NOT_SET_UP);
    } finally {
      await off.close();
    }
  });
});
