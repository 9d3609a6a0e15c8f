import { describe, expect, it } from 'vitest';
import { progressOf } from '../../profile/profile-pal.js';
import { nextField, PROFILE_STEPS, type ProfileSnapshot } from '../../onboarding/profile-steps.js';
import { askedField, parseAnswer, patchFor } from './profile-pal-policy.js';
import { isSkip, readProfileStatement } from './profile-statements.js';

const q = (field: string) => PROFILE_STEPS.find((s) => s.field === field)!.question;

describe('Profile Pal parsing', () => {
  it('recognises the question it asked last', () => {
    expect(askedField(null)).toBeNull();
    expect(askedField(`Nice to meet you! ${q('bio')}`)).toBe('bio');
    expect(askedField(`Ready. If you'd like to add more: ${q('location')}`)).toBe('location');
    expect(askedField('Something else entirely')).toBeNull();
  });

  it('reads answers into profile fields', () => {
    expect(parseAnswer('displayName', "Hi! I'm ada lovelace.")).toEqual({ displayName: 'Ada Lovelace' });
    expect(parseAnswer('displayName', 'call me McCarthy')).toEqual({ displayName: 'McCarthy' });
    expect(parseAnswer('displayName', 'hello!')).toBeNull();
    // A sentence given where a name was asked is not a name.
    expect(parseAnswer('displayName', 'Remember that I climb on Saturdays at the Lisbon wall.')).toBeNull();
    expect(parseAnswer('displayName', 'What can you do for me?')).toBeNull();
    expect(parseAnswer('displayName', "Mary-Jane O'Neil")).toEqual({ displayName: "Mary-Jane O'Neil" });
    expect(parseAnswer('bio', '  Engineer   who climbs. ')).toEqual({ bio: 'Engineer who climbs.' });
    expect(parseAnswer('interests', "I'm into climbing, jazz & chess and tea.")).toEqual({
      interests: ['climbing', 'jazz', 'chess', 'tea'],
    });
    expect(parseAnswer('skills', 'TypeScript; SQL')).toEqual({ skills: ['TypeScript', 'SQL'] });
    // Lists as Japanese and Arabic write them.
    expect(parseAnswer('interests', '読書、音楽、登山')).toEqual({ interests: ['読書', '音楽', '登山'] });
    expect(parseAnswer('interests', 'القراءة، الموسيقى؛ التسلق')).toEqual({
      interests: ['القراءة', 'الموسيقى', 'التسلق'],
    });
    expect(parseAnswer('location', "I'm based in Berlin.")).toEqual({ location: 'Berlin' });
  });
});

describe('Profile Pal skipping', () => {
  it('a skip is a short message that leaves the question out, whatever its words', () => {
    for (const text of [
      'skip',
      'Skip',
      'skip this one',
      'Pass.',
      "I'd rather not say",
      'no thanks',
      'next question',
      'ok, skip it please',
      'N/A',
      'none',
    ])
      expect([text, isSkip(text)]).toEqual([text, true]);
    for (const text of [
      'Lisbon',
      'No, I live in Porto',
      'I skipped breakfast',
      'Skip rope and running',
      'pass me the salt',
    ])
      expect([text, isSkip(text)]).toEqual([text, false]);
  });

  it('asks in order, leaves skipped questions out, and never asks one again: none is needed', () => {
    const profile = (missing: string[], skipped: string[] = []) => ({ missing, skipped }) as ProfileSnapshot;
    expect(nextField(profile(['bio', 'location', 'skills']))).toBe('bio');
    expect(nextField(profile(['bio', 'interests', 'location'], ['bio']))).toBe('interests');
    expect(nextField(profile(['bio', 'location', 'skills'], ['bio']))).toBe('location');
    expect(nextField(profile(['bio', 'skills'], ['bio', 'skills']))).toBeNull();
    expect(nextField(profile(['displayName', 'bio'], ['displayName', 'bio']))).toBeNull();
    expect(nextField(profile(['location', 'skills'], ['location']))).toBe('skills');
    expect(nextField(profile(['location', 'skills'], ['location', 'skills']))).toBeNull();
    expect(nextField(profile([]))).toBeNull();
  });

  it('progress counts what is answered and what is skipped', () => {
    const progress = progressOf({
      missing: ['bio', 'location', 'skills'],
      skipped: ['bio', 'location'],
    } as ProfileSnapshot);
    expect(progress).toMatchObject({ total: 5, done: 4, current: 'skills', currentQuestion: q('skills') });
    expect(progress.steps.map((s) => s.status)).toEqual(['answered', 'skipped', 'answered', 'skipped', 'current']);
  });
});

describe('what a person tells Profile Pal about themselves', () => {
  it('reads statements by their kind, sentence by sentence', () => {
    expect(readProfileStatement('I live in Lisbon.')).toEqual({ location: 'Lisbon' });
    expect(readProfileStatement('Actually I just moved to Porto last month')).toEqual({ location: 'Porto' });
    expect(readProfileStatement("I'm really into bouldering and jazz. I'm good at SQL")).toEqual({
      interests: ['bouldering', 'jazz'],
      skills: ['SQL'],
    });
    expect(readProfileStatement('I speak Portuguese, French')).toEqual({ skills: ['Portuguese', 'French'] });
    expect(readProfileStatement('Call me Maya')).toEqual({ displayName: 'Maya' });
    expect(readProfileStatement('Change my bio to Designer of climbing apps.')).toEqual({
      bio: 'Designer of climbing apps',
    });
    expect(readProfileStatement('Please add sourdough to my interests')).toEqual({ interests: ['sourdough'] });
    expect(readProfileStatement('Could you add jazz to my skills?')).toEqual({ skills: ['jazz'] });
    expect(readProfileStatement("I'm good at TypeScript and I'm into jazz, and my name's maya chen")).toEqual({
      skills: ['TypeScript'],
      interests: ['jazz'],
      displayName: 'Maya Chen',
    });
  });

  it('questions, wishes, things said of something else and small talk tell nothing', () => {
    for (const text of [
      'Where do I live?',
      'I would love to live in Paris',
      'If I lived in Rome I would walk more',
      'I want to move to Berlin',
      'I love it',
      'I like my job',
      'thanks!',
      'What can you do?',
    ])
      expect([text, readProfileStatement(text)]).toEqual([text, null]);
  });

  it('a statement of another kind is saved as what it is, and the question stays', () => {
    expect(patchFor('location', 'I love jazz')).toEqual({ interests: ['jazz'] });
    expect(patchFor('location', 'Lisbon')).toEqual({ location: 'Lisbon' });
    expect(patchFor('bio', 'I love building things for climbers')).toEqual({
      bio: 'I love building things for climbers',
    });
    expect(patchFor(null, 'I live in Lisbon')).toEqual({ location: 'Lisbon' });
    expect(patchFor(null, 'hello')).toBeNull();
  });
});
