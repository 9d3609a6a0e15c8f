/**
 * Who the twin speaks as (docs/product.md §11): about the owner in the third person (the default)
 * or as them in the first, in every sentence of an answer — facts in the owner's words, facts that
 * name them, the greeting and the question passed on — for visitors and in the owner's preview.
 * The owner chooses over GraphQL and REST; nobody else can; a real model gets the choice as a rule.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppWithScriptedAI } from './support/scripted-openai.js';
import { answered, signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

const VOICE = '{ viewer { twinAccess { voice style } } }';
const SET =
  'mutation ($voice: TwinVoice) { updateTwinAccess(voice: $voice) { ... on TwinAccess { voice style } ... on ValidationError { message } } }';

/** Maya's public facts: in her words, naming her, and speaking for more than her. */
async function maya(t: TestApp) {
  const owner = await signedUp(t, { email: 'maya@example.com', username: 'maya', display_name: 'Maya Chen' });
  await owner.request('PUT', '/api/v1/profile', {
    json: { public: true, bio: 'I build apps for climbers.', interests: ['climbing', 'typography'], location: 'Leeds' },
  });
  for (const content of [
    'My favourite book is Dune',
    'Maya Chen runs the climbing club on Tuesdays',
    'We ship a new route map every month',
  ]) {
    await owner.gql('mutation ($c: String!) { createMemory(content: $c, visibility: public) { __typename } }', {
      c: content,
    });
  }
  return owner;
}

/** Questions whose answers carry every kind of fact, one or several to an answer. */
const QUESTIONS = [
  "What is Maya's favourite book?",
  'What does Maya do on Tuesdays?',
  'What does Maya ship?',
  'Where is Maya based?',
  'Who is Maya?',
  "Tell me about Maya's climbing",
];

/** The words of an answer outside quotations (a quotation is the owner's, as written). */
const said = (text: string) => text.replace(/“[^”]*”/g, '“”');

async function replies(client: TestClient, questions: string[]) {
  const thread = (await client.post('/api/v1/twin/maya/threads', { new: true })).body.thread_id as string;
  const out: Array<{ question: string; text: string; passedOn: boolean }> = [];
  for (const question of questions) {
    const steps = await answered(client, thread, question);
    const reply = steps.at(-1);
    const tools = (reply.metadata.tool_call_session?.tool_calls ?? []).map((c: { name: string }) => c.name);
    out.push({ question, text: reply.output as string, passedOn: tools.includes('ask_owner') });
  }
  return out;
}

let t: TestApp;
let owner: TestClient;
beforeAll(async () => {
  t = await startTestApp({}, { brain: 'offline' });
  owner = await maya(t);
});
afterAll(() => t.close());

describe('the twin’s voice (local provider)', () => {
  it('third person by default: every sentence is about Maya, by name, none in her own “I”', async () => {
    expect((await owner.gql(VOICE)).data.viewer.twinAccess).toEqual({ voice: 'third', style: 'adaptive' });
    for (const reply of await replies(t.client(), QUESTIONS)) {
      expect(reply.passedOn, reply.question).toBe(false);
      expect(reply.text, reply.question).toContain('Maya Chen');
      expect(said(reply.text), reply.question).not.toMatch(/\b(?:I|I'm|I've|my|me|we|our|us)\b/i);
    }
  });

  it('first person: every sentence speaks as Maya, never of her by name or as “she”', async () => {
    expect((await owner.gql(SET, { voice: 'first' })).data.updateTwinAccess).toEqual({
      voice: 'first',
      style: 'adaptive',
    });
    const answers = await replies(t.client(), QUESTIONS);
    for (const reply of answers) {
      expect(reply.passedOn, reply.question).toBe(false);
      expect(said(reply.text), reply.question).toMatch(/\b(?:I|I'm|my|me|we|our)\b/i);
      expect(said(reply.text), reply.question).not.toMatch(
        /\bMaya Chen's\b|\bMaya Chen (?!—)|\b(?:she|her|they|their)\b/i,
      );
    }
    // The facts themselves still come through, each in her voice.
    const text = answers.map((a) => a.text).join('\n');
    for (const fact of ['Dune', 'climbing club', 'route map', 'Leeds', 'build apps for climbers']) {
      expect(text).toContain(fact);
    }
  });

  it('first person, strict: quotes her facts, and says the rest as her', async () => {
    await owner.request('PUT', '/api/v1/twin/access', { json: { style: 'strict' } });
    const [book, where] = await replies(t.client(), [QUESTIONS[0]!, QUESTIONS[3]!]);
    expect(book!.text).toContain('“My favourite book is Dune”');
    expect(said(book!.text)).not.toMatch(/Maya/);
    expect(where!.text).toMatch(/\bI'm based in Leeds\b/);
    await owner.request('PUT', '/api/v1/twin/access', { json: { style: 'adaptive' } });
  });

  it('first person, in the owner’s preview and when a question is passed on', async () => {
    const [preview, unknown] = await replies(owner, ['Where is Maya based?', "What is Maya's favourite film?"]);
    expect(preview!.text).toMatch(/\bI'm based in Leeds\b/);
    expect(unknown!.passedOn).toBe(true);
    expect(said(unknown!.text)).toMatch(/\bI\b/);
    expect(said(unknown!.text)).not.toMatch(/Maya/);
  });

  it('REST reads and sets it; a wrong value is a 400 that changes nothing; only the owner can', async () => {
    expect((await owner.get('/api/v1/twin/access')).body).toMatchObject({ voice: 'first' });
    const wrong = await owner.request('PUT', '/api/v1/twin/access', { json: { voice: 'second' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.message).toBe('Choose first or third');
    expect((await t.client().request('PUT', '/api/v1/twin/access', { json: { voice: 'third' } })).status).toBe(401);
    const bob = await signedUp(t, { email: 'bob@example.com', username: 'bob' });
    expect((await bob.gql(SET, { voice: 'third' })).data.updateTwinAccess.voice).toBe('third');
    expect((await owner.gql(VOICE)).data.viewer.twinAccess.voice).toBe('first');
    const back = await owner.request('PUT', '/api/v1/twin/access', { json: { voice: 'third' } });
    expect(back.body).toMatchObject({ voice: 'third', style: 'adaptive', mode: 'everyone' });
  });
});

describe('the twin’s voice with a real model', () => {
  it('is one of the rules the model gets', async () => {
    const s = await startAppWithScriptedAI();
    try {
      const owner = await maya(s.t);
      await owner.gql(SET, { voice: 'first' });
      s.ai.enqueue({ kind: 'text', chunks: ['I build apps for climbers.'] });
      await replies(s.t.client(), ['Who is Maya?']);
      const system = (s.ai.requests.at(-1)!.messages as Array<{ role: string; content: string }>)[0]!;
      expect(system.content).toContain('Speak as the owner, in the first person');
      expect(system.content).not.toContain('Speak about the owner in the third person');
    } finally {
      await s.close();
    }
  });
});
