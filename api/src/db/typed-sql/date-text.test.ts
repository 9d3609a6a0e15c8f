import { describe, expect, it } from 'vitest';
import { dateOf, utcDateText } from './date-text.js';

/** What JavaScript's own parser makes of a text: the time, or NaN. */
const parsed = (text: string) => new Date(text).getTime();

describe('Prisma date text on SQLite', () => {
  it('reads the time JavaScript reads', () => {
    for (const text of [
      '2026-11-26T14:25:22.885+00:00',
      '1970-01-01T00:00:00.000+00:00',
      '0100-01-01T00:00:00.000+00:00',
      '9999-12-31T23:59:59.999+00:00',
      '2024-02-29T12:00:00.001+00:00',
      // Past a month's end: both roll over into the next month.
      '2026-02-30T00:00:00.000+00:00',
      '2026-04-31T08:30:00.000+00:00',
    ]) {
      expect(utcDateText(text), text).toBe(parsed(text));
    }
  });

  it('leaves other shapes and doubtful fields to the parser', () => {
    for (const text of [
      '2026-11-26T14:25:22.885Z',
      '2026-11-26T14:25:22.885+01:00',
      '2026-11-26 14:25:22.885+00:00',
      '0050-01-01T00:00:00.000+00:00',
      '2026-13-01T00:00:00.000+00:00',
      '2026-00-10T00:00:00.000+00:00',
      '2026-01-00T00:00:00.000+00:00',
      '2026-01-32T00:00:00.000+00:00',
      '2026-01-01T24:00:00.000+00:00',
      '2026-01-01T23:60:00.000+00:00',
      '2026-01-01T23:59:60.000+00:00',
      '2026-0a-01T00:00:00.000+00:00',
      '20-6-01-01T00:00:00.000+00:00',
      '1732400000000',
    ]) {
      expect(utcDateText(text), text).toBeNull();
      expect(dateOf(text).getTime(), text).toEqual(parsed(text));
    }
  });

  it('takes Dates and other values as Date does', () => {
    const date = new Date('2026-11-26T14:25:22.885Z');
    expect(dateOf(date)).toBe(date);
    expect(dateOf('2026-11-26T14:25:22.885+00:00').toISOString()).toBe('2026-11-26T14:25:22.885Z');
    expect(dateOf('2026-11-26 14:25:22').getTime()).toBe(parsed('2026-11-26 14:25:22'));
  });
});
