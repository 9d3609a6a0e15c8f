/**
 * Completes the assistant steps of finished runs: the final answer and
 * timings, the tool-call elements, the tool session, and the thread's claim
 * and preview. Runs that finish in the same turn of the event loop are
 * written together, in one transaction with one statement per table.
 *
 * Why: a completion through Prisma's interactive transaction (two to four
 * queries) cost ~2.5 ms of CPU; 200 answers finishing together held the event
 * loop for half a second and every live event waited behind them. Batched,
 * with the step and thread rows written by one UPDATE … FROM (VALUES …) each,
 * it is ~0.3 ms per run (bench/RESULTS.md). The statements are built with Kysely
 * on the generated table types and compiled once per batch size (db/typed-sql/).
 */
import type { Db } from '../../db/client.js';
import { writeTransaction, type SqlExec } from '../../db/hot-writes/index.js';
import { statements, valuesTable, type Params } from '../../db/typed-sql/statement.js';
import { insertElements, type NewElement } from '../elements.js';

export interface Completion {
  stepId: string;
  threadId: string;
  runId: string;
  output: string;
  isError: boolean;
  errors: string[];
  endTime: Date;
  agentProcessingTimeMs: number;
  stepCreationTimeMs: number;
  totalTimeMs: number;
  /** From the message being sent to the answer's first text (null: none came). */
  firstTokenMs: number | null;
  lastEventSeq: number;
  /** The step's tool session, if it called tools (marked completed). */
  sessionId: string | null;
  /** Elements to add to the step (its tool calls). */
  elements: NewElement[];
  /** The step's metadata, when the end changes it (an answer stopped or interrupted). */
  metadata?: Record<string, unknown>;
}

/** A completed step's row in the VALUES list (JSON as text). */
type StepEnd = Omit<Completion, 'threadId' | 'runId' | 'sessionId' | 'elements' | 'errors' | 'metadata'> & {
  errors: string;
  metadata: string | null;
};

/** Completes the steps still streaming (not deleted, not ended by another process); their ids. */
const completeSteps = statements((qb, p: Params<{ rows: readonly StepEnd[] }>, n: number, kind) => {
  const v = valuesTable(
    p,
    'rows',
    n,
    {
      stepId: 'text',
      output: 'text',
      isError: 'boolean',
      errors: 'jsonb',
      endTime: 'timestamp(3)',
      agentProcessingTimeMs: 'integer',
      stepCreationTimeMs: 'integer',
      totalTimeMs: 'integer',
      firstTokenMs: 'integer',
      lastEventSeq: 'integer',
      metadata: 'jsonb',
    },
    kind,
  );
  return qb
    .updateTable('Step')
    .from(v.table)
    .set((eb) => ({
      output: v.ref('output'),
      status: 'completed',
      streaming: false,
      isError: v.ref('isError'),
      errors: v.ref('errors'),
      endTime: v.ref('endTime'),
      agentProcessingTimeMs: v.ref('agentProcessingTimeMs'),
      stepCreationTimeMs: v.ref('stepCreationTimeMs'),
      totalTimeMs: v.ref('totalTimeMs'),
      firstTokenMs: v.ref('firstTokenMs'),
      lastEventSeq: v.ref('lastEventSeq'),
      metadata: eb.fn.coalesce(v.ref('metadata'), eb.ref('Step.metadata')),
    }))
    .where('Step.id', '=', v.ref('stepId'))
    .where('Step.status', '=', 'streaming')
    .returning('Step.id');
});

const completeSessions = statements((qb, p: Params<{ ids: readonly string[] }>, n: number) =>
  qb
    .updateTable('ToolCallSession')
    .set({ completionStatus: 'completed' })
    .where(
      'id',
      'in',
      Array.from({ length: n }, (_, i) => p.item('ids', i)),
    ),
);

/**
 * Ends each thread's claim by its run (if it still holds it). Its preview stays the person's
 * message the turn began with (turn.ts), not the answer (docs/decisions/first-hour.md).
 */
const releaseThreads = statements(
  (qb, p: Params<{ now: Date; rows: readonly { threadId: string; runId: string }[] }>, n: number, kind) => {
    const v = valuesTable(p, 'rows', n, { threadId: 'text', runId: 'text' }, kind);
    return qb
      .updateTable('Thread')
      .from(v.table)
      .set({ activeRunId: null, activeRunAt: null, updatedAt: p('now') })
      .where('Thread.id', '=', v.ref('threadId'))
      .where('Thread.activeRunId', '=', v.ref('runId'));
  },
);

interface Pending {
  completion: Completion;
  resolve(written: boolean): void;
  reject(error: unknown): void;
}

/**
 * Runs per transaction (10 bound values each for the step: well under SQLite's 32,766). Small, with
 * a pause between transactions: a transaction holds the event loop while SQLite writes and indexes
 * the answers, and the live events of every other run wait behind it.
 */
const BATCH = 25;
const GAP_MS = 10;

export class RunCompleter {
  private queue: Pending[] = [];
  private scheduled = false;

  constructor(private readonly options: { db: Db }) {}

  /**
   * Writes the completion (with the others of this turn of the event loop). Resolves with
   * false if the step is gone (its thread was deleted meanwhile) or no longer streaming (ended as
   * interrupted by another process, run-leases.ts): then nothing was written.
   */
  complete(completion: Completion): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.queue.push({ completion, resolve, reject });
      this.schedule();
    });
  }

  private schedule(delayMs = 0) {
    if (this.scheduled || this.queue.length === 0) return;
    this.scheduled = true;
    const run = () => {
      const batch = this.queue.splice(0, BATCH);
      void this.write(batch).finally(() => {
        this.scheduled = false;
        // More waiting: a pause first, so the events the last transaction held up go out.
        this.schedule(GAP_MS);
      });
    };
    if (delayMs > 0) setTimeout(run, delayMs);
    else setImmediate(run);
  }

  private async write(batch: Pending[]) {
    try {
      const written = await writeTransaction(this.options.db, async (exec) => {
        const kept = await this.updateSteps(
          exec,
          batch.map((p) => p.completion),
        );
        const live = batch.map((p) => p.completion).filter((c) => kept.has(c.stepId));
        const sessions = live.flatMap((c) => (c.sessionId ? [c.sessionId] : []));
        if (sessions.length > 0) await exec.run(completeSessions(sessions.length), { ids: sessions });
        await insertElements(
          exec,
          live.flatMap((c) => c.elements),
          new Date(),
        );
        if (live.length > 0) {
          const rows = live.map((c) => ({ threadId: c.threadId, runId: c.runId }));
          await exec.run(releaseThreads(rows.length), { now: new Date(), rows });
        }
        return kept;
      });
      for (const p of batch) p.resolve(written.has(p.completion.stepId));
    } catch (error) {
      for (const p of batch) p.reject(error);
    }
  }

  /** Completes the steps; returns the ids of those still streaming (not deleted, not ended by another process). */
  private async updateSteps(exec: SqlExec, completions: Completion[]) {
    const rows = completions.map((c): StepEnd => ({
      stepId: c.stepId,
      output: c.output,
      isError: c.isError,
      errors: JSON.stringify(c.errors),
      endTime: c.endTime,
      agentProcessingTimeMs: c.agentProcessingTimeMs,
      stepCreationTimeMs: c.stepCreationTimeMs,
      totalTimeMs: c.totalTimeMs,
      firstTokenMs: c.firstTokenMs,
      lastEventSeq: c.lastEventSeq,
      metadata: c.metadata ? JSON.stringify(c.metadata) : null,
    }));
    const updated = await exec.rows(completeSteps(rows.length), { rows });
    return new Set(updated.map((r) => r.id));
  }
}
