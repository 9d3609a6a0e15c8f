import { describe, expect, it } from 'vitest';
import { FIRST_PART_MAX, PART_MAX, speechParts } from './speech-parts.js';

const sentence = (n: number) => `Sentence number ${n} says a little more about the plan for the week.`;

describe('speechParts', () => {
  it("reads the words without Markdown's marks, a short answer in one part", () => {
    expect(speechParts('## Plan\n\n- **Saturday**: the [Tram 28](https://x.example) ride\n- _Sunday_: Sintra')).toEqual(
      ['Plan\nSaturday: the Tram 28 ride\nSunday: Sintra'],
    );
  });

  it('has no parts when there are no words', () => {
    expect(speechParts('')).toEqual([]);
    expect(speechParts('  \n\n ')).toEqual([]);
  });

  it('makes the first part short and the others long, split at the ends of sentences', () => {
    const text = Array.from({ length: 30 }, (_, i) => sentence(i + 1)).join(' ');
    const parts = speechParts(text);
    expect(parts[0]!.length).toBeLessThanOrEqual(FIRST_PART_MAX);
    // As many whole sentences as fit: three of these.
    expect(parts[0]).toBe([1, 2, 3].map(sentence).join(' '));
    for (const [i, part] of parts.slice(1).entries()) {
      expect(part.length).toBeLessThanOrEqual(PART_MAX);
      // Full up to the last, which holds what is left.
      if (i < parts.length - 2) expect(part.length).toBeGreaterThan(PART_MAX - sentence(10).length - 1);
      expect(part).toMatch(/^Sentence number \d+ .*week\.$/s);
    }
    // Nothing is lost or doubled.
    expect(parts.join(' ')).toBe(text);
  });

  it('splits a sentence longer than a part at a comma, else a space', () => {
    const long = `${'word, '.repeat(60)}end.`;
    const parts = speechParts(long);
    expect(parts[0]!.length).toBeLessThanOrEqual(FIRST_PART_MAX);
    expect(parts[0]!.endsWith(',')).toBe(true);
    expect(parts.join(' ')).toBe(long.trim());
    const unbroken = 'x'.repeat(1500);
    expect(speechParts(unbroken).map((p) => p.length)).toEqual([200, 600, 600, 100]);
  });

  it('splits the same answer the same way every time', () => {
    const text = Array.from({ length: 12 }, (_, i) => sentence(i)).join('\n\n');
    expect(speechParts(text)).toEqual(speechParts(text));
  });
});
