import { describe, expect, it } from 'vitest';
import { PROFILE_STEPS } from '../tools/profile-fields.js';
import { askedField, nextField, parseAnswer } from './profile-pal-policy.js';

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
    expect(parseAnswer('bio', '  Engineer   who climbs. ')).toEqual({ bio: 'Engineer who climbs.' });
    expect(parseAnswer('interests', "I'm into climbing, jazz & chess and tea.")).toEqual({
      interests: ['climbing', 'jazz', 'chess', 'tea'],
    });
    expect(parseAnswer('skills', 'TypeScript; SQL')).toEqual({ skills: ['TypeScript', 'SQL'] });
    expect(parseAnswer('location', "I'm based in Berlin.")).toEqual({ location: 'Berlin' });
  });

  it('asks required fields first, then optional ones after the last asked', () => {
    expect(nextField(['bio', 'location', 'skills'], 'displayName')).toBe('bio');
    expect(nextField(['location', 'skills'], 'interests')).toBe('location');
    expect(nextField(['location', 'skills'], 'location')).toBe('skills');
    expect(nextField(['location', 'skills'], 'skills')).toBeNull();
    expect(nextField([], null)).toBeNull();
  });
});
