/**
 * Personal instructions (api/src/personalisation/instructions.ts): the person's own, read and saved
 * over GraphQL and REST, at most 1,500 characters each; every private conversation's model gets
 * them and a twin's never does; the offline brain keeps to the length they ask for.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brainTurn } from './support/brain-turns.js';
import { startAppWithScriptedAI } from './support/scripted-openai.js';
import { answered, signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

const SET = `mutation ($about: String, $style: String) {
  setPersonalInstructions(about: $about, style: $style) {
    __typename ... on PersonalInstructions { about style maxLength } ... on ValidationError { message fieldErrors { field message } }
  }
}`;
const GET = '{ viewer { personalInstructions { about style maxLength } } }';

let t: TestApp;
let ada: TestClient;
beforeAll(async () => {
  t = await startTestApp({}, { brain: 'offline' });
  ada = await signedUp(t);
});
afterAll(() => t.close());

describe('personal instructions', () => {
  it('are none at first; GraphQL and REST read and save the same ones', async () => {
    expect((await ada.gql(GET)).data.viewer.personalInstructions).toEqual({
      about: null,
      style: null,
      maxLength: 1500,
    });
    const saved = await ada.gql(SET, { about: '  I am a nurse.  ', style: 'Answer in French.' });
    expect(saved.data.setPersonalInstructions).toEqual({
      __typename: 'PersonalInstructions',
      about: 'I am a nurse.',
      style: 'Answer in French.',
      maxLength: 1500,
    });
    expect((await ada.get('/api/v1/account/instructions')).body).toEqual({
      about: 'I am a nurse.',
      style: 'Answer in French.',
      max_length: 1500,
    });
    // One left out stays; an empty one is cleared.
    const rest = await ada.request('PUT', '/api/v1/account/instructions', { json: { style: '' } });
    expect(rest.status).toBe(200);
    expect(rest.body).toEqual({ about: 'I am a nurse.', style: null, max_length: 1500 });
    expect((await ada.gql(GET)).data.viewer.personalInstructions).toMatchObject({
      about: 'I am a nurse.',
      style: null,
    });
  });

  it('refuse more than 1,500 characters with a clear message, and keep what was saved', async () => {
    const long = 'x'.repeat(1501);
    const gql = await ada.gql(SET, { about: long });
    expect(gql.data.setPersonalInstructions).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'about', message: 'What Duet should know about you can be at most 1,500 characters' }],
    });
    const rest = await ada.request('PUT', '/api/v1/account/instructions', { json: { style: long } });
    expect(rest.status).toBe(400);
    expect(rest.body.error.message).toBe('How Duet should answer can be at most 1,500 characters');
    const odd = await ada.request('PUT', '/api/v1/account/instructions', { json: { about: 42 } });
    expect(odd.status).toBe(400);
    expect((await ada.get('/api/v1/account/instructions')).body).toMatchObject({ about: 'I am a nurse.', style: null });
    // Exactly 1,500 is fine.
    expect((await ada.gql(SET, { style: 'y'.repeat(1500) })).data.setPersonalInstructions.style).toHaveLength(1500);
    await ada.gql(SET, { style: '' });
  });

  it('are the person’s own: strangers are refused, and nobody reads another’s', async () => {
    expect((await t.client().get('/api/v1/account/instructions')).status).toBe(401);
    expect((await t.client().request('PUT', '/api/v1/account/instructions', { json: { about: 'x' } })).status).toBe(
      401,
    );
    expect((await t.client().gql(SET, { about: 'x' })).errors?.[0]?.message).toBeTruthy();
    const bob = await signedUp(t, { email: 'bob@example.com', username: 'bob' });
    const adaId = (await ada.gql('{ viewer { id } }')).data.viewer.id;
    const other = await bob.gql(
      'query ($id: ID!) { node(id: $id) { ... on User { personalInstructions { about } } } }',
      {
        id: adaId,
      },
    );
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(JSON.stringify(other)).not.toContain('nurse');
    // Bob's own are his: saving them leaves Ada's as they are.
    await bob.gql(SET, { about: 'I am a pilot.' });
    expect((await ada.gql(GET)).data.viewer.personalInstructions.about).toBe('I am a nurse.');
  });

  it('make the offline brain answer briefly when asked to, and leave its answers whole otherwise', async () => {
    const question = 'What can you do?';
    const before = (await brainTurn(ada, question)).text;
    await ada.gql(SET, { style: 'Keep your answers short, please.' });
    const after = (await brainTurn(ada, question)).text;
    await ada.gql(SET, { style: '' });
    expect(before.length).toBeGreaterThan(after.length);
    expect(before.startsWith(after.replace(/[.!?]+$/, ''))).toBe(true);
    expect(after.match(/[.!?](\s|$)/g)?.length ?? 1).toBe(1);
  });
});

describe('with a real model', () => {
  it('reach every private conversation’s model, and never a twin’s', async () => {
    const s = await startAppWithScriptedAI();
    try {
      const owner = await signedUp(s.t, { email: 'maya@example.com', username: 'maya', display_name: 'Maya Chen' });
      await owner.request('PUT', '/api/v1/profile', { json: { public: true, bio: 'I build apps for climbers.' } });
      await owner.gql(SET, { about: 'I am a nurse.', style: 'Answer in French.' });
      const system = () => (s.ai.requests.at(-1)!.messages as Array<{ role: string; content: string }>)[0]!;

      s.ai.enqueue({ kind: 'text', chunks: ['Bonjour !'] });
      await brainTurn(owner, 'Hello');
      expect(system().role).toBe('system');
      expect(system().content).toContain('I am a nurse.');
      expect(system().content).toContain('Answer in French.');

      s.ai.enqueue({ kind: 'text', chunks: ['Maya builds apps for climbers.'] });
      const visitor = s.t.client();
      const thread = (await visitor.post('/api/v1/twin/maya/threads', { new: true })).body.thread_id as string;
      await answered(visitor, thread, 'Who is Maya?');
      const twin = JSON.stringify(s.ai.requests.at(-1)!.messages);
      expect(twin).toContain('public twin');
      expect(twin).not.toContain('nurse');
      expect(twin).not.toContain('Answer in French');
    } finally {
      await s.close();
    }
  });
});
