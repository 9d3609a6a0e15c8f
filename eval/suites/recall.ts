/**
 * Recall: facts a person tells their brain in one chat, asked for later in other chats and in
 * other words. A fact counts as recalled when the answer holds its key words and no other told
 * fact's: an answer that lists every memory names the fact asked, but does not recall it. Some
 * questions share a word with the fact (full text can find them), others share only the meaning
 * (a real embedding model can; the local embedding cannot).
 */
import { contains, newBrainThread, say, type Duet } from '../harness.js';
import { brief, passed, type Case, type SuiteResult } from './suite.js';

export const FACTS: ReadonlyArray<{ tell: string; ask: string; expect: string }> = [
  { tell: 'Remember that I adore bouldering', ask: 'What sport do I like?', expect: 'bouldering' },
  { tell: 'Remember that my sister is called Mira', ask: "What's my sister's name?", expect: 'Mira' },
  { tell: 'Remember that I am allergic to peanuts', ask: 'Which food am I allergic to?', expect: 'peanuts' },
  { tell: 'Remember that I drive a blue Volvo', ask: 'What car do I have?', expect: 'Volvo' },
  {
    tell: 'Remember that my dentist appointment is on 12 March',
    ask: 'When am I seeing the dentist?',
    expect: '12 March',
  },
  { tell: "Remember that I work as a nurse at St Mary's hospital", ask: 'What is my job?', expect: 'nurse' },
  { tell: 'Remember that my favourite book is Dune', ask: 'Which novel do I love most?', expect: 'Dune' },
  { tell: 'Remember that I speak Portuguese and German', ask: 'Which languages do I speak?', expect: 'Portuguese' },
  { tell: 'Remember that my cat Pixel is 4 years old', ask: 'How old is my cat?', expect: 'Pixel' },
  { tell: 'Remember that I take the 7:40 train to work', ask: 'When does my train to work leave?', expect: '7:40' },
  {
    tell: 'Remember that the spare key is under the green flowerpot',
    ask: 'Where did I hide the spare key?',
    expect: 'flowerpot',
  },
  { tell: 'Remember that I was born in Porto', ask: 'Which city is my hometown?', expect: 'Porto' },
];

/** The asked fact is in the answer, and no other fact that was told. */
export const recalled = (answer: string, expected: string, otherFacts: number) =>
  contains(answer, expected) && otherFacts === 0;

export async function recallSuite(duet: Duet): Promise<SuiteResult> {
  const rin = await duet.signUp('Rin Okafor');
  const telling = await newBrainThread(rin);
  for (const fact of FACTS) await say(rin.client, telling, fact.tell);
  await duet.embedded();

  const cases: Case[] = [];
  for (const fact of FACTS) {
    const reply = await say(rin.client, await newBrainThread(rin), fact.ask);
    const others = FACTS.filter((other) => other !== fact && contains(reply.text, other.expect));
    cases.push({
      name: `${fact.ask} (told: “${fact.tell.replace(/^Remember that /, '')}”)`,
      ok: recalled(reply.text, fact.expect, others.length),
      note: others.length ? `${brief(reply.text)} (also ${others.length} other facts)` : brief(reply.text),
    });
  }
  return {
    suite: 'Recall (asked in a new chat, in other words)',
    score: `${passed(cases)} / ${cases.length}`,
    target: 'measured',
    met: null,
    cases,
  };
}
