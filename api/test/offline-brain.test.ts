/**
 * Duet's offline brain (the local provider) as a new person meets it in the first hour, over REST:
 * many phrasings of each kind of message — greetings, facts about oneself, things that only look
 * like facts, "what do you know about me", arithmetic, questions about oneself it was never told,
 * and everything only a real model can do — each get their kind of answer. Asserted on behaviour:
 * the tools called and their outputs, the memories in the database, the number or the fact in the
 * answer, and which of the brain's two honest answers it gave (offline-brain.ts), never its sentences.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEEDS_A_MODEL, NOT_TOLD_YET } from '../src/agent/offline-brain.js';
import { brainTurn as say, memoriesOf } from './support/brain-turns.js';
import { signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
let people = 0;
beforeAll(async () => {
  t = await startTestApp({}, { brain: 'offline' });
});
afterAll(() => t.close());

const person = () => {
  people++;
  return signedUp(t, { email: `p${people}@example.com`, username: `person${people}`, display_name: 'Rin Okafor' });
};
describe('greetings', () => {
  const GREETINGS = [
    'hi',
    'Hello!',
    'hey there',
    'Good morning',
    'good evening :)',
    'Hiya',
    'yo',
    'Hey Duet',
    'hello there!!',
    'Howdy 👋',
    'how are you?',
    'Hi, how are you doing today?',
    "what's up",
    'thanks',
    'Thank you so much!',
    'thx',
    'cheers',
    'bye',
    'Good night',
    'ok',
    'thank u',
    'Nice to meet you!',
    'hello?',
  ];
  it.each(GREETINGS)(
    '%s: a short greeting, no tool, nothing saved, neither "not told" nor "needs a model"',
    async (m) => {
      const rin = await person();
      const reply = await say(rin, m);
      expect(reply.tools).toEqual([]);
      expect(reply.text.trim().length).toBeGreaterThan(0);
      expect(reply.text.length).toBeLessThan(400);
      expect(reply.text).not.toContain(NOT_TOLD_YET);
      expect(reply.text).not.toContain(NEEDS_A_MODEL);
      expect(await memoriesOf(rin)).toEqual([]);
    },
  );

  it.each(['hello', "Hi there! I'm new here.", 'What can you help me with?', 'Are you an AI?', 'help', 'who are you?'])(
    '%s: says what the brain is and can do, with no tool',
    async (m) => {
      const reply = await say(await person(), m);
      expect(reply.tools).toEqual([]);
      expect(reply.text).toMatch(/remember/i);
      expect(reply.text).not.toContain(NOT_TOLD_YET);
    },
  );
});

describe('remarks about using Duet are not facts about the person (issue 57)', () => {
  const META = [
    'Hi, I just signed up',
    "Hi! I'm new here",
    'I am testing this',
    'Just signed up 👋',
    'hello, I just created my account',
    "I'm just trying this out",
    'This is my first time using this',
    'This is my first time here',
    'testing 1 2 3',
    'Hey, I joined today',
    'Remember that I just signed up',
  ];
  it.each(META)('%s: nothing kept, nothing in Knowledge, and no "needs a model"', async (m) => {
    const rin = await person();
    const reply = await say(rin, m);
    expect(reply.outputs.filter((o) => o.name === 'remember' && o.output?.saved)).toEqual([]);
    expect(reply.text).not.toContain(NEEDS_A_MODEL);
    expect(await memoriesOf(rin)).toEqual([]);
  });

  it('a greeting and a remark about signing up leave out only those: the fact after them is kept', async () => {
    const rin = await person();
    await say(rin, "Hi, I just signed up. I'm a nurse in Leeds.");
    expect(await memoriesOf(rin)).toEqual([expect.stringMatching(/nurse in Leeds/)]);
  });
});

describe('facts a person states about themselves are saved, without "remember that"', () => {
  const FACTS: Array<[string, string]> = [
    ['Actually I moved to Berlin last month', 'Berlin'],
    ["I'm vegetarian", 'vegetarian'],
    ["My sister's name is Ana", 'Ana'],
    ['I work at Acme as a designer', 'Acme'],
    ["I don't drink coffee anymore", 'coffee'],
    ['I have two cats, Miso and Tofu', 'Miso'],
    ['I’m allergic to penicillin.', 'penicillin'],
    ['My birthday is on the 4th of July', 'July'],
    ["I've been playing the cello since I was eight", 'cello'],
    ['I grew up in a small town near Porto', 'Porto'],
    ['My partner and I run a bakery', 'bakery'],
    ['I speak Dutch and a little Japanese', 'Dutch'],
    ['I usually go running before work', 'running'],
    ['Btw, my son just started school', 'school'],
    ['I hate cilantro', 'cilantro'],
    ['Call me Sam', 'Sam'],
    ["I'm training for a marathon in October", 'marathon'],
    ['My favourite film is Spirited Away.', 'Spirited Away'],
    ['I no longer eat meat', 'meat'],
    ['I was born in 1990', '1990'],
    ['I live with my grandmother', 'grandmother'],
    ["my dog's called Biscuit", 'Biscuit'],
    ['I am a night owl', 'night owl'],
    ['Oh and I can play the piano', 'piano'],
    ['Our daughter turns five next week', 'daughter'],
    ['Just moved to Austin!', 'Austin'],
    ["I'm 34", '34'],
    ['I just got a puppy named Max!', 'Max'],
    ['We have a dog named Rex', 'Rex'],
    ["Don't forget that my passport expires in June", 'passport'],
    ["Can you remember that I'm allergic to nuts?", 'nuts'],
    ['Ana is my best friend', 'Ana'],
    ['Since last year I have been living in Rome', 'Rome'],
    ['At work I lead the design team', 'design team'],
    ['I have a peanut allergy', 'peanut'],
    ["I'm originally from Brazil", 'Brazil'],
  ];
  it.each(FACTS)('%s → remembered (%s)', async (m, word) => {
    const rin = await person();
    const reply = await say(rin, m);
    expect(reply.tools).toEqual(['remember']);
    expect(reply.outputs[0]).toMatchObject({ isError: false, output: { saved: true, outcome: 'added' } });
    expect(await memoriesOf(rin)).toEqual([expect.stringContaining(word)]);
    expect(reply.text).toContain(word);
    expect(reply.text).not.toContain(NOT_TOLD_YET);
    expect(reply.text).not.toContain(NEEDS_A_MODEL);
  });

  it.each([
    ['My favourite colour is green', 'My favourite colour is blue now', 'blue'],
    ['I live in Lisbon', 'I live in Porto these days', 'Porto'],
  ])('%s, then "%s": the fact changes, without the word that marked the change', async (first, then, word) => {
    const rin = await person();
    await say(rin, first);
    const reply = await say(rin, then);
    expect(reply.tools).toEqual(['remember']);
    const memories = await memoriesOf(rin);
    expect(memories).toEqual([expect.stringContaining(word)]);
    expect(memories[0]).not.toMatch(/\b(?:now|these days)\W*$/i);
    expect(reply.text).not.toMatch(/\b(?:now|these days)\W*\(/i);
  });

  const NOT_FACTS = [
    'I wonder if it will rain tomorrow',
    'I need a recipe for dinner',
    'Can I freeze cooked rice?',
    'If I moved to Spain, would I need a visa?',
    "I'd like a poem about autumn",
    'I want to learn the guitar',
    "I'm looking for a good book",
    'I think the meeting went well',
    "I'm not sure what to ask",
    'Suppose I quit my job',
    'I have a question about taxes',
    'Imagine I lived on Mars',
    'I was wondering whether tea has caffeine',
    'I love you',
    "I'm tired",
    "I'm feeling a bit down today",
    "I'm in Paris today",
    'Loved it',
    'I have no idea what to do',
    'I might move to Lisbon',
    'I should probably call my mom',
    "I'm curious about black holes",
    'The meeting is at 3pm',
  ];
  it.each(NOT_FACTS)('%s → nothing saved, and the honest answer', async (m) => {
    const rin = await person();
    const reply = await say(rin, m);
    expect(reply.tools).not.toContain('remember');
    expect(await memoriesOf(rin)).toEqual([]);
    expect(reply.text).toContain(NEEDS_A_MODEL);
    expect(reply.text).not.toContain(NOT_TOLD_YET);
  });
});

describe('what the brain knows', () => {
  const ASKS = [
    'What do you remember about me?',
    'what do you know about me',
    'list my memories',
    'what have I told you',
    'What do you know about me so far?',
    'Show me everything you know',
    'Tell me what you remember',
    'Do you know anything about me?',
    "What's in your memory?",
    'what did I tell you?',
    'What did I just tell you?',
    'Tell me about myself',
  ];
  let rin: TestClient;
  beforeAll(async () => {
    rin = await person();
    for (const fact of ['I live in Lisbon', 'My sister is called Mira', 'I play the cello']) await say(rin, fact);
  });
  it.each(ASKS)('%s → every memory, newest first, and the profile name', async (m) => {
    const reply = await say(rin, m);
    expect(reply.tools).toContain('list_memories');
    const listed = reply.outputs.find((o) => o.name === 'list_memories')!.output;
    expect(listed).toMatchObject({ count: 3, more: 0 });
    expect(listed.memories.map((x: { content: string }) => x.content)).toEqual([
      'I play the cello',
      'My sister is called Mira',
      'I live in Lisbon',
    ]);
    for (const word of ['Lisbon', 'Mira', 'cello', 'Rin Okafor']) expect(reply.text).toContain(word);
    // And where to manage them: the Knowledge page, linked.
    expect(listed.manageAt).toBe('/knowledge');
    expect(reply.text).toMatch(/\[Knowledge page\]\(\/knowledge\)/);
  });

  it('with nothing told yet it says so, and lists at most 20 with the count of the rest and where they all are', async () => {
    const sol = await person();
    const empty = await say(sol, 'What do you remember about me?');
    expect(empty.outputs.find((o) => o.name === 'list_memories')!.output).toMatchObject({ count: 0 });
    expect(empty.text).not.toContain(NEEDS_A_MODEL);
    const user = await t.db.user.findFirstOrThrow({ where: { email: `p${people}@example.com` } });
    for (let i = 1; i <= 23; i++) await t.db.memory.create({ data: { userId: user.id, content: `Fact number ${i}` } });
    const many = await say(sol, 'list my memories');
    const listed = many.outputs.find((o) => o.name === 'list_memories')!.output;
    expect(listed).toMatchObject({ count: 23, more: 3 });
    expect(listed.memories).toHaveLength(20);
    expect(many.text).toContain('3 more');
    expect(many.text).toContain('Knowledge page');
  });
});
