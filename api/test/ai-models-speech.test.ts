/**
 * The voice model on the AI models page (ai-models/): an admin connects a real OpenAI-compatible
 * audio server on 127.0.0.1 (common/testing/scripted-audio-server.ts, which speaks with espeak-ng),
 * whose test reads a short sentence aloud; chooses and clears its tts model and the voice it speaks
 * with, over GraphQL and REST; an unknown key, the offline brain, a voice name past 64 characters
 * and anyone but an admin are refused with nothing changed; a server without the route is said so
 * in plain words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startScriptedAudioServer, type ScriptedAudioServer } from '../../common/testing/scripted-audio-server.js';
import { signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

let audio: ScriptedAudioServer;
let t: TestApp;
let admin: TestClient;
let bob: TestClient;
let ttsId: string;
let connectionId: string;

const CHOSEN = `__typename ... on AiSettings { speechModel { id name } speechVoice }
  ... on ValidationError { message fieldErrors { field message } }`;
const choose = (client: TestClient, vars: { m?: string | null; v?: string | null }) =>
  client.gql(`mutation($m: ID, $v: String) { updateAiDefaults(speechModel: $m, speechVoice: $v) { ${CHOSEN} } }`, vars);
const chosen = async () => (await admin.gql('{ aiSettings { speechModel { id } speechVoice } }')).data.aiSettings;

beforeAll(async () => {
  audio = await startScriptedAudioServer({ models: ['tts-1'] });
  t = await startTestApp();
  admin = await signedUp(t);
  bob = await signedUp(t, { email: 'bob@example.com', username: 'bob' });
});
afterAll(async () => {
  await t?.close();
  await audio?.close();
});

describe('the voice model', () => {
  it('is tested with the connection: its tts model reads a short sentence aloud', async () => {
    const added = await admin.gql(
      `mutation($url: String!) { addAiConnection(name: "Voice", kind: openai_compatible, baseUrl: $url) {
        ... on AiConnection { id models { id name } lastTest { ok checks { check ok message } } } } }`,
      { url: audio.baseUrl },
    );
    const connection = added.data.addAiConnection;
    connectionId = connection.id;
    ttsId = connection.models.find((m: { name: string }) => m.name === 'tts-1').id;
    expect(connection.lastTest.ok).toBe(true);
    expect(connection.lastTest.checks).toEqual([
      { check: 'models', ok: true, message: 'Lists 1 model.' },
      // A voice model is not asked for a chat completion.
      { check: 'completion', ok: null, message: 'Not tried: it lists no chat model.' },
      {
        check: 'embedding',
        ok: null,
        message: 'Not tried: no embedding model listed. Search works by full text without one.',
      },
      { check: 'speech', ok: true, message: 'tts-1 read a short sentence aloud.' },
    ]);
    expect(audio.spoken).toEqual([
      {
        model: 'tts-1',
        input: 'Ready.',
        voice: 'alloy',
        responseFormat: 'wav',
        speed: undefined,
        authorization: undefined,
      },
    ]);
  });

  it('is chosen and cleared by an admin over GraphQL, with its voice; what is not a choice is refused', async () => {
    expect(await chosen()).toEqual({ speechModel: null, speechVoice: 'alloy' });
    expect((await choose(admin, { m: ttsId, v: 'echo' })).data.updateAiDefaults).toEqual({
      __typename: 'AiSettings',
      speechModel: { id: ttsId, name: 'tts-1' },
      speechVoice: 'echo',
    });
    expect((await choose(admin, { m: 'no-such-model' })).data.updateAiDefaults).toEqual({
      __typename: 'ValidationError',
      message: 'Choose one of the models listed',
      fieldErrors: [{ field: 'speechModel', message: 'Choose one of the models listed' }],
    });
    expect((await choose(admin, { m: 'local' })).data.updateAiDefaults).toMatchObject({
      __typename: 'ValidationError',
      message: "The offline brain can't read answers aloud: choose a connection's model",
    });
    expect((await choose(admin, { v: 'v'.repeat(65) })).data.updateAiDefaults).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'speechVoice', message: "A voice's name is at most 64 characters" }],
    });
    expect((await choose(admin, { v: '  ' })).data.updateAiDefaults.__typename).toBe('ValidationError');
    expect(await chosen()).toEqual({ speechModel: { id: ttsId }, speechVoice: 'echo' });
    // A null voice is the default one; a null model turns the server's voice off.
    expect((await choose(admin, { m: null, v: null })).data.updateAiDefaults).toMatchObject({
      speechModel: null,
      speechVoice: 'alloy',
    });
    expect((await choose(admin, { m: ttsId })).data.updateAiDefaults.speechModel.id).toBe(ttsId);
  });

  it('is for admins only', async () => {
    expect((await choose(bob, { m: null })).errors?.[0]?.message).toBe('Not found');
    const rest = await bob.request('PATCH', '/api/v1/admin/ai/defaults', { json: { speech_model: null } });
    expect(rest.status).toBe(404);
    expect(await chosen()).toEqual({ speechModel: { id: ttsId }, speechVoice: 'alloy' });
  });

  it('is speech_model and speech_voice over REST, and the test takes one', async () => {
    expect((await admin.get('/api/v1/admin/ai')).body).toMatchObject({
      speech_model: { id: ttsId, name: 'tts-1' },
      speech_voice: 'alloy',
    });
    const patch = (json: unknown) => admin.request('PATCH', '/api/v1/admin/ai/defaults', { json });
    const voiced = await patch({ speech_voice: 'af_heart' });
    expect(voiced.body).toMatchObject({ speech_model: { id: ttsId }, speech_voice: 'af_heart' });
    const tooLong = await patch({ speech_voice: 'v'.repeat(65) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toMatchObject({ field: 'speech_voice' });
    const unknown = await patch({ speech_model: 'no-such-model' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({ field: 'speech_model', message: 'Choose one of the models listed' });
    expect((await patch({ speech_model: null })).body.speech_model).toBeNull();
    expect((await patch({ speech_model: ttsId })).body.speech_model.id).toBe(ttsId);

    const sent = audio.spoken.length;
    const tested = await admin.post(`/api/v1/admin/ai/connections/${connectionId}/test`, { speech_model: 'tts-1' });
    expect(tested.status).toBe(200);
    expect(tested.body.last_test.checks).toContainEqual({
      check: 'speech',
      ok: true,
      message: 'tts-1 read a short sentence aloud.',
    });
    // In the chosen voice.
    expect(audio.spoken.slice(sent)).toMatchObject([{ model: 'tts-1', voice: 'af_heart' }]);
  });

  it('says in plain words that a server without the route cannot read aloud', async () => {
    const silent = await startScriptedAudioServer({ models: ['kokoro'], speech: false });
    try {
      const added = await admin.gql(
        `mutation($url: String!) { addAiConnection(name: "No voice", kind: openai_compatible, baseUrl: $url) {
          ... on AiConnection { id lastTest { ok checks { check ok message } } } } }`,
        { url: silent.baseUrl },
      );
      const { id, lastTest } = added.data.addAiConnection;
      expect(lastTest.ok).toBe(false);
      expect(lastTest.checks).toContainEqual({
        check: 'speech',
        ok: false,
        message: `${silent.baseUrl} has no voice: it answered 404 at /audio/speech.`,
      });
      await admin.gql('mutation($id: ID!) { removeAiConnection(id: $id) { __typename } }', { id });
    } finally {
      await silent.close();
    }
  });

  it('goes with its connection when the connection is removed', async () => {
    await admin.gql('mutation($id: ID!) { removeAiConnection(id: $id) { __typename } }', { id: connectionId });
    expect((await chosen()).speechModel).toBeNull();
    expect((await admin.get('/api/v1/admin/ai')).body.speech_model).toBeNull();
  });
});
