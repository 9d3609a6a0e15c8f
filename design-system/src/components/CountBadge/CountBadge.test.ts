import { describe, expect, it } from 'vitest';
import { formatCount } from './CountBadge';

describe('formatCount', () => {
  it('shows the number up to 9', () => {
    expect(formatCount(1)).toBe('1');
    expect(formatCount(9)).toBe('9');
  });
  it("shows '9+' above 9", () => {
    expect(formatCount(10)).toBe('9+');
    expect(formatCount(250)).toBe('9+');
  });
  it('honours a custom maximum', () => {
    expect(formatCount(120, 99)).toBe('99+');
  });
});
