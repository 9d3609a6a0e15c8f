import { describe, expect, it } from 'vitest';
import { quotaShare, quotaTone } from './quota';

describe('quotaTone', () => {
  it('warns from 90% and is full at the limit', () => {
    expect(quotaTone({ used: 0, limit: 100 })).toBe('ok');
    expect(quotaTone({ used: 89, limit: 100 })).toBe('ok');
    expect(quotaTone({ used: 90, limit: 100 })).toBe('near');
    expect(quotaTone({ used: 99, limit: 100 })).toBe('near');
    expect(quotaTone({ used: 100, limit: 100 })).toBe('full');
    expect(quotaTone({ used: 120, limit: 100 })).toBe('full');
    expect(quotaTone({ used: 0, limit: 0 })).toBe('full');
  });
});

describe('quotaShare', () => {
  it('is the share used, kept between 0 and 1', () => {
    expect(quotaShare({ used: 25, limit: 100 })).toBe(0.25);
    expect(quotaShare({ used: 150, limit: 100 })).toBe(1);
    expect(quotaShare({ used: -1, limit: 100 })).toBe(0);
    expect(quotaShare({ used: 0, limit: 0 })).toBe(1);
  });
});
