import { describe, expect, it } from 'vitest';
import { isAboutUsingDuet } from './meta-statements.js';

describe('sentences about using Duet, not about the person', () => {
  const aboutDuet = [
    'Hi, I just signed up',
    "I'm new here",
    'I am testing this',
    'Just signed up!',
    'I joined today',
    'I just created my account',
    "I'm new to Duet",
    'New here 👋',
    'First time here',
    'This is my first time using this',
    'Just testing',
    'testing 1 2 3',
    'This is a test.',
    "I'm just trying this out",
    'Just playing around',
    "I'm exploring the app",
    'I am testing this out to see how it works',
    'I started using Duet today',
    "I'm a new user",
    // As a model words it for the remember tool.
    'User just signed up',
    'The user is new to Duet',
    'User is testing the app',
  ];
  const aboutThePerson = [
    'I signed up for a marathon',
    'I joined a climbing club',
    "I'm testing a new vaccine at work",
    "I'm new to Berlin",
    'I just moved to Berlin',
    'I tried sushi for the first time',
    "I'm a nurse",
    'I test software for a living',
    "I'm a new mum",
    'My first time in Japan was in 2019',
  ];
  it.each(aboutDuet)('"%s" is about using Duet', (s) => expect(isAboutUsingDuet(s)).toBe(true));
  it.each(aboutThePerson)('"%s" is about the person', (s) => expect(isAboutUsingDuet(s)).toBe(false));
});
