/**
 * The vector index the database allows: sqlite-vec on SQLite, pgvector on PostgreSQL, the scan of
 * the *Embedding tables where neither loads (or VECTOR_INDEX=scan asks for it). README.md.
 */
import path from 'node:path';
import * as sqliteVec from 'sqlite-vec';
import type { Logger } from '../../logging/logger.js';
import type { SqlReader } from '../sql-reader.js';
import { createPgvectorIndex } from './pgvector-index.js';
import { createScanIndex } from './scan-index.js';
import { createSqliteVecIndex } from './sqlite-vec-index.js';
import type { VectorIndex } from './types.js';

export * from './types.js';
export { createScanIndex } from './scan-index.js';

export interface VectorIndexOptions {
  /** The read layer (../sql-reader.ts): the scan reads the *Embedding tables through it. */
  sql: SqlReader;
  kind: 'sqlite' | 'postgres';
  /** The database's URL (config.database.url): `file:<path>` or `postgres://…`. */
  url: string;
  logger?: Logger;
  /** 'scan' keeps today's search whatever the database has; default: VECTOR_INDEX, else 'auto'. */
  mode?: 'auto' | 'scan';
  /** The scan's rows per search at most (recall/recall.ts's scanLimit). */
  scanLimit?: number;
}

export async function createVectorIndex({
  sql,
  kind,
  url,
  logger,
  mode = process.env.VECTOR_INDEX === 'scan' ? 'scan' : 'auto',
  scanLimit,
}: VectorIndexOptions): Promise<VectorIndex> {
  const scan = (reason: string, error?: unknown) => {
    const index = createScanIndex(sql, { scanLimit });
    const log = { vectorIndex: index.kind, reason, ...(error ? { err: error } : {}) };
    if (error) logger?.warn(log, `vector index: ${reason}; searches by meaning scan the embeddings`);
    else logger?.info(log, `vector index: ${reason}; searches by meaning scan the embeddings`);
    return index;
  };
  if (mode === 'scan') return scan('VECTOR_INDEX=scan');
  let index: VectorIndex;
  try {
    index =
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
