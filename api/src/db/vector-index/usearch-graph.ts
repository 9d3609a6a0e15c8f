/**
 * One person's vectors of one model, size and visibility (usearch-index.ts): held flat and ranked
 * exactly while they are few, an HNSW graph of usearch's once they pass EXACT_BELOW. An HNSW walk
 * is not exact even when it may visit every node (a node can have no way in, and a graph built on
 * several threads differs from run to run), so a small person's answer is the exact one.
 */
import type usearchModule from 'usearch';
import type { Index } from 'usearch';
import type { VectorHit } from './types.js';

/** The module as `import('usearch')` gives it (its default export). */
export type UsearchModule = typeof usearchModule;

/** The graphs' shape: neighbours per node, candidates kept while adding and while searching. */
export const HNSW = { connectivity: 16, expansionAdd: 128, expansionSearch: 96 } as const;
/** Vectors a set holds flat, ranked exactly (~1 ms for 2,048 of 512), before it becomes a graph. */
export const EXACT_BELOW = 2048;
/**
 * How many candidates a sparse question keeps while it walks (one with fewer than a quarter of its
 * components set, as the local embedding's short questions are: api/src/recall/local-embedding.ts).
 * Such a question is far from every passage and the walk loses its way at 96: recall@10 0.64 at
 * 20,000 of the local embedding's passages, 0.97 at 1,024 (docs/decisions/ann-index.md).
 */
export const EXPANSION_SPARSE = 1024;

export class VectorSet {
  /** Key → id of every vector held. */
  readonly ids = new Map<number, string>();
  /** The vectors while few: row i of `data` (capacity doubling) is keys[i]'s. */
  private flat: { keys: number[]; data: Float32Array } | null = { keys: [], data: new Float32Array(0) };
  private graph: Index | null = null;

  constructor(
    private readonly usearch: UsearchModule,
    private readonly dims: number,
  ) {}

  get size() {
    return this.ids.size;
  }

  /** Unit vectors under new keys, as one matrix (keys.length × dims). */
  add(keys: number[], ids: string[], matrix: Float32Array) {
    keys.forEach((key, i) => this.ids.set(key, ids[i]!));
    if (this.graph) return this.graph.add(BigUint64Array.from(keys, BigInt), matrix);
    const flat = this.flat!;
    const used = flat.keys.length * this.dims;
    if (used + matrix.length > flat.data.length) {
      const data = new Float32Array(Math.max(used + matrix.length, 2 * flat.data.length));
      data.set(flat.data.subarray(0, used));
      flat.data = data;
    }
    flat.data.set(matrix, used);
    flat.keys.push(...keys);
    if (flat.keys.length <= EXACT_BELOW) return;
    // Past the size an exact ranking stays cheap: the graph, built from what is held, in one batch.
    this.graph = new this.usearch.Index({
      dimensions: this.dims,
      metric: this.usearch.MetricKind.IP, // on unit vectors: 1 − cosine
      quantization: this.usearch.ScalarKind.F32,
      connectivity: HNSW.connectivity,
      expansion_add: HNSW.expansionAdd,
      expansion_search: HNSW.expansionSearch,
      multi: false,
    });
    this.graph.add(BigUint64Array.from(flat.keys, BigInt), flat.data.subarray(0, flat.keys.length * this.dims));
    this.flat = null;
  }

  remove(key: number) {
    if (!this.ids.delete(key)) return;
    if (this.graph) {
      this.graph.remove(BigInt(key));
      return;
    }
    const flat = this.flat!;
    const at = flat.keys.indexOf(key);
    const last = flat.keys.length - 1;
    // The last vector takes the removed one's place.
    flat.keys[at] = flat.keys[last]!;
    flat.data.copyWithin(at * this.dims, last * this.dims, (last + 1) * this.dims);
    flat.keys.pop();
  }

  /** The nearest `limit` to a unit vector, most alike first, with their cosine similarity. */
  nearest(unit: Float32Array, limit: number, sparse: boolean): VectorHit[] {
    if (this.size === 0) return [];
    if (!this.graph) return this.exact(unit, limit);
    // usearch keeps max(k, expansion_search) candidates: a larger k is a wider walk.
    const k = Math.min(this.size, Math.max(limit, sparse ? EXPANSION_SPARSE : 0));
    const found = this.graph.search(unit, k, 1);
    const hits: VectorHit[] = [];
    for (let i = 0; i < found.keys.length && hits.length < limit; i++) {
      const id = this.ids.get(Number(found.keys[i]));
      if (id !== undefined) hits.push({ id, similarity: 1 - found.distances[i]! });
    }
    return hits;
  }

  private exact(unit: Float32Array, limit: number): VectorHit[] {
    const { keys, data } = this.flat!;
    const d = this.dims;
    const scored = keys.map((key, row) => {
      let dot = 0;
      for (let i = 0, o = row * d; i < d; i++) dot += unit[i]! * data[o + i]!;
      return { key, dot };
    });
    scored.sort((a, b) => b.dot - a.dot);
    return scored.slice(0, limit).map(({ key, dot }) => ({ id: this.ids.get(key)!, similarity: dot }));
  }
}
