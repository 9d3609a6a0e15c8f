/**
 * The local twin, turn by turn without a database: which questions its public profile answers,
 * which go to the owner, and what small talk gets (issue 32). Behaviour, not sentences: answered
 * (text naming the fact) or passed on (an ask_owner call).
 */
import { describe, expect, it } from 'vitest';
import type { PublicProfileView } from '../ports.js';
import { hintsOf } from './prompt-reading.js';
import { twinProfileView } from '../tools/twin-tools.js';
import { twinCard } from '../../twin/twin-card.js';
import type { LocalDecision } from './local-decision.js';
import type { ToolResultSeen } from './prompt-reading.js';
import { twinPolicy } from './twin-policy.js';

const EMPTY: PublicProfileView = {
  username: 'maya',
  display_name: 'Maya Chen',
  title: null,
  avatar_url: null,
  bio: null,
  interests: [],
  location: null,
  achievements: [],
  posts: [],
  photos: [],
  skills: [],
  projects: [],
  twin_metadata: {},
};
const FULL: PublicProfileView = {
  ...EMPTY,
  bio: 'I design apps for climbers and bake sourdough on weekends.',
  interests: ['typography', 'bouldering'],
  location: 'Leeds',
  achievements: ['Lisbon design award 2024', 'Shipped the Crag app'],
  posts: [{ title: 'Why grades lie', content: 'On climbing grades.' }],
  skills: ['Figma', 'TypeScript'],
  projects: [{ title: 'Crag', description: 'A climbing app' }],
};

/** The twin's reply to one message: its plan, then its answer from the tools' results. */
function turn(profile: PublicProfileView, text: string, voice: 'first' | 'third' = 'first'): LocalDecision {
  const view = {
    hints: { ...hintsOf({ providerOptions: undefined }), agent: 'public_twin' as const, voice },
    userText: text,
    files: [],
    previousAssistantText: null,
    toolResults: null as ToolResultSeen[] | null,
    chars: 0,
  };
  const plan = twinPolicy(view);
  expect(plan.kind).toBe('tools');
  const results: ToolResultSeen[] = (plan.kind === 'tools' ? plan.calls : []).map((c) => ({
    toolName: c.toolName,
    isError: false,
    output:
      c.toolName === 'get_public_profile'
        ? { available: true, profile: twinProfileView(profile) }
        : c.toolName === 'search_public_memories'
          ? { count: 0, facts: [] }
          : { count: 0, passages: [] },
  }));
  return twinPolicy({ ...view, toolResults: results });
}

const passedOn = (d: LocalDecision) => d.kind === 'tools' && d.calls.some((c) => c.toolName === 'ask_owner');
const textOf = (d: LocalDecision) => (d.kind === 'text' ? d.text : '');

describe('the twin answers questions by their kind', () => {
  const cases: Array<[string, RegExp]> = [
    ['What have you achieved lately?', /Lisbon design award/],
    ['What have you achieved?', /Lisbon design award/],
    ['What has Maya accomplished recently?', /Lisbon design award/],
    ['what has she achieved so far', /Lisbon design award/],
    ['Did they win anything?', /Lisbon design award/],
    ['What awards has Maya won?', /Lisbon design award/],
    ['Have you posted anything?', /Why grades lie/],
    ['Has Maya written anything lately?', /Why grades lie/],
    ['What does she write about?', /Why grades lie/],
    ['What do you build, and for whom?', /apps for climbers/],
    ['What does Maya build?', /apps for climbers/],
    ['What does she make?', /apps for climbers/],
    ['What are they working on these days?', /Crag/],
    ['What is Maya designing?', /apps for climbers|Crag/],
    ['Tell me about her achievements', /Lisbon design award/],
    ["What's she proud of?", /Lisbon design award/],
    ['Any posts?', /Why grades lie/],
    ['Did you write anything recently?', /Why grades lie/],
    ['What does Maya do for a living?', /apps for climbers/],
    ['What projects is she working on?', /Crag/],
  ];
  for (const [question, fact] of cases) {
    it(`answers "${question}" from the public profile, in both voices`, () => {
      for (const voice of ['first', 'third'] as const) {
        const reply = turn(FULL, question, voice);
        expect(passedOn(reply)).toBe(false);
        expect(textOf(reply)).toMatch(fact);
      }
    });
  }

  it('answers "What do you build?" with the skills when neither a bio nor projects are public', () => {
    expect(textOf(turn({ ...EMPTY, skills: ['Figma'] }, 'What do you build?'))).toMatch(/Figma/);
  });

  it('says the bio about the owner with every verb in the third person', () => {
    expect(textOf(turn(FULL, 'What does Maya build?', 'third'))).toContain(
      'Maya Chen designs apps for climbers and bakes sourdough on weekends',
    );
  });

  it('still passes on what nothing public answers', () => {
    for (const q of [
      'What is your favourite film?',
      'Has Maya won a marathon?',
      'Did she publish a book about cats?',
      'Tell me the name of her dog.',
      "I'd love to know where she went to school",
      'Send me her email address',
    ]) {
      expect(passedOn(turn(FULL, q)), q).toBe(true);
    }
    expect(passedOn(turn(EMPTY, 'What have you achieved lately?'))).toBe(true);
  });
});

describe("the twin's own suggestions", () => {
  const fields: Array<Partial<PublicProfileView>> = [
    { interests: FULL.interests },
    { projects: FULL.projects },
    { skills: FULL.skills },
    { achievements: FULL.achievements },
    { location: FULL.location },
    { bio: FULL.bio },
  ];
  it('are each answered when only the field they point at is public', () => {
    for (const field of fields) {
      const profile = { ...EMPTY, ...field };
      for (const q of twinCard(profile).suggested_questions) {
        for (const voice of ['first', 'third'] as const) expect(passedOn(turn(profile, q, voice)), q).toBe(false);
      }
    }
  });
  it('are each answered with every field public', () => {
    const asked = twinCard(FULL).suggested_questions;
    expect(asked.length).toBeGreaterThan(2);
    for (const q of asked) expect(passedOn(turn(FULL, q)), q).toBe(false);
  });
});

describe('small talk is answered, never passed on', () => {
  const smallTalk = [
    'Nice, thanks.',
    'Thank you so much!',
    'thx',
    'Cool 👍',
    'ok great',
    'Bye!',
    'See you later, take care',
    'Hi there',
    'Good morning!',
    'Cheers!',
    'That’s really helpful.',
  ];
  for (const text of smallTalk) {
    it(`"${text}" gets a short reply`, () => {
      const reply = turn(FULL, text);
      expect(passedOn(reply)).toBe(false);
      expect(textOf(reply).length).toBeGreaterThan(0);
    });
  }

  it('a remark that asks nothing gets a word back, not a question for the owner', () => {
    for (const text of [
      'I love your climbing photos.',
      'My sister climbs too',
      'Your app sounds great.',
      'Makes sense',
      'Fair enough!',
      'Alright',
      'Brilliant, cheers',
      'Good to know.',
      'Wow, impressive',
    ]) {
      const reply = turn(FULL, text, 'third');
      expect(passedOn(reply), text).toBe(false);
      expect(textOf(reply)).toMatch(/Maya Chen/);
    }
  });

  it('a greeting before a question still asks the question', () => {
    expect(passedOn(turn(FULL, 'Thanks! And what is your favourite film?'))).toBe(true);
    expect(textOf(turn(FULL, 'Hi! What have you achieved?'))).toMatch(/Lisbon/);
  });
});
