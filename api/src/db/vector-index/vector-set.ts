/**
 * One person's vectors of one model, size and visibility (usearch-index.ts), held two ways:
 *
 * - **by component** (`cols[c × cap + slot]`, f32): the exact answer. A question scores only its
 *   set components, so a sparse one (the local embedding's short questions set a few dozen of 512:
 *   api/src/recall/local-embedding.ts) reads a few dozen contiguous columns; a small set is ranked
 *   whole. This copy also rescores the graph's candidates exactly.
 * - **an HNSW graph** of usearch's (f16), once the set passes EXACT_BELOW: a dense question walks it
 *   and its candidates are rescored from the columns. The graph is built after the set fills, a page
 *   per turn of the event loop; until it is whole, every question is answered exactly.
 *
 * README.md has the why and the figures.
 */
import type usearchModule from 'usearch';
import type { Index } from 'usearch';
import { Columns } from './simd/columns.js';
import type { VectorHit } from './types.js';

/** The module as `import('usearch')` gives it (its default export). */
export type UsearchModule = typeof usearchModule;

/** The graphs' shape: neighbours per node, candidates kept while adding and while searching. */
export const HNSW = { connectivity: 16, expansionAdd: 128, expansionSearch: 96 } as const;
/** Vectors a set ranks whole (~1 ms for 2,048 of 512) before it builds a graph for dense questions. */
export const EXACT_BELOW = 2048;
/** Vectors added to a graph per turn of the event loop while it is built: 64 held the loop 41–71 ms (p50) at 100,000 of 512 (bench/RESULTS.md). */
const BUILD_PAGE = 16;
/**
 * Threads a graph adds on (0: one per core). usearch keeps per-thread state sized by the first add:
 * every add must ask the same number, or it throws "Reserve capacity ahead of insertions".
 */
const ADD_THREADS = 0;
/**
 * Candidates a graph walk hands to the exact rescoring, at least: each is read across every column
 * (a cache miss a component), ~0.15 ms for 20 at 512.
 */
const CANDIDATES = 20;

/** A question's set components: at most a quarter of them set makes it sparse (answered exactly). */
export function setComponents(unit: Float32Array): Uint32Array {
  let n = 0;
  for (let i = 0; i < unit.length; i++) if (unit[i] !== 0) n++;
  const set = new Uint32Array(n);
  for (let i = 0, j = 0; i < unit.length; i++) if (unit[i] !== 0) set[j++] = i;
  return set;
}

export class VectorSet {
  /** Key → id of every vector held. */
  readonly ids = new Map<number, string>();
  private readonly slotOf = new Map<number, number>();
  /** Slot → key. */
  private keys: number[] = [];
  private readonly cols: Columns;
  private graph: Index | null = null;
  /** Keys still to add to a graph being built; null once it is whole (or before it starts). */
  private queue: number[] | null = null;
  private built: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly usearch: UsearchModule,
    private readonly dims: number,
  ) {
    this.cols = new Columns(dims);
  }

  get size() {
    return this.keys.length;
  }

  /** Whether dense questions walk a graph (false while it is built: they are answered exactly). */
  get graphReady() {
    return this.graph !== null && this.queue === null;
  }

  /** Resolves once no graph is being built for this set. */
  settled(): Promise<void> {
    return this.built;
  }

  /** Unit vectors under new keys, as one matrix (keys.length × dims). */
  add(keys: number[], ids: string[], matrix: Float32Array) {
    const d = this.dims;
    this.cols.reserve(this.keys.length + keys.length, this.keys.length);
    const { data, cap } = this.cols;
    keys.forEach((key, i) => {
      const slot = this.keys.length;
      this.keys.push(key);
      this.slotOf.set(key, slot);
      this.ids.set(key, ids[i]!);
      for (let c = 0; c < d; c++) data[c * cap + slot] = matrix[i * d + c]!;
    });
    if (this.queue) this.queue.push(...keys);
    else if (this.graph) this.graph.add(BigUint64Array.from(keys, BigInt), matrix, ADD_THREADS);
    else if (this.keys.length > EXACT_BELOW) this.startGraph();
  }

  remove(key: number) {
    const slot = this.slotOf.get(key);
    if (slot === undefined) return;
    this.ids.delete(key);
    this.slotOf.delete(key);
    const last = this.keys.length - 1;
    if (slot !== last) {
      // The last vector takes the removed one's place.
      const moved = this.keys[last]!;
      this.keys[slot] = moved;
      this.slotOf.set(moved, slot);
      const { data, cap } = this.cols;
      for (let c = 0, o = 0; c < this.dims; c++, o += cap) data[o + slot] = data[o + last]!;
    }
    this.keys.pop();
    // A key still queued is skipped by the build; one in the graph is marked removed there.
    if (this.graph?.contains(BigInt(key))) this.graph.remove(BigInt(key));
  }

  /** The nearest `limit` to a unit vector (`set`: its set components), most alike first. */
  nearest(unit: Float32Array, set: Uint32Array, limit: number): VectorHit[] {
    if (this.size === 0 || limit <= 0) return [];
    if (!this.graphReady || set.length <= this.dims / 4) return this.exact(unit, set, limit);
    // usearch keeps max(k, expansion_search) candidates; the f16 distances are rescored in f32.
    const k = Math.min(this.size, Math.max(2 * limit, CANDIDATES));
    const found = this.graph!.search(unit, k, 1);
    const hits: VectorHit[] = [];
    for (let i = 0; i < found.keys.length; i++) {
      const key = Number(found.keys[i]);
      const slot = this.slotOf.get(key);
      if (slot === undefined) continue;
      let dot = 0;
      for (let j = 0; j < set.length; j++) dot += unit[set[j]!]! * this.cols.data[set[j]! * this.cols.cap + slot]!;
      hits.push({ id: this.ids.get(key)!, similarity: dot });
    }
    return hits.sort((a, b) => b.similarity - a.similarity).slice(0, limit);
  }

  /** Gives back the columns' room for growth, once the set is filled from the tables. */
  fit() {
    this.cols.fit(this.size);
  }

  /** Stops a graph build (the set is dropped or the index closed). */
  close() {
    this.closed = true;
  }

  /** Every vector scored on the question's set components, column by column; the best `limit`. */
  private exact(unit: Float32Array, set: Uint32Array, limit: number): VectorHit[] {
    return this.best(this.cols.score(unit, set, this.size), this.size, limit);
  }

  /** The `limit` highest scores, kept in order by insertion (limit is small). */
  private best(scores: Float32Array, n: number, limit: number): VectorHit[] {
    const top: number[] = [];
    let floor = -Infinity;
    for (let s = 0; s < n; s++) {
      const v = scores[s]!;
      if (top.length === limit && v <= floor) continue;
      let at = top.length;
      while (at > 0 && scores[top[at - 1]!]! < v) at--;
      top.splice(at, 0, s);
      if (top.length > limit) top.pop();
      if (top.length === limit) floor = scores[top[limit - 1]!]!;
    }
    return top.map((s) => ({ id: this.ids.get(this.keys[s]!)!, similarity: scores[s]! }));
  }

  /** The vectors of `keys` still held, as a matrix, with their keys. */
  private gather(keys: number[]) {
    const held = keys.filter((k) => this.slotOf.has(k));
    const matrix = new Float32Array(held.length * this.dims);
    held.forEach((key, i) => {
      const slot = this.slotOf.get(key)!;
      for (let c = 0; c < this.dims; c++) matrix[i * this.dims + c] = this.cols.data[c * this.cols.cap + slot]!;
    });
    return { held, matrix };
  }

  /** The graph of what is held, a page per turn; writes meanwhile join the queue. */
  private startGraph() {
    this.graph = new this.usearch.Index({
      dimensions: this.dims,
      metric: this.usearch.MetricKind.IP, // on unit vectors: 1 − cosine
      quantization: this.usearch.ScalarKind.F16,
      connectivity: HNSW.connectivity,
      expansion_add: HNSW.expansionAdd,
      expansion_search: HNSW.expansionSearch,
      multi: false,
    });
    const queue = (this.queue = [...this.keys]);
    this.built = (async () => {
      while (queue.length && !this.closed) {
        await new Promise((resolve) => setImmediate(resolve)); // requests go on between pages
        const { held, matrix } = this.gather(queue.splice(0, BUILD_PAGE));
        if (held.length && !this.closed) this.graph!.add(BigUint64Array.from(held, BigInt), matrix, ADD_THREADS);
      }
      this.queue = null;
    })();
  }
}
