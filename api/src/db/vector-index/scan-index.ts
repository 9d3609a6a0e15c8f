/**
 * The portable index: the newest `scanLimit` rows of the person's *Embedding table, read through
 * the read layer (../sql-reader.ts) by typed statements (../typed-sql/) and ranked by cosine in
 * JavaScript (vectors.ts). Writes are the embedder's own rows: there is nothing else to keep, so
 * upsert, remove, setVisibility and refresh have nothing to do.
 */
import type { SqlReader } from '../sql-reader.js';
import { statements, type Params } from '../typed-sql/statement.js';
import { rankBySimilarity } from './vectors.js';
import type { NearestQuery, Space, VectorHit, VectorIndex } from './types.js';
import { publicOnly } from '../../privacy/read-scope.js';

export interface ScanOptions {
  /** Rows compared with a question at most (the newest), as recall/recall.ts's scanLimit. */
  scanLimit?: number;
}

type ScanArgs = Params<{ userId: string; model: string; limit: number }>;

/** The person's vectors of one model: newest first, public ones only when `pub` (shape: 1). */
const scans = {
  memory: statements((qb, p: ScanArgs, pub: number) => {
    let query = qb.selectFrom('MemoryEmbedding as e');
    if (pub)
      query = query.innerJoin('Memory as m', (join) =>
        join.onRef('m.id', '=', 'e.memoryId').on('m.visibility', '=', 'public'),
      );
    return query
      .select(['e.memoryId as id', 'e.vector'])
      .where('e.userId', '=', p('userId'))
      .where('e.model', '=', p('model'))
      .orderBy('e.sourceUpdatedAt', 'desc')
      .limit(p('limit'));
  }),
  // Messages are never public: nearest() asks for none.
  message: statements((qb, p: ScanArgs) =>
    qb
      .selectFrom('StepEmbedding as e')
      .select(['e.stepId as id', 'e.vector'])
      .where('e.userId', '=', p('userId'))
      .where('e.model', '=', p('model'))
      .orderBy('e.createdAt', 'desc')
      .limit(p('limit')),
  ),
  chunk: statements((qb, p: ScanArgs, pub: number) => {
    let query = qb
      .selectFrom('DocumentChunkEmbedding as e')
      .select(['e.chunkId as id', 'e.vector'])
      .where('e.userId', '=', p('userId'))
      .where('e.model', '=', p('model'));
    if (pub) query = query.where('e.visibility', '=', 'public');
    return query.limit(p('limit'));
  }),
} satisfies Record<Space, unknown>;

export function createScanIndex(sql: SqlReader, { scanLimit = 5000 }: ScanOptions = {}): VectorIndex {
  const rows = async (space: Space, q: NearestQuery) => {
    const pub = publicOnly(q.scope) ? 1 : 0;
    if (space === 'message' && pub) return [];
    return sql.rows(scans[space](pub), { userId: q.scope.userId, model: q.model, limit: scanLimit });
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
