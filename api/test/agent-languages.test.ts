/**
 * The brain in the person's language (docs/decisions/languages-on-the-server.md). The offline brain
 * says its own sentences in the language of who it answers — the person's (their account's, else
 * their request's), a twin's visitor's request's — and says plainly, in that language, when it
 * cannot read a message (its rules read English). A model is told the language in its system prompt
 * (and for a conversation's title): tried with the scripted model, which records what it got.
 * Kinds of answers and the language they are in, not exact sentences.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TITLE_INSTRUCTIONS } from '../src/agent/titles.js';
import { brainTurn, memoriesOf } from './support/brain-turns.js';
import { startAppWithScriptedAI } from './support/scripted-openai.js';
import { answered, signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

/** Words only each language's sentences of the offline brain have (its name in that language). */
const OFFLINE_BRAIN_IN = {
  en: "Duet's offline brain",
  de: 'Offline-Brain von Duet',
  es: 'cerebro sin conexión de Duet',
  fr: 'cerveau hors ligne de Duet',
  'pt-BR': 'cérebro offline do Duet',
  ja: 'オフラインブレイン',
} as const;

describe('the offline brain', () => {
  let t: TestApp;
  let ada: TestClient;
  beforeAll(async () => {
    t = await startTestApp({}, { brain: 'offline' });
    ada = await signedUp(t);
    await ada.request('PUT', '/api/v1/profile', { json: { public: true, bio: 'Mathematician' } });
  });
  afterAll(() => t.close());

  const setLocale = (client: TestClient, locale: string | null) =>
    client.request('PUT', '/api/v1/account/locale', { json: { locale } });

  it.each(Object.entries(OFFLINE_BRAIN_IN))(
    'introduces itself in %s, the language the person chose',
    async (locale, name) => {
      await setLocale(ada, locale);
      const hello = await brainTurn(ada, 'Hi!');
      expect(hello.text).toContain(name);
      expect(hello.tools).toEqual([]);
      const others = Object.entries(OFFLINE_BRAIN_IN).filter(([l]) => l !== locale && l !== 'en');
      for (const [, other] of others) expect(hello.text).not.toContain(other);
    },
  );

  it('speaks the request’s language while the person chose none', async () => {
    await setLocale(ada, null);
    ada.headers['accept-language'] = 'fr-BE, fr;q=0.9';
    try {
      expect((await brainTurn(ada, 'What can you do?')).text).toContain(OFFLINE_BRAIN_IN.fr);
    } finally {
      delete ada.headers['accept-language'];
    }
    expect((await brainTurn(ada, 'What can you do?')).text).toContain(OFFLINE_BRAIN_IN.en);
  });

  it('says it could not read a message in another language, in the person’s, and keeps nothing of it', async () => {
    await setLocale(ada, 'de');
    const before = await memoriesOf(ada);
    for (const message of ['Ich wohne in Berlin und meine Schwester heißt Ana.', '私はベルリンに住んでいます。']) {
      const reply = await brainTurn(ada, message);
      expect(reply.tools).toEqual([]);
      expect(reply.text).toContain(OFFLINE_BRAIN_IN.de);
      expect(reply.text).toContain('Englisch');
    }
    expect(await memoriesOf(ada)).toEqual(before);
    // In English the same honesty, for a person who speaks English.
    await setLocale(ada, 'en');
    const english = await brainTurn(ada, 'Je voudrais savoir où se trouve la gare, s’il vous plaît.');
    expect(english.tools).toEqual([]);
    expect(english.text).toContain('English');
    // A sum is still worked out, whatever the language chosen.
    await setLocale(ada, 'de');
    expect((await brainTurn(ada, '17 * 23')).text).toContain('391');
  });

  it('reads English in any language the person chose, and says back their facts as they wrote them', async () => {
    await setLocale(ada, 'es');
    const saved = await brainTurn(ada, 'I live in Porto.');
    expect(saved.tools).toEqual(['remember']);
    expect(saved.text).toContain('«I live in Porto»');
    expect(await memoriesOf(ada)).toContain('I live in Porto');
    const asked = await brainTurn(ada, 'Where do I live?');
    expect(asked.text).toContain('«I live in Porto»');
    expect(asked.text).not.toContain('you live');
  });

  it('Profile Pal asks in the person’s language, and a skip in it is understood', async () => {
    const sofia = await signedUp(t, { email: 'sofia@example.com', username: 'sofia', display_name: 'Sofía' });
    await setLocale(sofia, 'es');
    const thread = (await sofia.post('/api/v1/chat/profile-pal/start')).body.thread_id as string;
    const opening = (await sofia.get(`/api/v1/chat/threads/${thread}/history`)).body.steps[0].output as string;
    expect(opening).toContain('Profile Pal');
    expect(opening).toContain('¿Cómo te describirías en una línea?');
    // How far she is, in her language too (REST and GraphQL).
    const progress = (await sofia.get('/api/v1/chat/profile-pal/progress')).body;
    expect(progress.steps.map((step: { label: string }) => step.label)).toEqual([
      'Nombre',
      'Sobre ti',
      'Intereses',
      'Ubicación',
      'Habilidades',
    ]);
    expect(progress.current_question).toBe('¿Cómo te describirías en una línea?');
    const gql = await sofia.gql('{ viewer { profilePalProgress { currentQuestion steps { label } } } }');
    expect(gql.data.viewer.profilePalProgress.steps[1].label).toBe('Sobre ti');
    const skipped = (await answered(sofia, thread, 'saltar')).at(-1).output as string;
    expect(skipped).toContain('¿Qué te interesa?');
    expect((await sofia.get('/api/v1/auth/me')).body.is_onboarded).toBe(true);
    const told = (await answered(sofia, thread, 'jazz, escalada')).at(-1).output as string;
    expect(told).toContain('jazz y escalada');
    expect(told).toContain('¿Dónde vives?');
  });

  it('a twin answers its visitor in the visitor’s language, not its owner’s', async () => {
    await setLocale(ada, 'de');
    const visitor = t.client();
    visitor.headers['accept-language'] = 'es';
    const thread = (await visitor.post('/api/v1/twin/ada/threads', { new: true })).body.thread_id as string;
    const greeting = (await answered(visitor, thread, 'Hi!')).at(-1).output as string;
    expect(greeting).toContain('gemelo de Ada Lovelace');
    const unknown = (await answered(visitor, thread, 'What is her favourite film?')).at(-1).output as string;
    expect(unknown).toContain('Ada Lovelace');
    expect(unknown).toMatch(/Todavía no sé/);
    const english = t.client();
    const other = (await english.post('/api/v1/twin/ada/threads', { new: true })).body.thread_id as string;
    expect((await answered(english, other, 'Hi!')).at(-1).output).toContain("Ada Lovelace's twin");
  });
});

describe('a model', () => {
  let s: Awaited<ReturnType<typeof startAppWithScriptedAI>>;
  beforeAll(async () => {
    s = await startAppWithScriptedAI();
  });
  afterAll(() => s.close());

  const lastSystemPrompt = () => {
    const messages = s.ai.requests.at(-1)!.messages as Array<{ role: string; content: string }>;
    expect(messages[0]!.role).toBe('system');
    return messages[0]!.content;
  };

  it('is told the person’s language: their choice, else their request’s', async () => {
    const owner = await signedUp(s.t, { email: 'maya@example.com', username: 'maya', display_name: 'Maya Chen' });
    await owner.request('PUT', '/api/v1/profile', { json: { public: true, bio: 'I build apps for climbers.' } });
    await owner.request('PUT', '/api/v1/account/locale', { json: { locale: 'de' } });
    s.ai.enqueue({ kind: 'text', chunks: ['Hallo!'] });
    owner.headers['accept-language'] = 'ja';
    await brainTurn(owner, 'Hello');
    expect(lastSystemPrompt()).toMatch(/German \(de\)/);
    expect(lastSystemPrompt()).not.toMatch(/Japanese/);

    await owner.request('PUT', '/api/v1/account/locale', { json: { locale: null } });
    s.ai.enqueue({ kind: 'text', chunks: ['こんにちは'] });
    await brainTurn(owner, 'Hello again');
    expect(lastSystemPrompt()).toMatch(/Japanese \(ja\)/);
    delete owner.headers['accept-language'];
  });

  it('a twin is told its visitor’s language, never its owner’s', async () => {
    const visitor = s.t.client();
    visitor.headers['accept-language'] = 'fr';
    const thread = (await visitor.post('/api/v1/twin/maya/threads', { new: true })).body.thread_id as string;
    s.ai.enqueue({ kind: 'text', chunks: ['Maya construit des applications.'] });
    await answered(visitor, thread, 'Who is Maya?');
    const prompt = lastSystemPrompt();
    expect(prompt).toContain('public twin');
    expect(prompt).toMatch(/visitor.*French \(fr\)/);
    expect(prompt).not.toMatch(/German|Japanese/);
  });

  it('writes a conversation’s title in the person’s language', async () => {
    const pia = await signedUp(s.t, { email: 'pia@example.com', username: 'pia' });
    await pia.request('PUT', '/api/v1/account/locale', { json: { locale: 'pt-BR' } });
    const titles = s.ai.titleRequests.length;
    s.ai.enqueue({ kind: 'text', chunks: ['Claro.'] });
    await brainTurn(pia, 'Plan a trip to Lisbon');
    await s.t.app.services.chat.runs.settled();
    expect(s.ai.titleRequests.length).toBe(titles + 1);
    const instructions = (s.ai.titleRequests.at(-1)!.messages as Array<{ content: string }>)[0]!.content;
    expect(instructions.startsWith(TITLE_INSTRUCTIONS)).toBe(true);
    expect(instructions).toMatch(/Brazilian Portuguese \(pt-BR\)/);
  });
});
