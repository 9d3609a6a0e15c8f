/**
 * The *Embedding tables (prisma/schema.prisma) as one shape per space, in statements typed against
 * the generated table types (../typed-sql/): the sqlite-vec and pgvector indexes sync from them
 * (they stay the source of truth). Each statement is compiled once per space and database.
 */
import { sql, type AliasedSelectQueryBuilder, type RawBuilder } from 'kysely';
import { statements, type DbKind, type Params, type QueryBuilder } from '../typed-sql/statement.js';
import type { IndexRowsTable, Space } from './types.js';

/** A source row: id, owner, model, Float32 bytes, 1 when public, what changes when it is made again. */
export interface SourceRow {
  id: string;
  userId: string;
  model: string;
  vector: Uint8Array;
  public: number;
  stamp: string | null;
}

type Source = AliasedSelectQueryBuilder<
  { id: string; userId: string; model: string; vector: Buffer; public: number; stamp: string | null },
  's'
>;

/** The builder with the index's own table (types.ts), which the Prisma schema does not describe. */
const withRowsTable = (qb: QueryBuilder) => qb.withTables<{ vec_index_rows: IndexRowsTable }>();

/** id, userId, model, vector, public, stamp of a space's source table, as the subquery `s`. */
function source(qb: QueryBuilder, space: Space): Source {
  switch (space) {
    case 'memory':
      // A memory's visibility is the memory's own; a changed memory has a newer sourceUpdatedAt.
      return qb
        .selectFrom('MemoryEmbedding as e')
        .innerJoin('Memory as m', 'm.id', 'e.memoryId')
        .select((eb) => [
          'e.memoryId as id',
          'e.userId',
          'e.model',
          'e.vector',
          eb
            .case()
            .when('m.visibility', '=', 'public')
            .then(eb.lit<number>(1))
            .else(eb.lit<number>(0))
            .end()
            .as('public'),
          eb.cast<string | null>('e.sourceUpdatedAt', 'text').as('stamp'),
        ])
        .as('s');
    case 'message':
      // A person's conversations are theirs alone: never public.
      return qb
        .selectFrom('StepEmbedding as e')
        .select((eb) => [
          'e.stepId as id',
          'e.userId',
          'e.model',
          'e.vector',
          eb.lit<number>(0).as('public'),
          eb.cast<string | null>('e.createdAt', 'text').as('stamp'),
        ])
        .as('s');
    case 'chunk':
      return qb
        .selectFrom('DocumentChunkEmbedding as e')
        .select((eb) => [
          'e.chunkId as id',
          'e.userId',
          'e.model',
          'e.vector',
          eb
            .case()
            .when('e.visibility', '=', 'public')
            .then(eb.lit<number>(1))
            .else(eb.lit<number>(0))
            .end()
            .as('public'),
          eb.cast<string | null>(eb.lit(null), 'text').as('stamp'),
        ])
        .as('s');
  }
}

const COLUMNS = ['s.id', 's.userId', 's.model', 's.vector', 's.public', 's.stamp'] as const;

/** The vector's size in bytes (0: a message without text). */
const bytesOf = (kind: DbKind) => (kind === 'sqlite' ? 'length' : 'octet_length');

/**
 * Source rows the index lacks or holds as they were (another model, visibility or stamp), after
 * `after` in id order, a page at a time. Empty vectors (a message without text) are left out.
 */
export const changedSources = statements((qb, p: Params<{ after: string; limit: number }>, space: Space, kind) =>
  withRowsTable(qb)
    .selectFrom(source(qb, space))
    .leftJoin('vec_index_rows as r', (join) => join.on('r.space', '=', space).onRef('r.id', '=', 's.id'))
    .select(COLUMNS)
    .where('s.id', '>', p('after'))
    .where((eb) => eb.fn<number>(bytesOf(kind), ['s.vector']), '>', 0)
    .where((eb) =>
      eb.or([
        eb('r.id', 'is', null),
        eb('r.model', '<>', eb.ref('s.model')),
        eb('r.public', '<>', eb.ref('s.public')),
        eb('r.stamp', kind === 'sqlite' ? 'is not' : 'is distinct from', eb.ref('s.stamp')),
      ]),
    )
    .orderBy('s.id')
    .limit(p('limit')),
);

/** Some ids, as one argument whatever their number: a JSON array on SQLite, a text[] on PostgreSQL. */
export type IdList = string | readonly string[];

export const idList = (kind: DbKind, ids: readonly string[]): IdList => (kind === 'sqlite' ? JSON.stringify(ids) : ids);

const inIdList = (kind: DbKind, ids: IdList): RawBuilder<string> =>
  kind === 'sqlite' ? sql`(SELECT value FROM json_each(${ids}))` : sql`(SELECT unnest(${ids}::text[]))`;

/** The source rows of some ids (those still there). */
export const sourcesByIds = statements((qb, p: Params<{ ids: IdList }>, space: Space, kind) =>
  qb
    .selectFrom(source(qb, space))
    .select(COLUMNS)
    .where('s.id', 'in', inIdList(kind, p('ids'))),
);

/** Ids the index holds whose source row is gone (or lost its vector). */
export const orphanIds = statements((qb, _p: Params<Record<string, never>>, space: Space, kind) =>
  withRowsTable(qb)
    .selectFrom('vec_index_rows as r')
    .leftJoin(source(qb, space), 's.id', 'r.id')
    .select('r.id')
    .where('r.space', '=', space)
    .where((eb) => eb.or([eb('s.id', 'is', null), eb(eb.fn<number>(bytesOf(kind), ['s.vector']), '=', 0)])),
);

/**
 * Every source row after `after` in id order, a page at a time, empty vectors left out: what an
 * index kept in memory (usearch-index.ts) is built from at start.
 */
export const allSources = statements((qb, p: Params<{ after: string; limit: number }>, space: Space, kind) =>
  qb
    .selectFrom(source(qb, space))
    .select(COLUMNS)
    .where('s.id', '>', p('after'))
    .where((eb) => eb.fn<number>(bytesOf(kind), ['s.vector']), '>', 0)
    .orderBy('s.id')
    .limit(p('limit')),
);

/**
 * The same rows without their vectors (the blob's length is read from its header, not its bytes):
 * what an index kept in memory compares with what it holds, to read again only the changed ones.
 */
export const sourceHeads = statements((qb, p: Params<{ after: string; limit: number }>, space: Space, kind) =>
  qb
    .selectFrom(source(qb, space))
    .select(['s.id', 's.userId', 's.model', 's.public', 's.stamp'])
    .where('s.id', '>', p('after'))
    .where((eb) => eb.fn<number>(bytesOf(kind), ['s.vector']), '>', 0)
    .orderBy('s.id')
    .limit(p('limit')),
);
