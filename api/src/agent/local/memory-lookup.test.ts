/** Which of the memories found answer a question about the person (memory-lookup.ts). */
import { describe, expect, it } from 'vitest';
import { answeringPersonal } from './memory-lookup.js';

const memories = (...contents: string[]) => contents.map((content) => ({ content }));

describe('a question about the person', () => {
  it('is answered by the fact about the very thing it asks of theirs', () => {
    const known = memories('My sister is called Mira.', 'My dog is called Rex.');
    expect(answeringPersonal(known, "What's my sister's name?")).toEqual(memories('My sister is called Mira.'));
    expect(answeringPersonal(known, 'What is my dog called?')).toEqual(memories('My dog is called Rex.'));
  });

  it('is never answered by a fact about another of their things, whatever words they share', () => {
    for (const [facts, question] of [
      [['My sister is called Mira.'], "What's my pet called?"],
      [['My brother lives in Oslo.'], 'Where does my aunt live?'],
      [['My car is a blue Volvo.', 'My bike is red.'], 'What colour is my boat?'],
    ] as const) {
      expect(answeringPersonal(memories(...facts), question), question).toEqual([]);
    }
  });

  it('still finds facts that name nothing of theirs', () => {
    const known = memories('I work as a nurse.', 'I take the 7:40 train to work.');
    expect(answeringPersonal(known, 'What is my job?')).toEqual(memories('I work as a nurse.'));
  });
});
