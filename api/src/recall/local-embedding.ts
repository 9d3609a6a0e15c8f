/**
 * The local provider's embedding: offline, deterministic and small (256 numbers). Each keyword's stem
 * and its three-letter pieces are hashed into the vector, so texts that share words or word forms
 * ("bouldering", "boulders") come out alike. It knows no meanings: "sport" and "bouldering" share
 * nothing here, where a real embedding model finds them close. It exists so the path by meaning runs
 * everywhere, tests included.
 */
import type { EmbeddingModelV4, EmbeddingModelV4CallOptions, EmbeddingModelV4Result } from '@ai-sdk/provider';
import { LOCAL_EMBEDDING_MODEL } from '../config.js';
import { keywords, stem } from '../words/search-terms.js';

export const LOCAL_DIMENSIONS = 512;
/** Buckets per feature: two words that share one bucket by chance share only half their weight. */
const BUCKETS = 2;

/** FNV-1a: a small, stable string hash. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function add(vector: Float32Array, feature: string, weight: number) {
  for (let b = 0; b < BUCKETS; b++) {
    const h = hash(`${b}${feature}`);
    vector[h % LOCAL_DIMENSIONS]! += ((h & 0x80000000 ? -1 : 1) * weight) / Math.sqrt(BUCKETS);
  }
}

export function localEmbedding(text: string): number[] {
  const vector = new Float32Array(LOCAL_DIMENSIONS);
  for (const word of keywords(text)) {
    const s = stem(word);
    add(vector, `w:${s}`, 1);
    const padded = `^${s}$`;
    for (let i = 0; i + 3 <= padded.length; i++) add(vector, `t:${padded.slice(i, i + 3)}`, 0.35);
  }
  const norm = Math.hypot(...vector);
  return [...vector].map((v) => (norm === 0 ? 0 : v / norm));
}

export class LocalEmbeddingModel implements EmbeddingModelV4 {
  readonly specificationVersion = 'v4' as const;
  readonly provider = 'duet.local';
  readonly modelId = LOCAL_EMBEDDING_MODEL;
  readonly maxEmbeddingsPerCall = 256;
  readonly supportsParallelCalls = true;

  async doEmbed({ values }: EmbeddingModelV4CallOptions): Promise<EmbeddingModelV4Result> {
    return { embeddings: values.map(localEmbedding), warnings: [] };
  }
}
