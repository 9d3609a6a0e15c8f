/**
 * Full-text search of a person's conversations (chat/read/chat-reads.ts searchThreads): FTS5 on
 * SQLite, tsvector on PostgreSQL (full-text.ts). AND semantics, the last word of 3+ characters as
 * a prefix; threads whose name matches come before threads matched by a message, each group by
 * relevance; one row per thread. Temporary chats are never found: SQLite's index never holds them
 * (its triggers skip them), PostgreSQL's statements leave them out. Then each hit's best-matching
 * message (any branch), the one a result opens at.
 */
import { statements, type DbKind, type Params } from '../typed-sql/statement.js';
import { bm25, matches, stepWords, threadNameWords, tsMatches, tsRank, withFullText } from './full-text.js';

/** The words as one query of the database's own syntax: all of them, the last of 3+ characters as a prefix. */
export function threadQuery(kind: DbKind, words: readonly string[]): string {
  const last = words.length - 1;
  const prefix = (w: string, i: number) => i === last && w.length >= 3;
  return kind === 'sqlite'
    ? words.map((w, i) => (prefix(w, i) ? `"${w}"*` : `"${w}"`)).join(' ')
    : words.map((w, i) => (prefix(w, i) ? `${w}:*` : w)).join(' & ');
}

type SearchArgs = Params<{ query: string; ownerId: string; projectId: string; limit: number; offset: number }>;

/**
 * The owner's threads that match, best first (the most recent first among equals), `limit` of them
 * after the first `offset`. Shape
 * `project`: only the threads of one project, chosen before the limit so a narrowed search finds as
 * many as a wide one.
 */
export const threadsByWords = statements((qb, p: SearchArgs, shape: 'all' | 'project', kind) => {
  const db = withFullText(qb);
  if (kind === 'sqlite') {
    const byName = db
      .selectFrom('ThreadNameSearch')
      .select((eb) => ['thread_id', eb.lit<number>(0).as('p'), bm25('ThreadNameSearch').as('r')])
      .where(matches('ThreadNameSearch', p('query')))
      .where('user_id', '=', p('ownerId'));
    const byMessage = db
      .selectFrom('StepSearch')
      .select((eb) => ['thread_id', eb.lit<number>(1).as('p'), bm25('StepSearch').as('r')])
      .where(matches('StepSearch', p('query')))
      .where('user_id', '=', p('ownerId'));
    let found = db.selectFrom(byName.unionAll(byMessage).as('u'));
    if (shape === 'project')
      found = found.where('thread_id', 'in', (eb) =>
        eb.selectFrom('Thread').select('id').where('projectId', '=', p('projectId')),
      );
    const hits = found
      .select((eb) => ['thread_id', eb.fn.min('p').as('p'), eb.fn.min('r').as('r')])
      .groupBy('thread_id');
    // The page is cut in the order it is shown (the most recent first among equals), so pages meet.
    return db
      .selectFrom(hits.as('hits'))
      .innerJoin('Thread as t', 't.id', 'hits.thread_id')
      .select(['t.id', 't.name', 't.updatedAt'])
      .orderBy('hits.p')
      .orderBy('hits.r')
      .orderBy('t.updatedAt', 'desc')
      .orderBy('t.id')
      .limit(p('limit'))
      .offset(p('offset'));
  }
  const name = threadNameWords('th');
  const message = stepWords('s');
  const byName = db
    .selectFrom('Thread as th')
    .select((eb) => ['th.id as thread_id', eb.lit<number>(0).as('p'), tsRank(name, p('query')).as('r')])
    .where('th.userId', '=', p('ownerId'))
    .where((eb) => eb.not(eb.ref('th.temporary')))
    .where(tsMatches(name, p('query')));
  const byMessage = db
    .selectFrom('Step as s')
    .innerJoin('Thread as th', 'th.id', 's.threadId')
    .select((eb) => ['s.threadId as thread_id', eb.lit<number>(1).as('p'), tsRank(message, p('query')).as('r')])
    .where('th.userId', '=', p('ownerId'))
    .where((eb) => eb.not(eb.ref('th.temporary')))
    .where(tsMatches(message, p('query')));
  let found = db.selectFrom(byName.unionAll(byMessage).as('u'));
  if (shape === 'project')
    found = found.where('thread_id', 'in', (eb) =>
      eb.selectFrom('Thread').select('id').where('projectId', '=', p('projectId')),
    );
  const hits = found.select((eb) => ['thread_id', eb.fn.min('p').as('p'), eb.fn.max('r').as('r')]).groupBy('thread_id');
  return db
    .selectFrom(hits.as('hits'))
    .innerJoin('Thread as t', 't.id', 'hits.thread_id')
    .select(['t.id', 't.name', 't.updatedAt'])
    .orderBy('hits.p')
    .orderBy('hits.r', 'desc')
    .orderBy('t.updatedAt', 'desc')
    .orderBy('t.id')
    .limit(p('limit'))
    .offset(p('offset'));
});

/** The best-matching message of each of n threads of the owner. Shape: n. */
export const bestMessages = statements(
  (qb, p: Params<{ query: string; ownerId: string; threadIds: readonly string[] }>, n: number, kind) => {
    const db = withFullText(qb);
    const ids = Array.from({ length: n }, (_, i) => p.item('threadIds', i));
    if (kind === 'sqlite') {
      // SQLite takes the other columns of an aggregate's row from the row min() picked; `rank` is
      // the hidden bm25 column (the bm25() function cannot be used under an aggregate).
      const matched = db
        .selectFrom('StepSearch')
        .select(['thread_id', 'rowid as step_rowid', 'rank as r'])
        .where(matches('StepSearch', p('query')))
        .where('user_id', '=', p('ownerId'))
        .where('thread_id', 'in', ids);
      const best = db
        .selectFrom(matched.as('m'))
        .select((eb) => ['step_rowid', eb.fn.min('r').as('r')])
        .groupBy('thread_id');
      return db
        .selectFrom(best.as('best'))
        .innerJoin('Step as s', 's.rowid', 'best.step_rowid')
        .select(['s.threadId', 's.id', 's.input', 's.output']);
    }
    const message = stepWords('s');
    return db
      .selectFrom('Step as s')
      .innerJoin('Thread as th', 'th.id', 's.threadId')
      .distinctOn('s.threadId')
      .select(['s.threadId', 's.id', 's.input', 's.output'])
      .where('th.userId', '=', p('ownerId'))
      .where((eb) => eb.not(eb.ref('th.temporary')))
      .where('s.threadId', 'in', ids)
      .where(tsMatches(message, p('query')))
      .orderBy('s.threadId')
      .orderBy(tsRank(message, p('query')), 'desc')
      .orderBy('s.seq', 'desc');
  },
);
