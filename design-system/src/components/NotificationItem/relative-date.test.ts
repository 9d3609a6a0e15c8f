import { describe, expect, it } from 'vitest';
import { formatRelativeDate } from './relative-date';

const now = new Date(2026, 10, 22, 9, 30); // 22 Nov 2026, 09:30 local time

describe('formatRelativeDate', () => {
  it("says 'Today' for earlier today (and for future times)", () => {
    expect(formatRelativeDate(new Date(2026, 10, 22, 0, 5), now)).toBe('Today');
    expect(formatRelativeDate(new Date(2026, 10, 22, 23, 0), now)).toBe('Today');
  });
  it("says 'Yesterday' for the previous calendar day, even less than 24 hours ago", () => {
    expect(formatRelativeDate(new Date(2026, 10, 21, 23, 59), now)).toBe('Yesterday');
    expect(formatRelativeDate(new Date(2026, 10, 21, 0, 1), now)).toBe('Yesterday');
  });
  it("says 'N days ago' from 2 to 6 days", () => {
    expect(formatRelativeDate(new Date(2026, 10, 20, 12), now)).toBe('2 days ago');
    expect(formatRelativeDate(new Date(2026, 10, 16, 12), now)).toBe('6 days ago');
  });
  it('uses the short month and day from 7 days on', () => {
    expect(formatRelativeDate(new Date(2026, 10, 15, 12), now)).toBe('Nov 15');
    expect(formatRelativeDate(new Date(2025, 0, 3), now)).toBe('Jan 3');
  });
  it('accepts ISO strings and ignores invalid dates', () => {
    expect(formatRelativeDate(new Date(2026, 10, 21, 8).toISOString(), now)).toBe('Yesterday');
    expect(formatRelativeDate('not a date', now)).toBe('');
  });
});
