/**
 * The speech-to-text model on the AI models page (ai-models/): an admin connects a real
 * OpenAI-compatible audio server on 127.0.0.1 (common/testing/scripted-audio-server.ts), whose test writes
 * down half a second of silence made in code; chooses and clears its whisper model as the model that
 * writes down what people say, over GraphQL and REST; an unknown key, the offline brain and anyone
 * but an admin are refused with nothing changed; a server without the route is said so in plain words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startScriptedAudioServer, type ScriptedAudioServer } from '../../common/testing/scripted-audio-server.js';
import { signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

let audio: ScriptedAudioServer;
let t: TestApp;
let admin: TestClient;
let bob: TestClient;
let whisperId: string;
let connectionId: string;

const CHOSEN = `__typename ... on AiSettings { transcriptionModel { id name } }
  ... on ValidationError { message fieldErrors { field message } }`;
const choose = (client: TestClient, transcriptionModel: string | null) =>
  client.gql(`mutation($m: ID) { updateAiDefaults(transcriptionModel: $m) { ${CHOSEN} } }`, { m: transcriptionModel });
const chosen = async () =>
  (await admin.gql('{ aiSettings { transcriptionModel { id } } }')).data.aiSettings.transcriptionModel;

beforeAll(async () => {
  audio = await startScriptedAudioServer();
  t = await startTestApp();
  admin = await signedUp(t);
  bob = await signedUp(t, { email: 'bob@example.com', username: 'bob' });
});
afterAll(async () => {
  await t?.close();
  await audio?.close();
});

describe('the speech-to-text model', () => {
  it('is tested with the connection: its whisper model writes down half a second of silence', async () => {
    const added = await admin.gql(
      `mutation($url: String!) { addAiConnection(name: "Whisper", kind: openai_compatible, baseUrl: $url) {
        ... on AiConnection { id models { id name } lastTest { ok checks { check ok message } } } } }`,
      { url: audio.baseUrl },
    );
    const connection = added.data.addAiConnection;
    connectionId = connection.id;
    whisperId = connection.models.find((m: { name: string }) => m.name === 'whisper-small').id;
    expect(connection.lastTest.ok).toBe(true);
    expect(connection.lastTest.checks).toEqual([
      { check: 'models', ok: true, message: 'Lists 1 model.' },
      // A speech model is not asked for a chat completion.
      { check: 'completion', ok: null, message: 'Not tried: it lists no chat model.' },
      {
        check: 'embedding',
        ok: null,
        message: 'Not tried: no embedding model listed. Search works by full text without one.',
      },
      { check: 'transcription', ok: true, message: 'whisper-small wrote down a short recording.' },
    ]);
    // The server got a WAV (RIFF header, 16 kHz mono 16-bit, half a second) for its model, without a key.
    const [test] = audio.received;
    expect(test).toMatchObject({ model: 'whisper-small', mediaType: 'audio/wav', authorization: undefined });
    const header = new DataView(test!.bytes.buffer, test!.bytes.byteOffset, 44);
    expect(new TextDecoder().decode(test!.bytes.subarray(0, 4))).toBe('RIFF');
    expect(new TextDecoder().decode(test!.bytes.subarray(8, 12))).toBe('WAVE');
    expect(header.getUint32(24, true)).toBe(16_000);
    expect(header.getUint32(40, true)).toBe(16_000);
    expect(test!.bytes.byteLength).toBe(44 + 16_000);
  });

  it('is chosen and cleared by an admin over GraphQL; an unknown key or the offline brain is refused', async () => {
    expect(await chosen()).toBeNull();
    expect((await choose(admin, whisperId)).data.updateAiDefaults.transcriptionModel).toEqual({
      id: whisperId,
      name: 'whisper-small',
    });
    expect((await choose(admin, 'no-such-model')).data.updateAiDefaults).toEqual({
      __typename: 'ValidationError',
      message: 'Choose one of the models listed',
      fieldErrors: [{ field: 'transcriptionModel', message: 'Choose one of the models listed' }],
    });
    expect((await choose(admin, 'local')).data.updateAiDefaults).toMatchObject({
      __typename: 'ValidationError',
      message: "The offline brain can't write down speech: choose a connection's model",
    });
    expect(await chosen()).toEqual({ id: whisperId });
    expect((await choose(admin, null)).data.updateAiDefaults.transcriptionModel).toBeNull();
    expect(await chosen()).toBeNull();
    expect((await choose(admin, whisperId)).data.updateAiDefaults.transcriptionModel.id).toBe(whisperId);
  });

  it('is for admins only', async () => {
    const refused = await choose(bob, null);
    expect(refused.errors?.[0]?.message).toBe('Not found');
    const rest = await bob.request('PATCH', '/api/v1/admin/ai/defaults', { json: { transcription_model: null } });
    expect(rest.status).toBe(404);
    expect(await chosen()).toEqual({ id: whisperId });
  });

  it('is transcription_model over REST, beside embedding_model, and the test takes one', async () => {
    expect((await admin.get('/api/v1/admin/ai')).body.transcription_model).toMatchObject({
      id: whisperId,
      name: 'whisper-small',
    });
    const patch = (json: unknown) => admin.request('PATCH', '/api/v1/admin/ai/defaults', { json });
    expect((await patch({ transcription_model: null })).body.transcription_model).toBeNull();
    const unknown = await patch({ transcription_model: 'no-such-model' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({
      field: 'transcription_model',
      message: 'Choose one of the models listed',
    });
    expect((await admin.get('/api/v1/admin/ai')).body.transcription_model).toBeNull();
    expect((await patch({ transcription_model: whisperId })).body.transcription_model.id).toBe(whisperId);

    const sent = audio.received.length;
    const tested = await admin.post(`/api/v1/admin/ai/connections/${connectionId}/test`, {
      transcription_model: 'whisper-small',
    });
    expect(tested.status).toBe(200);
    expect(tested.body.last_test.checks).toContainEqual({
      check: 'transcription',
      ok: true,
      message: 'whisper-small wrote down a short recording.',
    });
    expect(audio.received).toHaveLength(sent + 1);
  });

  it('says in plain words that a server without the route cannot write speech down', async () => {
    const chatOnly = await startScriptedAudioServer({ transcriptions: false });
    try {
      const added = await admin.gql(
        `mutation($url: String!) { addAiConnection(name: "Chat only", kind: openai_compatible, baseUrl: $url) {
          ... on AiConnection { id lastTest { ok checks { check ok message } } } } }`,
        { url: chatOnly.baseUrl },
      );
      const { id, lastTest } = added.data.addAiConnection;
      expect(lastTest.ok).toBe(false);
      expect(lastTest.checks).toContainEqual({
        check: 'transcription',
        ok: false,
        message: `${chatOnly.baseUrl} has no speech to text: it answered 404 at /audio/transcriptions.`,
      });
      await admin.gql('mutation($id: ID!) { removeAiConnection(id: $id) { __typename } }', { id });
    } finally {
      await chatOnly.close();
    }
  });

  it('goes with its connection when the connection is removed', async () => {
    await admin.gql('mutation($id: ID!) { removeAiConnection(id: $id) { __typename } }', { id: connectionId });
    expect(await chosen()).toBeNull();
    expect((await admin.get('/api/v1/admin/ai')).body.transcription_model).toBeNull();
  });
});
