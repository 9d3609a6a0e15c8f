import { describe, expect, it } from 'vitest';
import { sharedOn } from './shared-data';

describe('sharedOn', () => {
  it('is the day in UTC, the same on the server and in every browser', () => {
    expect(sharedOn('2026-11-24T09:00:00.000Z')).toBe('Nov 24, 2026');
    // Late on the 24th in UTC is the 25th in Tokyo: the page still says the 24th.
    expect(sharedOn('2026-11-24T23:30:00.000Z')).toBe('Nov 24, 2026');
  });

  it('is empty for a date that is not one', () => {
    expect(sharedOn('not a date')).toBe('');
  });
});
