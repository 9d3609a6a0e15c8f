import { describe, expect, it } from 'vitest';
import { readStoriesByRules } from './story-rules.js';

const read = (content: string) => readStoriesByRules([{ id: 's1', content }]);

describe('the local rules reading stories for the profile', () => {
  it('finds each interest of a sentence, and an activity done regularly', () => {
    const found = read('I love typography and I bake sourdough every weekend.');
    expect(found.interests.map((f) => f.value)).toEqual(['typography', 'baking sourdough']);
  });

  it('cuts an achievement where another clause starts, and keeps a thing built as one', () => {
    const found = read(
      'I built Cragmap, an app used by 200k climbers. I won the 2024 Lisbon Design Award, and I mentor junior designers.',
    );
    expect(found.achievements.map((f) => f.value)).toEqual([
      'Built Cragmap, an app used by 200k climbers',
      'Won the 2024 Lisbon Design Award',
    ]);
    expect(found.skills).toEqual([]);
    expect(found.interests).toEqual([]);
  });

  it('reads skills, names the story of each finding, and finds nothing in questions or wishes', () => {
    const found = readStoriesByRules([
      { id: 'a', content: "I'm good at knots. Would I ever love skydiving?" },
      { id: 'b', content: 'I wish I won the lottery. I love sailing, and I love Sailing.' },
    ]);
    expect(found.skills).toEqual([{ value: 'knots', storyId: 'a' }]);
    expect(found.interests).toEqual([{ value: 'sailing', storyId: 'b' }]);
    expect(found.achievements).toEqual([]);
    expect(found.bio).toEqual({ value: "I'm good at knots.", storyId: 'a' });
  });
});
