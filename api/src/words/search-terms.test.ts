import { describe, expect, it } from 'vitest';
import { keywords, overlap, searchStems, stem } from './search-terms.js';

describe('search terms', () => {
  it('keeps salient words, drops stopwords and duplicates, lower-cases', () => {
    expect(keywords('What do I LOVE? I love climbing!')).toEqual(['love', 'climbing']);
    expect(keywords("Who am I, what's it?")).toEqual([]);
    expect(keywords('Café in Zürich’s old town')).toEqual(['café', 'zürich’s'.replace('’', "'"), 'old', 'town']);
  });

  it('stems lightly so word forms meet', () => {
    expect(['love', 'loves', 'loved', 'loving'].map(stem)).toEqual(['lov', 'lov', 'lov', 'lov']);
    expect(['climb', 'climbing', 'climbed', 'climbs'].map(stem)).toEqual(['climb', 'climb', 'climb', 'climb']);
    expect(stem('class')).toBe('class');
  });

  it('counts the query stems a text contains', () => {
    expect(overlap(searchStems('loves climbing in Lisbon'), 'I love to climb')).toBe(2);
    expect(overlap(searchStems('sailing'), 'I love climbing')).toBe(0);
  });
});
