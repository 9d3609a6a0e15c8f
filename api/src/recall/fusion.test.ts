import { describe, expect, it } from 'vitest';
import { fuseRankings } from './fusion.js';
import { localEmbedding } from './local-embedding.js';
import { cosine, fromBytes, toBytes } from '../db/vector-index/vectors.js';

describe('fuseRankings', () => {
  it('puts what both rankings found above what one found, with each place kept', () => {
    expect(
      fuseRankings([
        ['a', 'b'],
        ['c', 'b'],
      ]),
    ).toEqual([
      { id: 'b', ranks: [2, 2], score: 2 / 62 },
      { id: 'a', ranks: [1, null], score: 1 / 61 },
      { id: 'c', ranks: [null, 1], score: 1 / 61 },
    ]);
  });
});

describe('vectors', () => {
  it('round-trip through bytes and compare by cosine', () => {
    expect([...fromBytes(toBytes([1, -0.5, 0.25]))]).toEqual([1, -0.5, 0.25]);
    expect(cosine([1, 0], [1, 0])).toBe(1);
    expect(cosine([1, 0], [0, 1])).toBe(0);
    expect(cosine([1, 0], [1, 0, 0])).toBe(0);
  });

  it('the local embedding is alike for word forms and unit length', () => {
    const v = localEmbedding('I love bouldering');
    expect(Math.hypot(...v)).toBeCloseTo(1, 6);
    expect(cosine(v, localEmbedding('boulders'))).toBeGreaterThan(0.5);
    expect(cosine(v, localEmbedding('What sport do I like?'))).toBeLessThan(0.3);
  });
});
