/**
 * The offline twin answers what the public profile plainly says — role, work, location, interests —
 * by the kind of question, in any person and either voice, and passes on the rest (issue 57: "What
 * does she do?" got a greeting, "Where does she work?" a fact about a contact form). Behaviour, not
 * sentences: the profile's words in the answer, or an ask_owner call.
 */
import { describe, expect, it } from 'vitest';
import type { PublicProfileView } from '../ports.js';
import { hintsOf } from './prompt-reading.js';
import { twinProfileView } from '../tools/twin-tools.js';
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
const PROFILE: PublicProfileView = {
  ...EMPTY,
  title: 'Product designer at Crag Labs',
  bio: 'I design apps for climbers.',
  location: 'Leeds',
  interests: ['typography', 'bouldering'],
};
/** A public memory that shares a word with work questions but answers none of them. */
const CONTACT_FORM = { id: 'm1', content: 'I built the contact form for my work website' };

function turn(
  profile: PublicProfileView,
  text: string,
  voice: 'first' | 'third',
  facts: Array<{ id: string; content: string }> = [CONTACT_FORM],
): LocalDecision {
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
          ? { count: facts.length, facts }
          : { count: 0, passages: [] },
  }));
  return twinPolicy({ ...view, toolResults: results });
}

const passedOn = (d: LocalDecision) => d.kind === 'tools' && d.calls.some((c) => c.toolName === 'ask_owner');
const textOf = (d: LocalDecision) => (d.kind === 'text' ? d.text : '');
const VOICES = ['first', 'third'] as const;

describe('the twin answers the obvious from the public profile', () => {
  const kinds: Array<[string, string[], RegExp]> = [
    [
      'role',
      [
        'What does she do?',
        'What does Maya do?',
        'What do you do?',
        'what does he do',
        "What's her job?",
        'What is your role?',
        'What do they do for work?',
        'What is Maya’s profession?',
      ],
      /Product designer/,
    ],
    [
      'work',
      [
        'Where does she work?',
        'Where do you work?',
        'Who does Maya work for?',
        'Which company does she work at?',
        'Where is she employed?',
        'Who is her employer?',
      ],
      /Crag Labs/,
    ],
    [
      'location',
      [
        'Where is she based?',
        'Where do you live?',
        'Where is Maya from?',
        'Which city does she live in?',
        'Where are you?',
      ],
      /Leeds/,
    ],
    [
      'interests',
      [
        'What is she into?',
        'What are her interests?',
        'What are you interested in?',
        'What does Maya like?',
        'Any hobbies?',
      ],
      /bouldering/,
    ],
  ];
  for (const [kind, questions, fact] of kinds) {
    it(`answers questions about ${kind}, in both voices, never with an unrelated fact`, () => {
      for (const q of questions) {
        for (const voice of VOICES) {
          const reply = turn(PROFILE, q, voice);
          expect(passedOn(reply), `${q} (${voice})`).toBe(false);
          expect(textOf(reply), `${q} (${voice})`).toMatch(fact);
          expect(textOf(reply), `${q} (${voice})`).not.toMatch(/contact form/);
        }
      }
    });
  }

  it('answers "What does she do?" from the bio when no title is public, and not with a greeting', () => {
    for (const voice of VOICES) {
      const text = textOf(turn({ ...EMPTY, bio: 'I design apps for climbers.' }, 'What does she do?', voice));
      expect(text).toMatch(/apps for climbers/);
    }
  });

  it('answers "What does she do?" from a public memory about her work when the profile says nothing', () => {
    const work = { id: 'm2', content: 'I work as a nurse at Leeds General' };
    const text = textOf(turn(EMPTY, 'What does she do?', 'third', [work]));
    expect(text).toMatch(/nurse/);
  });

  it('passes on where she works when nothing public says it, never the contact-form fact', () => {
    for (const q of ['Where does she work?', 'Who does she work for?', 'Where do you work?']) {
      for (const voice of VOICES) {
        const reply = turn({ ...EMPTY, interests: ['bouldering'] }, q, voice);
        expect(passedOn(reply), `${q} (${voice})`).toBe(true);
      }
    }
  });

  it('a title without a workplace answers where she works with the role, and the location when public', () => {
    const reply = turn(
      { ...EMPTY, title: 'Freelance illustrator', location: 'Porto' },
      'Where does she work?',
      'third',
    );
    expect(passedOn(reply)).toBe(false);
    expect(textOf(reply)).toMatch(/Freelance illustrator/);
  });

  it('still passes on what the profile does not say', () => {
    for (const q of ['What is her salary?', 'Is she married?', 'What car does she drive?']) {
      expect(passedOn(turn(PROFILE, q, 'third')), q).toBe(true);
    }
  });
});
