import { describe, expect, it } from 'vitest';
import { hintsOf } from './prompt-reading.js';
import { PROFILE_STEPS, type ProfileSnapshot } from '../../onboarding/profile-steps.js';
import { achievementsIn } from './achievement-statements.js';
import { patchFor, profilePalPolicy } from './profile-pal-policy.js';

describe('a sentence stating achievements', () => {
  it('is saved as one achievement per thing, with its verb, not as skills', () => {
    expect(patchFor('skills', 'I won the Lisbon design award, the climbing app prize, and a bread contest')).toEqual({
      achievements: ['Won the Lisbon design award', 'Won the climbing app prize', 'Won a bread contest'],
    });
    expect(patchFor('skills', 'I was awarded a Fulbright scholarship.')).toEqual({
      achievements: ['Was awarded a Fulbright scholarship'],
    });
    expect(patchFor('skills', "I've published two novels and launched a climbing app")).toEqual({
      achievements: ['Published two novels', 'Launched a climbing app'],
    });
    expect(patchFor('skills', 'We shipped Crag 2.0 last spring!')).toEqual({
      achievements: ['Shipped Crag 2.0 last spring'],
    });
    expect(patchFor('skills', 'I got first prize at the county show')).toEqual({
      achievements: ['Got first prize at the county show'],
    });
    expect(patchFor(null, 'I just finished the Berlin marathon')).toEqual({
      achievements: ['Finished the Berlin marathon'],
    });
  });

  it('leaves skills, wishes and things that are no prize alone', () => {
    expect(patchFor('skills', "I'm good at TypeScript, SQL and climbing")).toEqual({
      skills: ['TypeScript', 'SQL', 'climbing'],
    });
    expect(patchFor('skills', 'TypeScript, Figma')).toEqual({ skills: ['TypeScript', 'Figma'] });
    for (const text of ['I got a dog last year', 'I received your email', 'I want to win a marathon', 'Did I win?'])
      expect([text, achievementsIn(text) && patchFor(null, text)]).toEqual([text, null]);
  });

  it('Profile Pal says it saved achievements, and asks for skills again', () => {
    const q = PROFILE_STEPS.find((s) => s.field === 'skills')!.question;
    const profile: ProfileSnapshot = {
      username: 'maya',
      displayName: 'Maya',
      title: null,
      bio: 'Designer',
      interests: ['typography'],
      location: 'Leeds',
      skills: [],
      isOnboarded: true,
      missing: ['skills'],
      skipped: [],
    };
    const view = {
      hints: hintsOf({ providerOptions: undefined }),
      userText: 'I won the Lisbon design award and a bread contest',
      files: [],
      previousAssistantText: q,
      chars: 0,
    };
    const plan = profilePalPolicy({ ...view, toolResults: null });
    expect(plan).toEqual({
      kind: 'tools',
      calls: [
        {
          toolName: 'update_profile',
          input: { achievements: ['Won the Lisbon design award', 'Won a bread contest'] },
        },
      ],
    });
    const output = {
      profile,
      updated: [],
      achievements: ['Won the Lisbon design award', 'Won a bread contest'],
      onboarded: true,
      onboardedNow: false,
    };
    const reply = profilePalPolicy({ ...view, toolResults: [{ toolName: 'update_profile', isError: false, output }] });
    expect(reply.kind).toBe('text');
    const text = reply.kind === 'text' ? reply.text : '';
    expect(text).toMatch(/achievements/i);
    expect(text).toContain('Won the Lisbon design award');
    expect(text).not.toMatch(/skills:/i);
    expect(text).toContain(q);
  });
});
