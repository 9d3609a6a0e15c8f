import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of the first and last words', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('Ada King Lovelace')).toBe('AL');
  });
  it('splits usernames on hyphens, dots and underscores', () => {
    expect(initialsOf('ada-lovelace')).toBe('AL');
    expect(initialsOf('@grace_hopper')).toBe('GH');
  });
  it('uses two letters of a single word', () => {
    expect(initialsOf('ada')).toBe('AD');
    expect(initialsOf('x')).toBe('X');
  });
  it('falls back to a question mark', () => {
    expect(initialsOf('  ')).toBe('?');
  });
});
