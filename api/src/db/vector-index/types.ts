/**
 * One way to find a person's nearest vectors, whatever keeps them: usearch, sqlite-vec, pgvector, or the
 * scan of the *Embedding tables that works everywhere (README.md says why and with which figures).
 */

import type { ReadScope } from '../../privacy/read-scope.js';

/** What is embedded: memories, finished messages, passages of documents. */
export type Space = 'memory' | 'message' | 'chunk';
export const SPACES: readonly Space[] = ['memory', 'message', 'chunk'];

export type Visibility = 'private' | 'public';

export interface VectorRow {
  /** The memory's, step's or chunk's id. */
  id: string;
  /** Whose it is: a search finds only its own person's vectors. */
  userId: string;
  /** Default private: only a search that asks for nothing but public ones leaves private rows out. */
  visibility?: Visibility;
  /** The embedding model's name: vectors of two models are never compared. */
  model: string;
  vector: Float32Array;
}

export interface NearestQuery {
  /** Whose vectors, and whether only public ones (then private vectors are never candidates: the filter is inside the KNN query). */
  scope: ReadScope;
  model: string;
  vector: Float32Array;
  limit: number;
  /** Cosine similarity (vectors.ts) a hit has at least. */
  minSimilarity: number;
}

export interface VectorHit {
  id: string;
  /** Cosine similarity, 1 − cosine distance: the same number vectors.ts cosine() gives. */
  similarity: number;
}

/** The kinds there are: usearch's HNSW, sqlite-vec, pgvector, the scan (README.md). */
export type VectorIndexKind = 'usearch' | 'sqlite-vec' | 'pgvector' | 'scan';

export interface VectorIndex {
  readonly kind: VectorIndexKind;
  /** Adds or replaces vectors (a row keeps one vector: an id's older vector, any model, goes). */
  upsert(space: Space, rows: readonly VectorRow[]): Promise<void>;
  remove(space: Space, ids: readonly string[]): Promise<void>;
  setVisibility(space: Space, ids: readonly string[], visibility: Visibility): Promise<void>;
  /**
   * Brings these ids in line with their *Embedding rows, as sync() does for all: writes the vector,
   * visibility and stamp each source row has now, drops the ids whose row is gone. The embedder
   * calls it after each batch it kept.
   */
  refresh(space: Space, ids: readonly string[]): Promise<void>;
  /** The person's vectors of the model most like `vector`, at least minSimilarity, most alike first. */
  nearest(space: Space, query: NearestQuery): Promise<VectorHit[]>;
  /**
   * Brings the index in line with the *Embedding tables, which stay the source of truth: adds the
   * vectors it lacks, replaces those whose model, visibility or source changed, drops those whose
   * source is gone. How many rows it wrote and removed (the scan has nothing to sync: 0, 0).
   */
  sync(space?: Space): Promise<{ written: number; removed: number }>;
  /** Resolves once work the index does in the background (usearch's graph builds) is done. */
  settled?(): Promise<void>;
  close(): Promise<void>;
}

/** The table of a space's vectors of one size: models differ in dimensions, and a column has one. */
export function tableName(space: Space, dimensions: number): string {
  if (!SPACES.includes(space)) throw new Error(`unknown vector space: ${String(space)}`);
  if (!Number.isInteger(dimensions) || dimensions <= 0 || dimensions > 16_000) {
    throw new Error(`vector dimensions out of range: ${dimensions}`);
  }
  return `vec_${space}_${dimensions}`;
}

/** Which table of the index holds which id (and what it was made from): the sync compares with it. */
export const ROWS_TABLE = 'vec_index_rows';

/** A row of ROWS_TABLE, as sqlite-vec-index.ts and pgvector-index.ts create it (the sources join it). */
export interface IndexRowsTable {
  space: string;
  id: string;
  dims: number;
  model: string;
  /** 1 when public. */
  public: number;
  stamp: string | null;
}

export function isPublic(visibility: Visibility | undefined): 0 | 1 {
  return visibility === 'public' ? 1 : 0;
}

/** Cosine distance (0 … 2) to similarity; NaN (a zero vector) counts as nothing alike, as cosine() says. */
export function similarityOf(distance: number): number {
  const s = 1 - distance;
  return Number.isFinite(s) ? s : 0;
}
