/**
 * The passages of a person's documents that share words with a question, best first: FTS5 on
 * SQLite, tsvector on PostgreSQL (full-text.ts). The owner and, for the twin, "public only" are
 * conditions of the statement itself, on the passages' own columns, so a private passage is never
 * a candidate; a project's scope is chosen before the limit, so a narrowed search finds as many.
 * Run on the read layer by documents/passage-search.ts, which fuses them with the passages found
 * by meaning.
 */
import { statements, type DbKind, type Params } from '../typed-sql/statement.js';
import { bm25, matches, passageWords, tsMatches, tsRank, withFullText } from './full-text.js';

/** Which documents a search keeps: every one, those outside every project, or one project's. */
export type DocumentScope = 'all' | 'library' | 'project';

/** The question's stems as one query of the database's own syntax: any of them, each a prefix. */
export function passageQuery(kind: DbKind, stems: readonly string[]): string {
  return kind === 'sqlite' ? stems.map((w) => `"${w}"*`).join(' OR ') : stems.map((w) => `${w}:*`).join(' | ');
}

type Args = Params<{ query: string; userId: string; projectId: string; limit: number }>;

/** Shape: `public:<0|1>:<scope>` (1: only the passages their owner made public). */
export const passagesByWords = statements((qb, p: Args, shape: `public:${0 | 1}:${DocumentScope}`, kind) => {
  const [, pub, scope] = shape.split(':') as [string, '0' | '1', DocumentScope];
  const db = withFullText(qb);
  if (kind === 'sqlite') {
    // The index keeps the owner and visibility beside each row; the join checks them on the passage too.
    let hits = db
      .selectFrom('ChunkSearch')
      .select(['rowid as rid', bm25('ChunkSearch').as('rank')])
      .where(matches('ChunkSearch', p('query')))
      .where('user_id', '=', p('userId'));
    if (pub === '1') hits = hits.where('visibility', '=', 'public');
    if (scope !== 'all')
      hits = hits.where('rowid', 'in', (eb) =>
        eb
          .selectFrom('DocumentChunk as ch')
          .innerJoin('Document as d', 'd.id', 'ch.documentId')
          .select('ch.rowid')
          .where('d.userId', '=', p('userId'))
          .where((eb) =>
            scope === 'library' ? eb('d.projectId', 'is', null) : eb('d.projectId', '=', p('projectId')),
          ),
      );
    let query = db
      .selectFrom(hits.orderBy('rank').limit(p('limit')).as('hits'))
      .innerJoin('DocumentChunk as c', 'c.rowid', 'hits.rid')
      .select('c.id')
      .where('c.userId', '=', p('userId'));
    if (pub === '1') query = query.where('c.visibility', '=', 'public');
    return query.orderBy('hits.rank');
  }
  const words = passageWords('c');
  let query = db.selectFrom('DocumentChunk as c').select('c.id').where('c.userId', '=', p('userId'));
  if (pub === '1') query = query.where('c.visibility', '=', 'public');
  if (scope !== 'all')
    query = query.where('c.documentId', 'in', (eb) =>
      eb
        .selectFrom('Document as d')
        .select('d.id')
        .where('d.userId', '=', p('userId'))
        .where((eb) => (scope === 'library' ? eb('d.projectId', 'is', null) : eb('d.projectId', '=', p('projectId')))),
    );
  return query
    .where(tsMatches(words, p('query')))
    .orderBy(tsRank(words, p('query')), 'desc')
    .limit(p('limit'));
});
