/**
 * Hot reads of the chat engine: thread lists, history pages (with their
 * elements and tool calls in two batched queries), counts and full-text
 * search. Flat, windowed queries only (no nested connections: docs/decisions/hot-reads-bypass-prisma.md).
 */
import type { SearchHit, StepRecord, ThreadRecord } from '../records.js';
import type { ElementCreate } from '../elements.js';
import type { SqlReader } from '../../db/sql-reader.js';
import { bestMessages, threadQuery, threadsByWords } from '../../db/statements/threads-by-words.js';
import { statement, statements, type Params } from '../../db/typed-sql/statement.js';
import { searchTerms } from './search-query.js';
import { ELEMENT_COLUMNS, STEP_COLUMNS, THREAD_COLUMNS } from './columns.js';
import { elementRecord, sessionRecord, stepRecord, threadRecord, TOOL_CALL_JOIN, toolCallRecord } from './rows.js';
import { searchSnippet } from './search-snippet.js';
import { listShape, threadsCount, threadsPage } from './thread-list.js';

export interface ThreadPageArgs {
  ownerId: string;
  limit: number;
  /** Keyset cursor: threads strictly after this one in list order (pinned first, newest first). */
  after?: { pinned: boolean; updatedAt: Date; id: string };
  /** Only threads of these agent types (the /history filter). */
  agentTypes?: readonly string[];
  /** Only the threads of this project (api/src/projects/); null: only those in none; absent: all. */
  projectId?: string | null;
}

/** A step as an edit or a regeneration finds it (chat/branches.ts checks it). */
export interface ForkPoint {
  id: string;
  threadId: string;
  seq: number;
  parentId: string | null;
  stepType: string;
  input: string | null;
  onBranch: boolean;
}

const ids = (p: Params<{ ids: readonly string[] }>, n: number) => Array.from({ length: n }, (_, i) => p.item('ids', i));
const maxSeq = 2_147_483_647;

/** A page of the shown branch's steps on one side of a seq. */
const historyPage = (side: '<' | '>', order: 'asc' | 'desc') =>
  statement((qb, p: Params<{ threadId: string; seq: number; limit: number }>) =>
    qb
      .selectFrom('Step')
      .select(STEP_COLUMNS)
      .where('threadId', '=', p('threadId'))
      .where('onBranch', '=', true)
      .where('seq', side, p('seq'))
      .orderBy('seq', order)
      .limit(p('limit')),
  );

/** The statements, compiled once each (db/typed-sql/): named arguments in, named rows out. */
const q = {
  threadsByIds: statements((qb, p: Params<{ ids: readonly string[] }>, n: number) =>
    qb.selectFrom('Thread').select(THREAD_COLUMNS).where('id', 'in', ids(p, n)),
  ),
  threadCount: statement(
    (qb, p: Params<{ ownerId: string }>) =>
      qb
        .selectFrom('Thread')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('userId', '=', p('ownerId'))
        .where((eb) => eb('temporary', '=', eb.lit(false))),
    { kinds: { n: 'int' } },
  ),
  /** Steps of the shown branch (chat/branches.ts) before a seq, newest first; after one, oldest first. */
  historyBefore: historyPage('<', 'desc'),
  historyAfter: historyPage('>', 'asc'),
  historyOffset: statement((qb, p: Params<{ threadId: string; limit: number; offset: number }>) =>
    qb
      .selectFrom('Step')
      .select(STEP_COLUMNS)
      .where('threadId', '=', p('threadId'))
      .where('onBranch', '=', true)
      .orderBy('seq', 'asc')
      .limit(p('limit'))
      .offset(p('offset')),
  ),
  stepById: statement((qb, p: Params<{ id: string }>) =>
    qb.selectFrom('Step').select(STEP_COLUMNS).where('id', '=', p('id')),
  ),
  countSteps: statement(
    (qb, p: Params<{ threadId: string }>) =>
      qb
        .selectFrom('Step')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('threadId', '=', p('threadId'))
        .where('onBranch', '=', true),
    { kinds: { n: 'int' } },
  ),
  forkPoint: statement((qb, p: Params<{ id: string }>) =>
    qb
      .selectFrom('Step')
      .select(['id', 'threadId', 'seq', 'parentId', 'stepType', 'input', 'onBranch'])
      .where('id', '=', p('id')),
  ),
  elementsOfStep: statement((qb, p: Params<{ stepId: string }>) =>
    qb.selectFrom('Element').select(ELEMENT_COLUMNS).where('stepId', '=', p('stepId')).orderBy('position', 'asc'),
  ),
  threadSummary: statement((qb, p: Params<{ id: string }>) =>
    qb.selectFrom('Thread').select(['summary', 'summaryUptoSeq']).where('id', '=', p('id')),
  ),
  branchMessages: statement((qb, p: Params<{ threadId: string; afterSeq: number; beforeSeq: number; limit: number }>) =>
    qb
      .selectFrom('Step')
      .select((eb) => [
        'seq',
        'stepType',
        eb.case().when('stepType', '=', 'USER_MESSAGE').then(eb.ref('input')).else(eb.ref('output')).end().as('text'),
      ])
      .where('threadId', '=', p('threadId'))
      .where('onBranch', '=', true)
      .where('stepType', 'in', ['USER_MESSAGE', 'ASSISTANT_MESSAGE'])
      .where('isError', '=', false)
      .where('seq', '>', p('afterSeq'))
      .where('seq', '<', p('beforeSeq'))
      .orderBy('seq', 'desc')
      .limit(p('limit')),
  ),
  elementsOfSteps: statements((qb, p: Params<{ ids: readonly string[] }>, n: number) =>
    qb
      .selectFrom('Element')
      .select(ELEMENT_COLUMNS)
      .where('stepId', 'in', ids(p, n))
      .orderBy('stepId')
      .orderBy('position'),
  ),
  /** The page's tool sessions with their calls (rows.ts TOOL_CALL_JOIN). */
  toolCallsOfSteps: statements((qb, p: Params<{ ids: readonly string[] }>, n: number) =>
    qb
      .selectFrom('ToolCallSession as s')
      .leftJoin('ToolCall as c', 'c.sessionId', 's.id')
      .select(TOOL_CALL_JOIN)
      .where('s.stepId', 'in', ids(p, n))
      .orderBy('s.stepId')
      .orderBy('c.position'),
  ),
  /** The siblings of forked steps: shape `threads:parents:roots`. */
  siblings: statements((qb, p: Params<{ threads: readonly string[]; parents: readonly string[] }>, shape: string) => {
    const [threads, parents, roots] = shape.split(':').map(Number) as [number, number, number];
    return qb
      .selectFrom('Step')
      .select(['id', 'threadId', 'parentId', 'stepType'])
      .where(
        'threadId',
        'in',
        Array.from({ length: threads }, (_, i) => p.item('threads', i)),
      )
      .where((eb) =>
        eb.or([
          ...(parents
            ? [
                eb(
                  'parentId',
                  'in',
                  Array.from({ length: parents }, (_, i) => p.item('parents', i)),
                ),
              ]
            : []),
          ...(roots ? [eb('parentId', 'is', null)] : []),
        ]),
      )
      .orderBy('siblingIndex')
      .orderBy('seq');
  }),
};

export class ChatReads {
  constructor(readonly sql: SqlReader) {}

  async threadsByIds(ids: readonly string[]): Promise<Map<string, ThreadRecord>> {
    if (ids.length === 0) return new Map();
    const rows = await this.sql.rows(q.threadsByIds(ids.length), { ids });
    return new Map(rows.map((r) => [r.id, threadRecord(r)]));
  }

  /**
   * The thread list: pinned first, then the most recently updated; keyset-paged on
   * (pinned, updatedAt, id). Threads without a message are never listed (an empty New Chat).
   */
  async threadsPage({ ownerId, limit, after, agentTypes = [], projectId }: ThreadPageArgs): Promise<ThreadRecord[]> {
    const cursor = after ?? { pinned: false, updatedAt: new Date(0), id: '' };
    const rows = await this.sql.rows(threadsPage(`${listShape(agentTypes, projectId)}:${after ? 1 : 0}`), {
      ownerId,
      agentTypes,
      ...cursor,
      limit,
      projectId: projectId ?? '',
    });
    return rows.map(threadRecord);
  }

  /** How many threads the list of threadsPage holds (with the same filters, without the cursor). */
  async threadsCount({
    ownerId,
    agentTypes = [],
    projectId,
  }: Omit<ThreadPageArgs, 'limit' | 'after'>): Promise<number> {
    const [row] = await this.sql.rows(threadsCount(listShape(agentTypes, projectId)), {
      ownerId,
      agentTypes,
      projectId: projectId ?? '',
    });
    return row?.n ?? 0;
  }

  async threadCount(ownerId: string): Promise<number> {
    const [row] = await this.sql.rows(q.threadCount, { ownerId });
    return row?.n ?? 0;
  }

  /** Steps of the shown branch with seq < beforeSeq (newest `limit` of them), returned oldest first. */
  async historyBefore(threadId: string, limit: number, beforeSeq = maxSeq): Promise<StepRecord[]> {
    const rows = await this.sql.rows(q.historyBefore, { threadId, seq: beforeSeq, limit });
    return this.withChildren(rows.reverse().map(stepRecord));
  }

  /** What an edit or a regeneration needs of the step it starts from. */
  async forkPoint(stepId: string): Promise<ForkPoint | null> {
    const [row] = await this.sql.rows(q.forkPoint, { id: stepId });
    return row ?? null;
  }

  /** A message's attachments, as an edit of it writes them again. */
  async elementsToCopy(stepId: string): Promise<ElementCreate[]> {
    const rows = await this.sql.rows(q.elementsOfStep, { stepId });
    return rows.map((r) => {
      const { id: _id, stepId: _step, ...element } = elementRecord(r);
      return element;
    });
  }

  /** The thread's compaction summary and the last seq it covers. */
  async threadSummary(threadId: string): Promise<{ summary: string | null; uptoSeq: number | null }> {
    const [row] = await this.sql.rows(q.threadSummary, { id: threadId });
    return { summary: row?.summary ?? null, uptoSeq: row?.summaryUptoSeq ?? null };
  }

  /**
   * The conversation a new answer reads: user and assistant messages of the shown branch (not
   * failed ones) with afterSeq < seq < beforeSeq, the newest `limit` of them, newest first.
   */
  async branchMessages(
    threadId: string,
    limit: number,
    { afterSeq = 0, beforeSeq = maxSeq }: { afterSeq?: number; beforeSeq?: number },
  ): Promise<{ seq: number; stepType: string; text: string | null }[]> {
    return this.sql.rows(q.branchMessages, { threadId, afterSeq, beforeSeq, limit });
  }

  /** Steps with seq > afterSeq (oldest `limit` of them), oldest first. */
  async historyAfter(threadId: string, limit: number, afterSeq: number): Promise<StepRecord[]> {
    const rows = await this.sql.rows(q.historyAfter, { threadId, seq: afterSeq, limit });
    return this.withChildren(rows.map(stepRecord));
  }

  /** REST paging: oldest first, `offset` counted from the oldest step. */
  async historyOffset(threadId: string, limit: number, offset: number): Promise<StepRecord[]> {
    const rows = await this.sql.rows(q.historyOffset, { threadId, limit, offset });
    return this.withChildren(rows.map(stepRecord));
  }

  async stepById(stepId: string): Promise<StepRecord | null> {
    const rows = await this.sql.rows(q.stepById, { id: stepId });
    const [step] = await this.withChildren(rows.map(stepRecord));
    return step ?? null;
  }

  async countSteps(threadId: string): Promise<number> {
    const [row] = await this.sql.rows(q.countSteps, { threadId });
    return row?.n ?? 0;
  }

  /**
   * Ranked full-text search over the owner's thread names and messages; each hit carries its
   * best-matching message (any branch) and the passage to show (search-snippet.ts). The statements
   * are each database's own full-text search (db/statements/threads-by-words.ts).
   */
  async searchThreads(
    ownerId: string,
    query: string,
    limit: number,
    projectId?: string,
    offset = 0,
  ): Promise<SearchHit[]> {
    const words = searchTerms(query);
    if (words.length === 0) return [];
    const terms = threadQuery(this.sql.kind, words);
    const rows = await this.sql.rows(threadsByWords(projectId === undefined ? 'all' : 'project'), {
      query: terms,
      ownerId,
      projectId: projectId ?? '',
      limit,
      offset,
    });
    const best = new Map<string, { stepId: string; body: string }>();
    if (rows.length > 0) {
      const steps = await this.sql.rows(bestMessages(rows.length), {
        query: terms,
        ownerId,
        threadIds: rows.map((r) => r.id),
      });
      for (const r of steps)
        best.set(r.threadId, { stepId: r.id, body: [r.input, r.output].filter(Boolean).join('\n') });
    }
    return rows.map((r) => {
      const step = best.get(r.id);
      return {
        id: r.id,
        name: r.name ?? null,
        updatedAt: r.updatedAt,
        stepId: step?.stepId ?? null,
        snippet: step ? searchSnippet(step.body, query) : null,
      };
    });
  }

  /** Fills siblingIds where a step has siblings (edits, regenerations): one query, only then. */
  private async withSiblings(steps: StepRecord[]): Promise<void> {
    const forked = steps.filter((s) => s.siblingCount > 1);
    if (forked.length === 0) return;
    const parents = [...new Set(forked.map((s) => s.parentId).filter((p): p is string => p !== null))];
    const roots = forked.some((s) => s.parentId === null);
    const threads = [...new Set(forked.map((s) => s.threadId))];
    const rows = await this.sql.rows(q.siblings(`${threads.length}:${parents.length}:${roots ? 1 : 0}`), {
      threads,
      parents,
    });
    const groups = new Map<string, string[]>();
    for (const r of rows) {
      const key = `${r.parentId ?? `root:${r.threadId}`}|${r.stepType}`;
      const group = groups.get(key);
      if (group) group.push(r.id);
      else groups.set(key, [r.id]);
    }
    for (const s of forked) s.siblingIds = groups.get(`${s.parentId ?? `root:${s.threadId}`}|${s.stepType}`) ?? [s.id];
  }

  /** Attaches elements, tool calls and sibling ids: batched queries for the whole page, run together. */
  private async withChildren(steps: StepRecord[]): Promise<StepRecord[]> {
    if (steps.length === 0) return steps;
    const ids = steps.map((s) => s.id);
    const byId = new Map(steps.map((s) => [s.id, s]));
    // The reads run side by side: elements, tool sessions with their calls, and the ids of forked messages' siblings.
    const [elements, calls] = await Promise.all([
      this.sql.rows(q.elementsOfSteps(ids.length), { ids }),
      this.sql.rows(q.toolCallsOfSteps(ids.length), { ids }),
      this.withSiblings(steps),
    ]);
    for (const r of elements) byId.get(r.stepId)?.elements.push(elementRecord(r));
    for (const r of calls) {
      const step = byId.get(r.stepId);
      if (!step) continue;
      if (step.toolCallSession?.id !== r.sessionId) step.toolCallSession = sessionRecord(r);
      const call = toolCallRecord(r);
      if (call) step.toolCallSession.toolCalls.push(call);
    }
    return steps;
  }
}
