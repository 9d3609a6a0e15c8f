import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

describe('formatDuration', () => {
  it('formats milliseconds, seconds and minutes', () => {
    expect(formatDuration(420)).toBe('420 ms');
    expect(formatDuration(1000)).toBe('1 s');
    expect(formatDuration(1240)).toBe('1.2 s');
    expect(formatDuration(125_000)).toBe('2 min 5 s');
    expect(formatDuration(120_000)).toBe('2 min');
    expect(formatDuration(-5)).toBe('');
  });
});
