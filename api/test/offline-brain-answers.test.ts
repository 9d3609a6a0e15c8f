/**
 * Duet's offline brain, continued (offline-brain.test.ts has greetings, facts and "what do you know"):
 * arithmetic in many phrasings goes through the calculator tool; questions about the person it was
 * never told get "I don't know that yet"; everything else — general knowledge, writing, code,
 * reasoning, advice, translation — gets the honest "needs a model" answer, never "I don't know that
 * yet"; and the first hour of issue 33: a fact, a changed fact, the question, the list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEEDS_A_MODEL, NOT_TOLD_YET } from '../src/agent/offline-brain.js';
import { brainTurn as say, memoriesOf, newBrainThread } from './support/brain-turns.js';
import { signedUp, startTestApp, type TestApp, type TestClient } from './support/test-app.js';

let t: TestApp;
let rin: TestClient;
beforeAll(async () => {
  t = await startTestApp({}, { brain: 'offline' });
  rin = await signedUp(t);
});
afterAll(() => t.close());

describe('arithmetic goes through the calculator', () => {
  const SUMS: Array<[string, string]> = [
    ['What is 17 * 23 + sqrt(144)?', '403'],
    ['calculate 15% of 80', '12'],
    ['(3+4)^2', '49'],
    ['how much is 1200 / 7', '171.42857142857'],
    ["what's 2 to the power of 10?", '1024'],
    ['What is the square root of 169', '13'],
    ['12 times 12', '144'],
    ['Can you work out 45 * 3 for me?', '135'],
    ['1,250 + 3,750', '5000'],
    ['what is 10 divided by 4', '2.5'],
    ['compute 7!', '5040'],
    ['100 - 37 =', '63'],
    ['How much is 19.99 * 3?', '59.97'],
    ['whats 2^16', '65536'],
    ['Hi! What is 6 x 7?', '42'],
    ['What’s 3 squared plus 4 squared?', '25'],
    ["What's 18% tip on $45?", '8.1'],
    ['what is 20% off 80', '64'],
    ['What is 2 to the 10th power', '1024'],
    ["What's half of 250?", '125'],
    ['square root of 81', '9'],
  ];
  it.each(SUMS)('%s = %s', async (m, result) => {
    const reply = await say(rin, m);
    expect(reply.tools).toEqual(['calculate']);
    expect(reply.outputs[0]).toMatchObject({ isError: false, output: { result } });
    expect(reply.text).toContain(result);
    expect(reply.text).not.toContain(NOT_TOLD_YET);
    // The sum is shown as people write it, not with the calculator's asterisk.
    expect(reply.text).not.toContain('*');
  });

  it('what only looks like arithmetic is not calculated: a date, a phone number, an unbalanced bracket', async () => {
    for (const m of ['12/03/2024', '555-1234', 'What is 2 + (3 * 4', 'The score was 3 to 2']) {
      expect((await say(rin, m)).tools).not.toContain('calculate');
    }
  });
});

describe('anything else gets the honest answer, never "I don\'t know that yet"', () => {
  const GENERAL = [
    'Write a Python function that reverses a string',
    'What is the capital of Peru?',
    'Translate "good morning" into French',
    'Explain how vaccines work',
    'Why is the sky blue?',
    'How do I make pancakes?',
    "What's a good name for my cat?",
    'Tell me a joke',
    'Summarise the plot of Hamlet',
    'Who won the World Cup in 2010?',
    'Give me three tips for better sleep',
    'Is it safe to eat raw cookie dough?',
    'Can you help me write a cover letter?',
    'Should I learn Rust or Go?',
    'If a train leaves at 3pm going 60 mph, when does it arrive 120 miles away?',
    'Compare Python and JavaScript',
    'What does "serendipity" mean?',
    'hey, can you draft an email to my landlord about the broken heater?',
    'What should I cook tonight?',
    'Debug this: for i in range(10) print(i)',
  ];
  it.each(GENERAL)('%s', async (m) => {
    const reply = await say(rin, m);
    expect(reply.tools).not.toContain('remember');
    expect(reply.text).toContain(NEEDS_A_MODEL);
    expect(reply.text).not.toContain(NOT_TOLD_YET);
    expect(await memoriesOf(rin)).toEqual([]);
  });
});

describe('a question about the person it was never told', () => {
  const PERSONAL = [
    'Where do I live?',
    "What's my sister's name?",
    'When is my birthday?',
    'What do I do for a living?',
    'Do I have any pets?',
    'How old am I?',
    'What car do I drive?',
    'Which languages do I speak?',
    'What is my favourite food?',
    'remind me where I parked',
  ];
  it.each(PERSONAL)('%s → "I don\'t know that yet", not "needs a model"', async (m) => {
    const reply = await say(rin, m);
    expect(reply.tools).toContain('search_memories');
    expect(reply.text).toContain(NOT_TOLD_YET);
    expect(reply.text).not.toContain(NEEDS_A_MODEL);
  });
});

describe('the first hour (issue 33)', () => {
  it('a fact, a question about it, a changed fact, what it knows, a sum, a general question', async () => {
    const ana = await signedUp(t, { email: 'ana@example.com', username: 'ana', display_name: 'Ana Lima' });
    const thread = await newBrainThread(ana);
    const turn = (m: string) => say(ana, m, { thread });

    expect((await turn('hi')).tools).toEqual([]);
    const home = await turn('I live in Lisbon');
    expect(home.outputs[0]!.output).toMatchObject({ outcome: 'added', content: 'I live in Lisbon' });

    const asked = await say(ana, 'Where do I live?');
    expect(asked.text).toContain('Lisbon');
    expect(asked.text).not.toContain(NOT_TOLD_YET);

    const moved = await turn('Actually I moved to Berlin last month');
    expect(moved.tools).toEqual(['remember']);
    expect(moved.outputs[0]!.output).toMatchObject({ outcome: 'updated', replaced: 'I live in Lisbon' });
    expect(moved.text).toContain('Berlin');
    expect(moved.text).toContain('Lisbon');
    expect(await memoriesOf(ana)).toEqual(['I moved to Berlin last month']);
    expect((await say(ana, 'Where do I live now?')).text).toContain('Berlin');
    await turn('I grew up in Porto');
    expect((await say(ana, 'Where am I from?')).text).toContain('Porto');

    // Told again in other words: known, not saved twice.
    const again = await turn('I moved to Berlin last month.');
    expect(again.outputs[0]!.output).toMatchObject({ outcome: 'known' });

    await turn('I’m vegetarian, and my sister’s name is Mira.');
    const known = await say(ana, 'What do you remember about me?');
    for (const word of ['Berlin', 'Porto', 'vegetarian', 'Mira', 'Ana Lima']) expect(known.text).toContain(word);

    const sum = await turn('What is 17 * 23 + sqrt(144)?');
    expect(sum.text).toContain('403');
    const general = await turn('Write a Python function that adds two numbers');
    expect(general.text).toContain(NEEDS_A_MODEL);
    expect(await memoriesOf(ana)).toHaveLength(3);
  });

  it('a question answered from memories names the fact asked, not every fact', async () => {
    const kai = await signedUp(t, { email: 'kai@example.com', username: 'kai', display_name: 'Kai' });
    for (const fact of ['I take the 7:40 train to work', 'I work as a nurse', 'I love climbing']) await say(kai, fact);
    const reply = await say(kai, 'When does my train to work leave?');
    expect(reply.text).toContain('7:40');
    expect(reply.text).not.toContain('climbing');
  });
});
