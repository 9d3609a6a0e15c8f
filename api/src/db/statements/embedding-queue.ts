/**
 * What the embedder (recall/recall.ts) has still to embed with a model, a batch at a time: memories
 * without its vector or with one older than the memory, and document passages (of an owner)
 * without its vector. Typed statements (../typed-sql/) run on the read layer (../sql-reader.ts).
 */
import type { NotNull } from 'kysely';
import { statement, type Params } from '../typed-sql/statement.js';

type Batch = Params<{ model: string; limit: number }>;

/** Memories whose vector of the model is missing or older than the memory. */
export const memoriesToEmbed = statement((qb, p: Batch) =>
  qb
    .selectFrom('Memory as m')
    .leftJoin('MemoryEmbedding as e', (join) => join.onRef('e.memoryId', '=', 'm.id').on('e.model', '=', p('model')))
    .select(['m.id', 'm.userId', 'm.content', 'm.updatedAt'])
    .where((eb) => eb.or([eb('e.memoryId', 'is', null), eb('e.sourceUpdatedAt', '<', eb.ref('m.updatedAt'))]))
    .limit(p('limit')),
);

/** Passages of an owner's documents with no vector of the model. */
export const chunksToEmbed = statement((qb, p: Batch) =>
  qb
    .selectFrom('DocumentChunk as c')
    .leftJoin('DocumentChunkEmbedding as e', (join) =>
      join.onRef('e.chunkId', '=', 'c.id').on('e.model', '=', p('model')),
    )
    .select(['c.id', 'c.userId', 'c.visibility', 'c.heading', 'c.text'])
    .where('e.chunkId', 'is', null)
    .where('c.userId', 'is not', null)
    .$narrowType<{ userId: NotNull }>()
    .limit(p('limit')),
);
