import { describe, expect, it } from 'vitest';
import { searchableQuery, updatedLabel } from './search-query';

describe('searchableQuery', () => {
  it('trims and needs at least 2 characters', () => {
    expect(searchableQuery('  a ')).toBeNull();
    expect(searchableQuery('   ')).toBeNull();
    expect(searchableQuery(' ab ')).toBe('ab');
    expect(searchableQuery('lisbon trip')).toBe('lisbon trip');
  });
});

describe('updatedLabel', () => {
  it("is 'Updated ' plus the first 10 characters of the date", () => {
    expect(updatedLabel('2026-11-20T14:03:00.000Z')).toBe('Updated 2026-11-20');
  });
});
