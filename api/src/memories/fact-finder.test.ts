import { describe, expect, it } from 'vitest';
import { asMemory, findFacts, isFact, sentencesOf } from './fact-finder.js';

describe('the local fact finder', () => {
  it('keeps first-person statements of lasting facts', () => {
    for (const s of [
      'I live in Berlin.',
      "I'm a nurse at the city hospital",
      'My wife is called Ana.',
      'My favourite food is ramen.',
      'I have two kids.',
      'I prefer tea over coffee.',
      'Remember that my birthday is on 4 May.',
    ]) {
      expect(isFact(s), s).toBe(true);
    }
  });

  it('leaves out questions, wishes, plans, moods and passing things', () => {
    for (const s of [
      'Do I live in Berlin?',
      'I want to live in Berlin.',
      "I'm going to the gym.",
      "I'm a bit tired today.",
      'I would love a cat.',
      'If I were rich I would buy a boat.',
      'I love it!',
      'My code is broken.',
      'I think so.',
    ]) {
      expect(isFact(s), s).toBe(false);
    }
  });

  it('never reads inside code, quotes or links', () => {
    const text =
      'Look:\n```\nI live in a container\n```\n> I love Mondays\nSee `I work here` at https://x.test/I-live-in-Rome.';
    expect(sentencesOf(text).some((s) => /container|Mondays|work here|Rome/.test(s))).toBe(false);
  });

  it('words a fact as a memory and counts it once per conversation', () => {
    expect(asMemory('remember that i love figs!!')).toBe('I love figs.');
    const facts = findFacts(
      [
        { text: 'I live in Porto.', threadId: 'a', stepId: '1' },
        { text: 'I love figs! I love figs.', threadId: 'b', stepId: '2' },
        { text: 'Also, I love figs', threadId: 'c', stepId: '3' },
      ],
      10,
    );
    expect(facts.map((f) => [f.text, f.mentions, f.threadId])).toEqual([
      ['I love figs.', 2, 'b'],
      ['I live in Porto.', 1, 'a'],
    ]);
  });
});
