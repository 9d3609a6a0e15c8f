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
 * it is ~0.3 ms per run (bench/RESULTS.md).
 */
import type { Db, Prisma } from '../../db/client.js';
import { rawParams, type DbKind } from '../../db/hot-writes/index.js';

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
  lastEventSeq: number;
  /** The thread's last-message preview. */
  preview: string | null;
  /** The step's tool session, if it called tools (marked completed). */
  sessionId: string | null;
  /** Elements to add to the step (its tool calls). */
  elements: Prisma.ElementCreateManyInput[];
  /** The step's metadata, when the end changes it (an answer stopped or interrupted). */
  metadata?: Record<string, unknown>;
}

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

  constructor(private readonly options: { db: Db; kind: DbKind }) {}

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
      const written = await this.options.db.$transaction(async (tx) => {
        const kept = await this.updateSteps(
          tx,
          batch.map((p) => p.completion),
        );
        const live = batch.map((p) => p.completion).filter((c) => kept.has(c.stepId));
        const sessions = live.flatMap((c) => (c.sessionId ? [c.sessionId] : []));
        if (sessions.length > 0) {
          await tx.toolCallSession.updateMany({
            where: { id: { in: sessions } },
            data: { completionStatus: 'completed' },
          });
        }
        const elements = live.flatMap((c) => c.elements);
        if (elements.length > 0) await tx.element.createMany({ data: elements });
        if (live.length > 0) await this.releaseThreads(tx, live);
        return kept;
      });
      for (const p of batch) p.resolve(written.has(p.completion.stepId));
    } catch (error) {
      for (const p of batch) p.reject(error);
    }
  }

  /** Completes the steps; returns the ids of those still streaming (not deleted, not ended by another process). */
  private async updateSteps(tx: Prisma.TransactionClient, completions: Completion[]) {
    const { p, values } = rawParams(this.options.kind);
    const rows = completions.map(
      (c) =>
        `(${p(c.stepId, 'text')}, ${p(c.output, 'text')}, ${p(c.isError, 'boolean')}, ` +
        `${p(JSON.stringify(c.errors), 'jsonb')}, ${p(c.endTime, 'timestamp(3)')}, ` +
        `${p(c.agentProcessingTimeMs, 'integer')}, ${p(c.stepCreationTimeMs, 'integer')}, ` +
        `${p(c.totalTimeMs, 'integer')}, ${p(c.lastEventSeq, 'integer')}, ` +
        `${p(c.metadata ? JSON.stringify(c.metadata) : null, 'jsonb')})`,
    );
    // SQLite ≥ 3.33 and PostgreSQL both name VALUES columns column1…
    const updated = await tx.$queryRawUnsafe<{ id: string }[]>(
      `UPDATE "Step" SET "output" = v.column2, "status" = 'completed', "streaming" = FALSE,
         "isError" = v.column3, "errors" = v.column4, "endTime" = v.column5,
         "agentProcessingTimeMs" = v.column6, "stepCreationTimeMs" = v.column7,
         "totalTimeMs" = v.column8, "lastEventSeq" = v.column9, "metadata" = COALESCE(v.column10, "Step"."metadata")
       FROM (VALUES ${rows.join(', ')}) AS v
       WHERE "Step"."id" = v.column1 AND "Step"."status" = 'streaming'
       RETURNING "Step"."id"`,
      ...values,
    );
    return new Set(updated.map((r) => r.id));
  }

  /** Ends each thread's claim by its run (if it still holds it) and sets its preview. */
  private async releaseThreads(tx: Prisma.TransactionClient, completions: Completion[]) {
    const { p, values } = rawParams(this.options.kind);
    // Placeholders in the order they appear (SQLite's are positional).
    const updatedAt = p(new Date(), 'timestamp(3)');
    const rows = completions.map(
      (c) => `(${p(c.threadId, 'text')}, ${p(c.runId, 'text')}, ${p(c.preview, 'text')})`,
    );
    await tx.$executeRawUnsafe(
      `UPDATE "Thread" SET "activeRunId" = NULL, "activeRunAt" = NULL, "lastMessagePreview" = v.column3,
         "updatedAt" = ${updatedAt}
       FROM (VALUES ${rows.join(', ')}) AS v
       WHERE "Thread"."id" = v.column1 AND "Thread"."activeRunId" = v.column2`,
      ...values,
    );
  }
}
