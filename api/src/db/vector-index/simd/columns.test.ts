/**
 * The columns' scores (columns.ts) against a sum in the test, in JavaScript below WASM_FROM slots and
 * through the SIMD kernel past it: any number of components (not a multiple of the kernel's eight),
 * any number of rows (not a multiple of its four), and the vectors kept when the columns grow or shrink.
 */
import { describe, expect, it } from 'vitest';
import { seededRandom as random } from '../../../../test/support/seeded-random.js';
import { Columns, WASM_FROM } from './columns.js';

const DIMS = 40;

/** `n` rows written into the columns as vector-set.ts writes them, and kept here. */
function fill(cols: Columns, rows: Float32Array[], n: number, rnd: () => number) {
  const from = rows.length;
  cols.reserve(from + n, from);
  for (let i = 0; i < n; i++) {
    const v = Float32Array.from({ length: DIMS }, rnd);
    rows.push(v);
    for (let c = 0; c < DIMS; c++) cols.data[c * cols.cap + from + i] = v[c]!;
  }
}

function expectScores(cols: Columns, rows: Float32Array[], rnd: () => number) {
  for (const components of [1, 7, 8, 13, DIMS]) {
    const set = Uint32Array.from({ length: components }, (_, i) => (i * 3) % DIMS).sort();
    const unique = Uint32Array.from(new Set(set));
    const unit = new Float32Array(DIMS);
    for (const c of unique) unit[c] = rnd();
    const got = cols.score(unit, unique, rows.length);
    rows.forEach((v, s) => {
      const want = [...unique].reduce((sum, c) => sum + unit[c]! * v[c]!, 0);
      expect(got[s]).toBeCloseTo(want, 5);
    });
  }
}

describe('columns of vectors', () => {
  it('score a small set in JavaScript', () => {
    const rnd = random(1);
    const cols = new Columns(DIMS);
    const rows: Float32Array[] = [];
    fill(cols, rows, 37, rnd);
    expect(cols.simd).toBe(false);
    expectScores(cols, rows, rnd);
  });

  it('move into WebAssembly past WASM_FROM, keep every vector, and score them with the SIMD kernel', () => {
    const rnd = random(2);
    const cols = new Columns(DIMS);
    const rows: Float32Array[] = [];
    fill(cols, rows, 1000, rnd);
    fill(cols, rows, 2000, rnd);
    fill(cols, rows, WASM_FROM - 2997, rnd); // grown to twice its size; rows not a multiple of four
    expect(cols.simd).toBe(true);
    expectScores(cols, rows, rnd);
    const grown = cols.cap;
    cols.fit(rows.length); // the room for growth given back: the same scores
    expect(cols.cap).toBeLessThan(grown);
    expect(cols.cap).toBeGreaterThanOrEqual(rows.length);
    expect(cols.simd).toBe(true);
    expectScores(cols, rows, rnd);
    // Fewer rows than the columns hold: only those are scored, the rest untouched by the answer.
    const unit = Float32Array.from({ length: DIMS }, rnd);
    const all = Uint32Array.from({ length: DIMS }, (_, i) => i);
    const few = cols.score(unit, all, 5);
    expect(few[4]).toBeCloseTo(
      rows[4]!.reduce((sum, x, c) => sum + x * unit[c]!, 0),
      5,
    );
  });
});
