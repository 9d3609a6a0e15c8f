import { describe, expect, it } from 'vitest';
import { limitText, limitValue } from './limit-input';

describe('a limit typed in a field', () => {
  it('is none when empty, a whole number otherwise, and refused with a message when neither', () => {
    expect(limitValue('  ')).toBeNull();
    expect(limitValue('1,000')).toBe(1000);
    expect(() => limitValue('lots')).toThrow('A limit is a whole number, or empty for none.');
    expect(() => limitValue('1.5')).toThrow();
    expect(limitText(null)).toBe('');
    expect(limitText(20)).toBe('20');
  });
});
