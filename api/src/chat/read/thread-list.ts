/**
 * The thread list's statements (chat-reads.ts runs them): a keyset page in list order, and how many
 * the same list holds. Both keep the same threads: the owner's, with a message, not temporary, of
 * some agent types or all, in one project, in none or anywhere; the (userId, pinned, updatedAt, id)
 * index serves both.
 */
import type { SelectQueryBuilder } from 'kysely';
import { statements, type DB, type Params, type QueryBuilder } from '../../db/typed-sql/statement.js';
import { THREAD_COLUMNS } from './columns.js';

type ListArgs = { ownerId: string; agentTypes: readonly string[]; projectId: string };
type PageArgs = ListArgs & { pinned: boolean; updatedAt: Date; id: string; limit: number };

/**
 * A list's shape: how many agent types to keep (0: all); projects 0 (all threads), 1 (those in no
 * project) or 2 (those of one project).
 */
export const listShape = (agentTypes: readonly string[], projectId: string | null | undefined) =>
  `${agentTypes.length}:${projectId === undefined ? 0 : projectId === null ? 1 : 2}`;

function listed(qb: QueryBuilder, p: Params<ListArgs>, shape: string): SelectQueryBuilder<DB, 'Thread', object> {
  const [types, projects] = shape.split(':').map(Number) as [number, number];
  let query = qb
    .selectFrom('Thread')
    .where('userId', '=', p('ownerId'))
    .where('stepCount', '>', 0)
    // A temporary chat is in no list (chat/temporary-chats.ts).
    .where((eb) => eb('temporary', '=', eb.lit(false)));
  if (projects === 1) query = query.where('projectId', 'is', null);
  if (projects === 2) query = query.where('projectId', '=', p('projectId'));
  if (types > 0)
    query = query.where(
      'agentType',
      'in',
      Array.from({ length: types }, (_, i) => p.item('agentTypes', i)),
    );
  return query;
}

/** A page: pinned first, then newest; shape `listShape:after` (1: strictly after the cursor). */
export const threadsPage = statements((qb, p: Params<PageArgs>, shape: string) => {
  const [types, projects, after] = shape.split(':');
  let query = listed(qb, p, `${types}:${projects}`).select(THREAD_COLUMNS);
  // Row values compare in list order. (A stand-in is one value: the cursor's fields are arguments of their own.)
  if (after === '1') {
    query = query.where(({ eb, refTuple, tuple }) =>
      eb(refTuple('pinned', 'updatedAt', 'id'), '<', tuple(p('pinned'), p('updatedAt'), p('id'))),
    );
  }
  return query.orderBy('pinned', 'desc').orderBy('updatedAt', 'desc').orderBy('id', 'desc').limit(p('limit'));
});

/** How many threads the list of this shape holds (`listShape`). */
export const threadsCount = statements(
  (qb, p: Params<ListArgs>, shape: string) => listed(qb, p, shape).select((eb) => eb.fn.countAll<number>().as('n')),
  { kinds: { n: 'int' } },
);
