import { describe, expect, it } from 'vitest';
import { timeAgo } from './relative-time';

describe('timeAgo', () => {
  const now = Date.parse('2026-11-25T12:00:00Z');
  it('says how long ago, in the largest unit that fits', () => {
    expect(timeAgo('2026-11-25T11:59:50Z', now)).toBe('just now');
    expect(timeAgo('2026-11-25T11:58:00Z', now)).toBe('2 minutes ago');
    expect(timeAgo('2026-11-25T09:00:00Z', now)).toBe('3 hours ago');
    expect(timeAgo('2026-11-24T12:00:00Z', now)).toBe('yesterday');
    expect(timeAgo('2026-10-25T12:00:00Z', now)).toBe('last month');
  });
});
