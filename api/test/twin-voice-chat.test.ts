/**
 * Visitors talk to a twin by voice (api/src/twin/voice-chat.ts), where its owner allows it: off by
 * default, and then refused with nothing sent or counted; on, an anonymous visitor's recording
 * (espeak-ng's WAV, to a real OpenAI-compatible audio server on 127.0.0.1:
 * common/testing/scripted-audio-server.ts) is written down, its seconds counted to the owner as
 * twinAudioSeconds and not against the owner's own minutes; each visitor's minutes of the day, and
 * an address's, are a limit; the twin's access setting still decides who may talk. Only the owner
 * turns it on, over GraphQL or REST. The app's clock is fixed at 21:30 UTC of the day the test
 * starts, so the day's end is 2.5 hours away.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentWav } from '../src/ai-models/transcription-model.js';
import { startScriptedAudioServer, type ScriptedAudioServer } from '../../common/testing/scripted-audio-server.js';
import { signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

const started = new Date();
const NOW = new Date(Date.UTC(started.getUTCFullYear(), started.getUTCMonth(), started.getUTCDate(), 21, 30));
const DAY = `day:${NOW.toISOString().slice(0, 10)}`;
const SENTENCE = 'What does Maya climb on Tuesdays?';
const VOICE_OFF = "Maya Chen's twin doesn't take voice messages.";

let audio: ScriptedAudioServer;
let t: TestApp;
let admin: TestClient;
let maya: TestClient;
let bob: TestClient;
let speech: Uint8Array;
let connectionId: string;

function spoken(sentence: string): Uint8Array {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'duet-twin-voice-'));
  const file = path.join(dir, 'speech.wav');
  try {
    const run = spawnSync('espeak-ng', ['-w', file, sentence], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`espeak-ng failed: ${run.error?.message ?? run.stderr}`);
    return new Uint8Array(fs.readFileSync(file));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const send = (client: TestClient, body: Uint8Array, type = 'audio/wav', username = 'maya', headers = {}) =>
  client.request('POST', `/api/v1/twin/${username}/voice/transcriptions`, {
    body: body as BodyInit,
    headers: { 'content-type': type, ...headers },
  });

/** An anonymous visitor from `address` who opened a conversation with Maya's twin (the anon id cookie). */
async function visitor(address: string): Promise<TestClient> {
  const client = t.client();
  client.remoteAddress = address;
  expect((await client.post('/api/v1/twin/maya/threads', {})).status).toBe(201);
  return client;
}

const counted = async (username: string) => {
  const user = await t.db.user.findFirstOrThrow({ where: { username } });
  const row = await t.db.usageCounter.findUnique({ where: { userId_period: { userId: user.id, period: DAY } } });
  return { audioSeconds: row?.audioSeconds ?? 0, twinAudioSeconds: row?.twinAudioSeconds ?? 0 };
};

const offer = async (client: TestClient) =>
  (await client.gql('{ twin(username: "maya") { voiceChat { transcription speech } } }')).data.twin.voiceChat;

const SET = `mutation ($on: Boolean, $mode: TwinAccessMode) { updateTwinAccess(voiceChat: $on, mode: $mode) {
  __typename ... on TwinAccess { voiceChat mode } ... on ValidationError { message } } }`;

beforeAll(async () => {
  speech = spoken(SENTENCE);
  audio = await startScriptedAudioServer();
  audio.transcript = SENTENCE;
  t = await startTestApp(
    { VOICE_MINUTES_PER_DAY: '5', TWIN_VOICE_MINUTES_VISITOR: '1', TWIN_VOICE_MINUTES_IP: '2' },
    { now: () => NOW.getTime() },
  );
  admin = await signedUp(t);
  maya = await signedUp(t, { email: 'maya@example.com', username: 'maya', display_name: 'Maya Chen' });
  bob = await signedUp(t, { email: 'bob@example.com', username: 'bob' });
  expect((await maya.request('PUT', '/api/v1/profile', { json: { public: true, bio: 'I climb.' } })).status).toBe(200);
  const added = await admin.gql(
    `mutation($url: String!) { addAiConnection(name: "Whisper", kind: openai_compatible, baseUrl: $url) {
      ... on AiConnection { id models { id } } } }`,
    { url: audio.baseUrl },
  );
  connectionId = added.data.addAiConnection.id;
  await admin.gql('mutation($m: ID) { updateAiDefaults(transcriptionModel: $m) { __typename } }', {
    m: added.data.addAiConnection.models[0].id,
  });
});
afterAll(async () => {
  await t?.close();
  await audio?.close();
});

describe('the owner’s setting', () => {
  it('is off by default: the page offers no voice, and a recording is refused 403 with nothing sent or counted', async () => {
    expect((await maya.gql('{ viewer { twinAccess { voiceChat } } }')).data.viewer.twinAccess.voiceChat).toBe(false);
    expect((await maya.get('/api/v1/twin/access')).body.voice_chat).toBe(false);
    expect(await offer(t.client())).toEqual({ transcription: false, speech: false });
    expect((await t.client().get('/api/v1/twin/maya')).body.voice_chat).toEqual({
      transcription: false,
      speech: false,
    });
    const sent = audio.received.length; // the model's test on saving
    const anon = await visitor('198.51.100.1');
    const refused = await send(anon, speech);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'FORBIDDEN', reason: 'voice_off', message: VOICE_OFF });
    expect((await send(bob, speech)).body.error.reason).toBe('voice_off');
    expect(audio.received).toHaveLength(sent);
    expect(await counted('maya')).toEqual({ audioSeconds: 0, twinAudioSeconds: 0 });
  });

  it('only the owner turns it on, over GraphQL and REST; the page then offers the microphone', async () => {
    const anonymous = await t.client().gql(SET, { on: true });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await t.client().request('PUT', '/api/v1/twin/access', { json: { voice_chat: true } })).status).toBe(401);
    // Bob's change is his own twin's: Maya's stays off, and hers is not his to read.
    expect((await bob.gql(SET, { on: true })).data.updateTwinAccess.voiceChat).toBe(true);
    const mayaId = (await maya.gql('{ viewer { id } }')).data.viewer.id;
    const other = await bob.gql(`{ node(id: "${mayaId}") { ... on User { twinAccess { voiceChat } } } }`);
    expect(other.errors?.[0]?.message).toBe('Not found');
    expect(await offer(t.client())).toEqual({ transcription: false, speech: false });

    expect((await maya.gql(SET, { on: true })).data.updateTwinAccess).toMatchObject({ voiceChat: true });
    expect(await offer(t.client())).toEqual({ transcription: true, speech: false });
    const bad = await maya.request('PUT', '/api/v1/twin/access', { json: { voice_chat: 'yes' } });
    expect(bad.status).toBe(400);
    const off = await maya.request('PUT', '/api/v1/twin/access', { json: { voice_chat: false } });
    expect(off.body).toMatchObject({ voice_chat: false, mode: 'everyone' });
    expect(await offer(t.client())).toEqual({ transcription: false, speech: false });
    const on = await maya.request('PUT', '/api/v1/twin/access', { json: { voice_chat: true } });
    expect(on.body.voice_chat).toBe(true);
    expect((await t.client().get('/api/v1/twin/maya')).body.voice_chat).toEqual({ transcription: true, speech: false });
  });
});

describe('POST /api/v1/twin/{username}/voice/transcriptions', () => {
  it("writes down an anonymous visitor's recording: counted to the owner's twin, not against her own minutes", async () => {
    const anon = await visitor('198.51.100.2');
    const answer = await send(anon, speech, 'audio/wav;codecs=1');
    expect(answer.status).toBe(200);
    const seconds = Math.ceil((speech.byteLength - 44) / 44_100);
    expect(answer.body).toEqual({ text: SENTENCE, seconds });
    const got = audio.received.at(-1)!;
    expect(got.model).toBe('whisper-small');
    expect(Buffer.from(got.bytes).equals(Buffer.from(speech))).toBe(true);
    expect(await counted('maya')).toEqual({ audioSeconds: 0, twinAudioSeconds: seconds });
    const own = await maya.gql('{ viewer { voice { minutesLeftToday } } }');
    expect(own.data.viewer.voice.minutesLeftToday).toBe(5);
  });

  it("tells the model the visitor's language, as their browser asks for it", async () => {
    const anon = await visitor('198.51.100.4');
    expect((await send(anon, speech, 'audio/wav', 'maya', { 'accept-language': 'es-MX,es;q=0.9' })).status).toBe(200);
    expect(audio.received.at(-1)!.fields.language).toBe('es');
    expect((await send(anon, speech, 'audio/wav', 'maya')).status).toBe(200);
    expect(audio.received.at(-1)!.fields.language).toBeUndefined();
  });

  it("shows the twin's seconds in the owner's usage and in everyone's", async () => {
    const { twinAudioSeconds } = await counted('maya');
    const day = NOW.toISOString().slice(0, 10);
    const usage = await maya.gql(
      '{ viewer { usage(days: 366) { ... on Usage { today { twinAudioSeconds } days { day audioSeconds twinAudioSeconds } } } } }',
    );
    expect(usage.data.viewer.usage.today.twinAudioSeconds).toBe(twinAudioSeconds);
    expect(usage.data.viewer.usage.days).toContainEqual({ day, audioSeconds: 0, twinAudioSeconds });
    const rest = await maya.get('/api/v1/usage?days=366');
    expect(rest.body.today).toMatchObject({ audio_seconds: 0, twin_audio_seconds: twinAudioSeconds });
    const everyone = await admin.get('/api/v1/admin/usage?days=366');
    const row = everyone.body.people.find((p: { username: string }) => p.username === 'maya');
    expect(row).toMatchObject({ audio_seconds: 0, twin_audio_seconds: twinAudioSeconds });
  });

  it('refuses a visitor whose minutes of the day are used (429 until the next UTC day), before the model is asked', async () => {
    const anon = await visitor('198.51.100.3');
    expect((await send(anon, silentWav(65))).status).toBe(200); // crosses the minute: written down whole
    const sent = audio.received.length;
    const before = await counted('maya');
    const refused = await send(anon, speech);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(2.5 * 3600));
    const resets = new Date(NOW.getTime() + 2.5 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
    expect(refused.body.error).toMatchObject({
      code: 'RATE_LIMITED',
      reason: 'twin_voice_limit',
      retry_after_seconds: 9000,
      message: `You've used your 1 minute of voice with twins today. Type your message instead, or use voice again from ${resets} UTC (in 2 hours 30 min).`,
    });
    expect(audio.received).toHaveLength(sent);
    expect(await counted('maya')).toEqual(before);
  });

  it('refuses anonymous visitors of an address whose minutes are used; a signed-in visitor has their own', async () => {
    const first = await visitor('203.0.113.9');
    expect((await send(first, silentWav(65))).status).toBe(200);
    const second = await visitor('203.0.113.9');
    expect((await send(second, silentWav(56))).status).toBe(200);
    const third = await visitor('203.0.113.9');
    const refused = await send(third, speech);
    expect(refused.status).toBe(429);
    expect(refused.body.error.message).toMatch(
      /^Visitors from your network \(your internet address\) have used their 2 minutes of voice with twins today\. Sign in for voice, type your message, or use voice again from /,
    );
    bob.remoteAddress = '203.0.113.9';
    expect((await send(bob, speech)).status).toBe(200);
  });

  it('refuses what is no recording (415) and an unknown twin (404); an anonymous visitor needs a conversation', async () => {
    const sent = audio.received.length;
    const anon = await visitor('198.51.100.4');
    expect((await send(anon, speech, 'text/plain')).status).toBe(415);
    expect((await send(anon, new Uint8Array(0))).status).toBe(400);
    expect((await send(anon, speech, 'audio/wav', 'nobody-here')).status).toBe(404);
    const stranger = t.client();
    stranger.remoteAddress = '198.51.100.5';
    const noConversation = await send(stranger, speech);
    expect(noConversation.status).toBe(403);
    expect(noConversation.body.error.message).toBe(
      "Open a conversation with Maya Chen's twin first: your voice messages go into it.",
    );
    expect(audio.received).toHaveLength(sent);
  });

  it('follows who may talk to the twin: signed-in only refuses anonymous visitors, closed refuses everyone', async () => {
    const anon = await visitor('198.51.100.6');
    const sent = audio.received.length;
    expect((await maya.gql(SET, { mode: 'signed_in' })).data.updateTwinAccess).toMatchObject({
      mode: 'signed_in',
      voiceChat: true,
    });
    const signInFirst = await send(anon, speech);
    expect(signInFirst.status).toBe(403);
    expect(signInFirst.body.error).toMatchObject({
      reason: 'sign_in_required',
      message: "Maya Chen's twin talks with signed-in people only. Sign in to chat.",
    });
    const carol = await signedUp(t, { email: 'carol@example.com', username: 'carol' });
    expect((await send(carol, speech)).status).toBe(200);

    await maya.gql(SET, { mode: 'nobody' });
    const closed = await send(carol, speech);
    expect(closed.status).toBe(403);
    expect(closed.body.error).toMatchObject({
      reason: 'twin_off',
      message: "Maya Chen's twin is not taking conversations right now.",
    });
    expect(audio.received).toHaveLength(sent + 1);
    await maya.gql(SET, { mode: 'everyone' });
  });

  it('is not set up once the model’s connection is removed: 409, and the page offers no voice', async () => {
    await admin.gql('mutation($id: ID!) { removeAiConnection(id: $id) { __typename } }', { id: connectionId });
    expect(await offer(t.client())).toEqual({ transcription: false, speech: false });
    const refused = await send(await visitor('198.51.100.7'), speech);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'CONFLICT',
      reason: 'voice_not_set_up',
      message: "Voice messages to twins aren't set up on this server.",
    });
  });
});
