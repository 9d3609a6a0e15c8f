import { describe, expect, it } from 'vitest';
import { answers, askedThing } from './asked-thing.js';

const NAMES = ['Maya Chen', 'maya'];
const answered = (question: string, fact: string) => answers(askedThing(question, NAMES), fact);

/** Pairs that share words but not the thing asked: the fact must not answer. */
const SHARE_WORDS_ONLY: Array<[question: string, fact: string]> = [
  ["What is Maya's favourite film?", 'My favourite book is Dune'],
  ["What's her favourite band?", 'My favourite food is ramen'],
  ['What car does Maya drive?', 'I drive to the crag every weekend'],
  ['Which university did Maya study at?', 'I study climbing routes'],
  ["What is the name of Maya's dog?", "My sister's name is Ana"],
  ['What kind of music does Maya like?', 'I like all kinds of climbing'],
  ['How many children does Maya have?', 'I have two cats'],
  ['How old is Maya?', 'I have an old bike'],
  ['Does Maya have children?', 'I have a dog'],
  ['Is Maya vegetarian?', 'My favourite dish is vegetable curry'],
  ['Where did Maya go on holiday last summer?', 'I was born in the summer'],
  ['Which city does Maya work in?', 'I work on apps for climbers'],
  ["What is Maya's favourite colour?", 'My favourite season is autumn'],
  ["Hello! What is Maya's favourite film?", 'My favourite book is Dune'],
  ['What does Maya love?', 'I drive to the crag every weekend'],
];

/** Pairs where the fact names the thing asked (in its words, or words for the same thing). */
const ANSWERS: Array<[question: string, fact: string]> = [
  ["What is Maya's favourite film?", 'My favourite film is Heat'],
  ["What is Maya's favourite film?", 'The best movie ever made is Heat'],
  ["What's her favourite band?", 'My favourite band is Radiohead'],
  ['What car does Maya drive?', 'I drive an old Volvo car'],
  ['Which university did Maya go to?', 'I studied at Leeds University'],
  ["What is the name of Maya's dog?", 'My dog is called Rex'],
  ['What kind of music does Maya like?', 'I listen to a lot of music, mostly jazz'],
  ['How many children does Maya have?', 'I have two kids'],
  ['How old is Maya?', 'I was born in 1990'],
  ['How old is Maya?', "I'm 34 years old"],
  ['Does Maya have children?', 'I have a daughter'],
  ['Is Maya vegetarian?', "I'm vegetarian"],
  ['Where did Maya go on holiday last summer?', 'Last summer I went on holiday to Crete'],
  ['What is Maya proud of?', "I'm proud of the app I built for climbers"],
  ['Does Maya like jazz?', 'I love jazz'],
  ['What does Maya love?', 'I love climbing at Fontainebleau'],
  ['What does Maya enjoy?', 'I really like bouldering'],
  ["What's your favourite colour?", 'Green is my favourite colour'],
  // A greeting or thanks around the question asks for nothing more.
  ['Hi! What does she build?', 'I build apps for climbers.'],
  ['Thanks. And does Maya like jazz?', 'I love jazz'],
];

describe('does this fact answer this question', () => {
  it.each(SHARE_WORDS_ONLY)('%s — not by “%s”', (question, fact) => {
    expect(answered(question, fact)).toBe(false);
  });

  it.each(ANSWERS)('%s — by “%s”', (question, fact) => {
    expect(answered(question, fact)).toBe(true);
  });

  it('a question that names nothing in particular is answered by no single fact', () => {
    for (const question of ['Who is Maya?', 'Tell me about Maya Chen', "What is Maya's name?"]) {
      expect(askedThing(question, NAMES).required).toEqual([]);
      expect(answered(question, 'Maya Chen loves climbing')).toBe(false);
    }
  });

  it("the owner's name is never the thing asked", () => {
    expect(answered("What is Maya's job?", 'Maya is on holiday')).toBe(false);
    expect(answered("What is Maya Chen's job?", 'My job: I build apps for climbers')).toBe(true);
  });
});
