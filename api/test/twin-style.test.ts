/**
 * How strictly the twin keeps to the owner's words: adaptive (the default) phrases the public facts
 * about the owner; strict says them as written. The owner chooses over GraphQL and REST; nobody else
 * can; a real model gets the choice in its rules.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppWithScriptedAI } from './support/scripted-openai.js';
import { readSse } from './support/sse.js';
import { signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

const STYLE = '{ viewer { twinAccess { style } } }';
const SET =
  'mutation ($style: TwinStyle) { updateTwinAccess(style: $style) { ... on TwinAccess { style mode } ... on ValidationError { message } } }';

/** An owner with a public profile and one public fact; a visitor asks the twin about it. */
async function ownerWithFact(t: TestApp) {
  const ada = await signedUp(t);
  await ada.request('PUT', '/api/v1/profile', { json: { public: true, bio: 'Engineer.' } });
  await ada.gql(
    'mutation { createMemory(content: "I love climbing at Fontainebleau", visibility: public) { ... on Memory { id } } }',
  );
  return ada;
}

async function ask(t: TestApp, question: string) {
  const visitor = t.client();
  const start = await visitor.post('/api/v1/twin/ada/threads');
  const res = await visitor.raw(
    'GET',
    `/api/v1/chat/stream?${new URLSearchParams({ thread_id: start.body.id ?? start.body.thread_id, input: question })}`,
  );
  let text = '';
  for await (const m of readSse(res)) {
    const e = JSON.parse(m.data);
    if (e.type === 'delta') text += e.delta;
  }
  return text;
}

describe('the twin style (local provider)', () => {
  let t: TestApp;
  let ada: TestClient;
  beforeAll(async () => {
    t = await startTestApp({}, { brain: 'offline' });
    ada = await ownerWithFact(t);
  });
  afterAll(() => t.close());

  it('adaptive by default: the fact is phrased about the owner', async () => {
    expect((await ada.gql(STYLE)).data.viewer.twinAccess.style).toBe('adaptive');
    const reply = await ask(t, 'What does Ada love?');
    expect(reply).toContain('Ada Lovelace');
    expect(reply).toContain('climbing at Fontainebleau');
    expect(reply).not.toContain('I love climbing');
  });

  it('strict: the fact as the owner wrote it', async () => {
    expect((await ada.gql(SET, { style: 'strict' })).data.updateTwinAccess).toEqual({
      style: 'strict',
      mode: 'everyone',
    });
    // docs/product.md §11 quotes this form ("{name} has shared: “…”."), and the fact in it is the owner's own.
    expect(await ask(t, 'What does Ada love?')).toContain(
      'Ada Lovelace has shared: “I love climbing at Fontainebleau”.',
    );
  });

  it('REST reads and sets it; a wrong value is a 400 that changes nothing; only the owner can', async () => {
    expect((await ada.get('/api/v1/twin/access')).body).toMatchObject({ mode: 'everyone', style: 'strict' });
    const wrong = await ada.request('PUT', '/api/v1/twin/access', { json: { style: 'loose' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('Choose strict or adaptive');
    expect((await ada.request('PUT', '/api/v1/twin/access', { json: { style: 'adaptive' } })).body.style).toBe(
      'adaptive',
    );
    expect((await t.client().request('PUT', '/api/v1/twin/access', { json: { style: 'strict' } })).status).toBe(401);
    const bob = await signedUp(t, { email: 'bob@example.com', username: 'bob' });
    await bob.gql(SET, { style: 'strict' });
    expect((await ada.gql(STYLE)).data.viewer.twinAccess.style).toBe('adaptive');
  });
});

describe('the twin style with a real model', () => {
  it('is one of the rules the model gets', async () => {
    const s = await startAppWithScriptedAI();
    try {
      const ada = await ownerWithFact(s.t);
      await ada.gql(SET, { style: 'strict' });
      s.ai.enqueue({ kind: 'text', chunks: ['Ada has shared that.'] });
      await ask(s.t, 'What does Ada love?');
      const system = (s.ai.requests.at(-1)!.messages as Array<{ role: string; content: string }>)[0]!;
      expect(system.role).toBe('system');
      expect(system.content).toContain('Keep to the facts as written');
      expect(system.content).not.toContain('You may phrase the facts naturally');
    } finally {
      await s.close();
    }
  });
});
