/**
 * What the offline brain says about getting a model that writes is true for who reads it (issue
 * 57): the admin who could connect one (the first account) is told where, not "connected by an
 * admin"; anyone else is told their admin can; once a connected model is in their menu, everyone
 * is told to choose it. Its greeting, which says what it lacks, says the same. GraphQL gives the app the same facts (viewer.isAdmin, the models offered,
 * the model new conversations start with).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEEDS_A_MODEL } from '../src/agent/offline-brain.js';
import { brainTurn as say } from './support/brain-turns.js';
import { startScriptedOpenAI } from './support/scripted-openai.js';
import { signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

let ai: Awaited<ReturnType<typeof startScriptedOpenAI>>;
let t: TestApp;
let admin: TestClient;
let bob: TestClient;

beforeAll(async () => {
  ai = await startScriptedOpenAI({ models: ['chat-a'] });
  t = await startTestApp({}, { brain: 'offline' });
  admin = await signedUp(t);
  bob = await signedUp(t, { email: 'bob@example.com', username: 'bob' });
});
afterAll(async () => {
  await t.close();
  await ai.close();
});

const ASK = 'Write a haiku about autumn';
/** A greeting about trying Duet: the brain introduces itself, and what it lacks. */
const HELLO = 'Hi, I just signed up';

describe('the offline brain on getting a model', () => {
  it('tells the admin where to connect one, never to ask an admin', async () => {
    const viewer = (await admin.gql('{ viewer { isAdmin hasConnectedModel } }')).data.viewer;
    expect(viewer).toEqual({ isAdmin: true, hasConnectedModel: false });
    const reply = await say(admin, ASK);
    expect(reply.text).toContain(NEEDS_A_MODEL);
    expect(reply.text).toMatch(/AI models page/);
    expect(reply.text).not.toMatch(/by an admin|your admin/i);
    const hello = await say(admin, HELLO);
    expect(hello.text).toMatch(/AI models page/);
    expect(hello.text).not.toMatch(/admin/i);
  });

  it('tells anyone else that their admin can connect one', async () => {
    const reply = await say(bob, ASK);
    expect(reply.text).toContain(NEEDS_A_MODEL);
    expect(reply.text).toMatch(/your admin/i);
    expect(reply.text).not.toMatch(/AI models page/);
    const hello = await say(bob, HELLO);
    expect(hello.text).toMatch(/your admin/i);
    expect(hello.text).not.toMatch(/AI models page/);
  });

  it('once a connected model is offered, tells everyone to choose it, and GraphQL says so too', async () => {
    const added = await admin.gql(
      `mutation { addAiConnection(name: "Scripted", kind: openai_compatible, baseUrl: "${ai.baseUrl}") {
        ... on AiConnection { models { id name } } ... on Error { message } } }`,
    );
    const model = added.data.addAiConnection.models.find((m: { name: string }) => m.name === 'chat-a');
    await admin.gql(`mutation($id: ID!) { updateAiModel(id: $id, allowed: true) { __typename } }`, { id: model.id });

    const read = await bob.gql(
      '{ aiModels { name offline } viewer { isAdmin hasConnectedModel chatModel { name offline } } }',
    );
    expect(read.data.viewer.isAdmin).toBe(false);
    expect(read.data.viewer.hasConnectedModel).toBe(true);
    expect(read.data.aiModels.some((m: { offline: boolean }) => !m.offline)).toBe(true);
    // New conversations start on the person's default: still the offline brain until they choose.
    expect(read.data.viewer.chatModel.offline).toBe(true);

    for (const who of [admin, bob]) {
      const reply = await say(who, ASK);
      expect(reply.text).toContain(NEEDS_A_MODEL);
      expect(reply.text).toMatch(/model menu/);
      expect(reply.text).not.toMatch(/your admin|AI models page/i);
      const hello = await say(who, HELLO);
      expect(hello.text).toMatch(/model menu/);
      expect(hello.text).not.toMatch(/admin|AI models page|ask again/i);
    }
  });
});
