/**
 * A set's vectors by component: `data[c × cap + slot]` (f32), and the scoring of a question on some
 * of its components: `scores[slot] = Σ unit[c] · data[c × cap + slot]` over c in `set`.
 *
 * Up to WASM_FROM slots the columns are a Float32Array scored in JavaScript, eight columns a pass.
 * Past it they live in a WebAssembly memory of their own and the SIMD kernel (axpy-kernel.ts) scores
 * them, about four times faster (README.md). Where WebAssembly SIMD or a memory is not to be had, the
 * JavaScript loop scores every size.
 */
import { axpyModule, axpyOn, LANES, type Axpy } from './axpy-kernel.js';

/** Slots from which the columns move into WebAssembly memory (small sets stay plain arrays). */
export const WASM_FROM = 4096;
const PAGE = 65_536;
/** Slots rounded up to whole 128-bit lanes of the kernel, and to at least 16. */
const lanes = (n: number) => Math.max(16, Math.ceil(n / 16) * 16);

export class Columns {
  /** Column c of slot s is data[c × cap + s]. */
  data = new Float32Array(0);
  cap = 0;
  private scoresOut = new Float32Array(0);
  private wasm: { memory: WebAssembly.Memory; axpy: Axpy; scoresAt: number } | null = null;

  /** `simd: false` keeps the JavaScript loop at every size (the bench compares the two). */
  constructor(
    private readonly dims: number,
    private readonly options: { simd?: boolean } = {},
  ) {}

  /** Whether the SIMD kernel scores these columns. */
  get simd() {
    return this.wasm !== null;
  }

  /** Room for `n` slots, the first `used` kept: the columns laid out again at twice the size. */
  reserve(n: number, used: number) {
    if (n > this.cap) this.layout(Math.max(n, 2 * this.cap, 16), used);
  }

  /** The room left by growth given back, once a set is filled (an eighth kept for what comes). */
  fit(used: number) {
    const cap = lanes(used + Math.ceil(used / 8));
    if (cap < this.cap) this.layout(cap, used);
  }

  private layout(size: number, used: number) {
    const cap = lanes(size);
    const d = this.dims;
    const old = this.data;
    const wasm = cap >= WASM_FROM && this.options.simd !== false ? this.wasmFor(cap) : null;
    const data = wasm ? new Float32Array(wasm.memory.buffer, 0, d * cap) : new Float32Array(d * cap);
    for (let c = 0; c < d; c++) data.set(old.subarray(c * this.cap, c * this.cap + used), c * cap);
    this.wasm = wasm;
    this.data = data;
    this.cap = cap;
    this.scoresOut = wasm ? new Float32Array(wasm.memory.buffer, wasm.scoresAt, cap) : new Float32Array(cap);
  }

  /** The scores of the first `n` slots for the question's `set` components (valid until the next call). */
  score(unit: Float32Array, set: Uint32Array, n: number): Float32Array {
    const scores = this.scoresOut;
    scores.fill(0, 0, n);
    if (this.wasm) this.scoreSimd(unit, set, n);
    else this.scoreJs(unit, set, n);
    return scores;
  }

  private wasmFor(cap: number) {
    if (!axpyModule()) return null;
    const scoresAt = this.dims * cap * 4;
    try {
      const memory = new WebAssembly.Memory({ initial: Math.ceil((scoresAt + cap * 4) / PAGE) });
      return { memory, axpy: axpyOn(memory), scoresAt };
    } catch {
      return null; // no address space for another memory: the JavaScript loop scores these
    }
  }

  private scoreSimd(unit: Float32Array, set: Uint32Array, n: number) {
    const { axpy, scoresAt } = this.wasm!;
    const lanes = Math.ceil(n / 4) * 4; // the kernel takes four rows a step; the rest are ignored
    const args = new Array<number>(2 * LANES);
    for (let j = 0; j < set.length; j += LANES) {
      for (let i = 0; i < LANES; i++) {
        const c = set[j + i];
        // An unused lane reads column 0 with weight 0.
        args[i] = c === undefined ? 0 : c * this.cap * 4;
        args[LANES + i] = c === undefined ? 0 : unit[c]!;
      }
      axpy(scoresAt, lanes, ...args);
    }
  }

  private scoreJs(unit: Float32Array, set: Uint32Array, n: number) {
    const { data, cap } = this;
    const scores = this.scoresOut;
    let j = 0;
    // Eight columns a pass: an eighth of the reads and writes of the running scores (more spill).
    for (; j + 8 <= set.length; j += 8) {
      const [o0, o1, o2, o3] = [set[j]! * cap, set[j + 1]! * cap, set[j + 2]! * cap, set[j + 3]! * cap];
      const [o4, o5, o6, o7] = [set[j + 4]! * cap, set[j + 5]! * cap, set[j + 6]! * cap, set[j + 7]! * cap];
      const [q0, q1, q2, q3] = [unit[set[j]!]!, unit[set[j + 1]!]!, unit[set[j + 2]!]!, unit[set[j + 3]!]!];
      const [q4, q5, q6, q7] = [unit[set[j + 4]!]!, unit[set[j + 5]!]!, unit[set[j + 6]!]!, unit[set[j + 7]!]!];
      for (let s = 0; s < n; s++) {
        scores[s]! +=
          q0 * data[o0 + s]! +
          q1 * data[o1 + s]! +
          q2 * data[o2 + s]! +
          q3 * data[o3 + s]! +
          q4 * data[o4 + s]! +
          q5 * data[o5 + s]! +
          q6 * data[o6 + s]! +
          q7 * data[o7 + s]!;
      }
    }
    for (; j < set.length; j++) {
      const q = unit[set[j]!]!;
      const o = set[j]! * cap;
      for (let s = 0; s < n; s++) scores[s]! += q * data[o + s]!;
    }
  }
}
