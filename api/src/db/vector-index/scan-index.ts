/**
 * The portable index: today's behaviour, the newest `scanLimit` rows of the person's *Embedding
 * table loaded and ranked by cosine in JavaScript (vectors.ts). Writes are the embedder's own rows:
 * there is nothing else to keep, so upsert, remove, setVisibility and refresh have nothing to do.
 */
import { Prisma, type Db } from '../client.js';
import { rankBySimilarity } from './vectors.js';
import type { NearestQuery, Space, VectorHit, VectorIndex } from './types.js';
import { publicOnly } from '../../privacy/read-scope.js';

export interface ScanOptions {
  /** Rows compared with a question at most (the newest), as recall/recall.ts's scanLimit. */
  scanLimit?: number;
}

type Row = { id: string; vector: Uint8Array };

export function createScanIndex(db: Db, { scanLimit = 5000 }: ScanOptions = {}): VectorIndex {
  const rows = (space: Space, q: NearestQuery): Promise<Row[]> => {
    switch (space) {
      case 'memory':
        return db.$queryRaw<Row[]>`
          SELECT e."memoryId" AS id, e."vector" AS vector FROM "MemoryEmbedding" e
          ${publicOnly(q.scope) ? Prisma.sql`JOIN "Memory" m ON m."id" = e."memoryId" AND m."visibility" = 'public'` : Prisma.empty}
          WHERE e."userId" = ${q.scope.userId} AND e."model" = ${q.model}
          ORDER BY e."sourceUpdatedAt" DESC LIMIT ${scanLimit}`;
      case 'message':
        // Messages are never public.
        if (publicOnly(q.scope)) return Promise.resolve([]);
        return db.$queryRaw<Row[]>`
          SELECT e."stepId" AS id, e."vector" AS vector FROM "StepEmbedding" e
          WHERE e."userId" = ${q.scope.userId} AND e."model" = ${q.model}
          ORDER BY e."createdAt" DESC LIMIT ${scanLimit}`;
      case 'chunk':
        return db.$queryRaw<Row[]>`
          SELECT e."chunkId" AS id, e."vector" AS vector FROM "DocumentChunkEmbedding" e
          WHERE e."userId" = ${q.scope.userId} AND e."model" = ${q.model}
          ${publicOnly(q.scope) ? Prisma.sql`AND e."visibility" = 'public'` : Prisma.empty}
          LIMIT ${scanLimit}`;
    }
  };
  const nothing = async () => undefined;
  return {
    kind: 'scan',
    upsert: nothing,
    remove: nothing,
    setVisibility: nothing,
    refresh: nothing,
    async nearest(space, q): Promise<VectorHit[]> {
      const found = await rows(space, q);
      return rankBySimilarity(found, q.vector, q.minSimilarity, q.limit).map(({ row, similarity }) => ({
        id: row.id,
        similarity,
      }));
    },
    async sync() {
      return { written: 0, removed: 0 };
    },
    close: nothing,
  };
}
