import { describe, expect, it } from 'vitest';
import { ruleForget, ruleJudge } from './memory-judge.js';
import { subjectOf } from '../words/fact-subject.js';

const known = [
  { id: 'climb', content: 'I love climbing' },
  { id: 'home', content: 'I live in Munich' },
  { id: 'tea', content: 'My favourite tea is oolong' },
  { id: 'dog', content: 'My dog is called Pixel' },
];

describe('ruleJudge', () => {
  it('knows the same fact however it is written', async () => {
    expect(await ruleJudge('I love climbing.', known)).toEqual({ action: 'same', id: 'climb' });
    expect(await ruleJudge('i LOVE climbing!', known)).toEqual({ action: 'same', id: 'climb' });
  });

  it('sees a change of the same subject, or of sense', async () => {
    expect(await ruleJudge("I've moved to Berlin", known)).toEqual({ action: 'update', id: 'home' });
    expect(await ruleJudge('My favorite tea is sencha', known)).toEqual({ action: 'update', id: 'tea' });
    expect(await ruleJudge("I don't love climbing any more", known)).toEqual({ action: 'update', id: 'climb' });
  });

  it('adds what is new, even about the same dog', async () => {
    expect(await ruleJudge('My dog is a labrador', known)).toEqual({ action: 'add' });
    expect(await ruleJudge('I love hiking', known)).toEqual({ action: 'add' });
  });
});

describe('subjectOf', () => {
  it('names the things a person has one of at a time', () => {
    expect(
      [
        'I live in Lisbon',
        "I'm based in Porto",
        'My name is Ada',
        'I work at Acme',
        "I'm 36",
        'My birthday is in May',
      ].map(subjectOf),
    ).toEqual(['home', 'home', 'name', 'employer', 'age', 'my birthday']);
    expect(subjectOf('I love climbing')).toBeNull();
  });
});

describe('ruleForget', () => {
  it('picks the memory that holds the words asked about, or none', async () => {
    expect(await ruleForget('that I live in Munich', known)).toEqual(['home']);
    expect(await ruleForget('my dog', known)).toEqual(['dog']);
    expect(await ruleForget('the tuba', known)).toEqual([]);
  });
});
