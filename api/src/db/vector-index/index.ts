/**
 * The vector index the database allows: on SQLite usearch's HNSW, else sqlite-vec where usearch's
 * native module does not load, on PostgreSQL pgvector, and the scan of the *Embedding tables where
 * none loads (or VECTOR_INDEX asks for one of them). README.md.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import * as sqliteVec from 'sqlite-vec';
import type { Logger } from '../../logging/logger.js';
import type { SqlReader } from '../sql-reader.js';
import { createPgvectorIndex } from './pgvector-index.js';
import { createScanIndex } from './scan-index.js';
import { createSqliteVecIndex } from './sqlite-vec-index.js';
import type { VectorIndex } from './types.js';
import type { UsearchModule } from './vector-set.js';
import { createUsearchIndex } from './usearch-index.js';

export * from './types.js';
export { createScanIndex } from './scan-index.js';

export interface VectorIndexOptions {
  /** The read layer (../sql-reader.ts): the scan reads the *Embedding tables through it. */
  sql: SqlReader;
  kind: 'sqlite' | 'postgres';
  /** The database's URL (config.database.url): `file:<path>` or `postgres://…`. */
  url: string;
  logger?: Logger;
  /**
   * 'auto': the best the database allows; 'sqlite-vec' skips usearch on SQLite; 'scan' keeps the
   * scan whatever the database has. Default: VECTOR_INDEX, else 'auto'.
   */
  mode?: VectorIndexMode;
  /** The scan's rows per search at most (recall/recall.ts's scanLimit). */
  scanLimit?: number;
  /** Loads usearch's native module (default: imports `usearch`); throws where no build loads. */
  loadUsearch?: () => Promise<UsearchModule>;
}

export const VECTOR_INDEX_MODES = ['auto', 'usearch', 'sqlite-vec', 'scan'] as const;
export type VectorIndexMode = (typeof VECTOR_INDEX_MODES)[number];

/** VECTOR_INDEX as a mode: unset or unknown is 'auto' ('usearch' asks for what 'auto' picks). */
export function vectorIndexMode(value = process.env.VECTOR_INDEX): VectorIndexMode {
  return VECTOR_INDEX_MODES.find((m) => m === value) ?? 'auto';
}

/**
 * usearch's CommonJS build: its ES module build looks for its native binary from a path it cannot
 * make under ES modules (and never stops climbing); the CommonJS one finds `prebuilds/` beside it.
 */
const importUsearch = async (): Promise<UsearchModule> => createRequire(import.meta.url)('usearch') as UsearchModule;

export async function createVectorIndex({
  sql,
  kind,
  url,
  logger,
  mode = vectorIndexMode(),
  scanLimit,
  loadUsearch = importUsearch,
}: VectorIndexOptions): Promise<VectorIndex> {
  const scan = (reason: string, error?: unknown) => {
    const index = createScanIndex(sql, { scanLimit });
    const log = { vectorIndex: index.kind, reason, ...(error ? { err: error } : {}) };
    if (error) logger?.warn(log, `vector index: ${reason}; searches by meaning scan the embeddings`);
    else logger?.info(log, `vector index: ${reason}; searches by meaning scan the embeddings`);
    return index;
  };
  if (mode === 'scan') return scan('VECTOR_INDEX=scan');
  let index: VectorIndex | undefined;
  if (kind === 'sqlite' && mode !== 'sqlite-vec') {
    try {
      index = createUsearchIndex(sqliteFile(url), { usearch: await loadUsearch() });
    } catch (error) {
      const log = { vectorIndex: 'sqlite-vec', reason: 'usearch did not load', err: error };
      logger?.warn(log, 'vector index: usearch did not load; trying sqlite-vec');
    }
  }
  try {
    index ??=
      kind === 'sqlite'
        ? createSqliteVecIndex(sqliteFile(url), { load: (conn) => sqliteVec.load(conn) })
        : await createPgvectorIndex(url, { logger });
  } catch (error) {
    return scan(kind === 'sqlite' ? 'sqlite-vec did not load' : 'pgvector is not available', error);
  }
  logger?.info({ vectorIndex: index.kind }, `vector index: ${index.kind}`);
  return index;
}

/** The file of a `file:` URL, as config.ts reads it (relative: from the working directory). */
export function sqliteFile(url: string): string {
  const file = url.startsWith('file:') ? url.slice('file:'.length) : url;
  return path.resolve(file.split('?')[0]!);
}
