import { describe, expect, it } from 'vitest';
import { byModel, costText, lastDays, resetsText } from './usage-figures';

describe('usage figures', () => {
  it('fills the last days in, oldest first, with 0 where nothing was counted', () => {
    const days = lastDays([{ day: '2026-11-24', value: 7 }], 3, new Date('2026-11-25T13:00:00Z'));
    expect(days).toEqual([
      { day: '2026-11-23', value: 0 },
      { day: '2026-11-24', value: 7 },
      { day: '2026-11-25', value: 0 },
    ]);
  });

  it('sums the days of a model and purpose, the most tokens first, in words', () => {
    const row = { calls: 1, inputTokens: 10, outputTokens: 5, estimated: false };
    expect(
      byModel([
        { ...row, model: 'a', purpose: 'title' },
        { ...row, model: 'b', purpose: 'answer', estimated: true },
        { ...row, model: 'b', purpose: 'answer' },
      ]),
    ).toEqual([
      { model: 'b', purpose: 'Answers', calls: 2, inputTokens: 20, outputTokens: 10, estimated: true },
      { model: 'a', purpose: 'Titles', calls: 1, inputTokens: 10, outputTokens: 5, estimated: false },
    ]);
  });

  it('says when a period resets and what it cost', () => {
    expect(resetsText('2026-11-26T00:00:00.000Z')).toBe('Resets 2026-11-26 00:00 UTC');
    expect(costText(null)).toBeNull();
    expect(costText(1.5)).toBe('1.50');
    expect(costText(0.00123)).toBe('0.0012');
  });
});
