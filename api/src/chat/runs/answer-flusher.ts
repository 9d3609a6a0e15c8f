/**
 * Persists the growing answers of every live run in this process, batched:
 * one UPDATE statement per tick for all the answers that changed (not a
 * query per run per tick), and the threads' claim heartbeat every few
 * seconds. A run's completion is written by the run itself; a flush never
 * touches a step that is no longer streaming.
 */
import type { Db } from '../../db/client.js';
import { writeTransaction } from '../../db/hot-writes/index.js';
import { statements, valuesTable, type Params } from '../../db/typed-sql/statement.js';
import { isDatabaseUnreachable } from '../../errors/database-errors.js';
import type { Logger } from '../../logging/logger.js';

/**
 * How far a run's events may run ahead of what is saved of it (run-executor.ts waits for a save
 * before going further). When its process dies, the events that end it are numbered past this
 * (run-leases.ts), so they never reuse a number a client has already seen.
 */
export const UNSAVED_EVENTS = 1000;

export interface FlushableAnswer {
  readonly stepId: string;
  readonly threadId: string;
  readonly runId: string;
  /** The answer so far and the last event seq it includes. */
  snapshot(): { text: string; seq: number };
  /** Told that the answer is saved up to this seq. */
  saved?(seq: number): void;
}

export interface AnswerFlusherOptions {
  db: Db;
  logger: Logger;
  /** How long a changed answer may wait before it is written. */
  intervalMs: number;
  /** How often a live run's thread claim is refreshed (Thread.activeRunAt). */
  heartbeatMs?: number;
}

/**
 * At most this many answers per statement. A statement blocks the event loop while SQLite
 * writes (better-sqlite3 is synchronous): 200 growing answers in one took ~15 ms, and every
 * event of every live run waited behind it; smaller statements with a turn of the event loop
 * between them let the events through.
 */
const BATCH = 25;
/** The pause between those statements: long enough for the events held up by one to go out. */
const SLICE_GAP_MS = 10;

/** The growing answers, joined on the primary key: one statement for a batch. */
const writeAnswerRows = statements(
  (qb, p: Params<{ rows: readonly { stepId: string; text: string; seq: number }[] }>, n: number, kind) => {
    const v = valuesTable(p, 'rows', n, { stepId: 'text', text: 'text', seq: 'integer' }, kind);
    return qb
      .updateTable('Step')
      .from(v.table)
      .set({ output: v.ref('text'), lastEventSeq: v.ref('seq') })
      .where('Step.id', '=', v.ref('stepId'))
      .where('Step.status', '=', 'streaming');
  },
);

export class AnswerFlusher {
  private readonly dirty = new Set<FlushableAnswer>();
  private readonly heartbeats = new Map<FlushableAnswer, number>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private readonly lostListeners = new Set<() => void>();

  constructor(private readonly options: AnswerFlusherOptions) {}

  /** Told when a write finds the database unreachable: the live answers cannot be saved. */
  onDatabaseLost(listener: () => void) {
    this.lostListeners.add(listener);
  }

  private lost(error: unknown) {
    if (isDatabaseUnreachable(error)) for (const listener of this.lostListeners) listener();
  }

  /** The answer changed: it is written within intervalMs. */
  mark(answer: FlushableAnswer) {
    this.dirty.add(answer);
    if (!this.heartbeats.has(answer)) this.heartbeats.set(answer, Date.now());
    this.timer ??= setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, this.options.intervalMs);
  }

  /** The run is completing: nothing of it is written any more. */
  forget(answer: FlushableAnswer) {
    this.dirty.delete(answer);
    this.heartbeats.delete(answer);
  }

  /** Writes every changed answer now (and waits for a flush already under way). */
  async flush(): Promise<void> {
    // Several callers may wait here: each waits for the writes before it, and the first starts the next.
    while (this.running) await this.running;
    if (this.dirty.size === 0) return;
    this.running = this.write().finally(() => {
      this.running = null;
    });
    await this.running;
  }

  async close() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flush();
  }

  private async write() {
    const answers = [...this.dirty];
    this.dirty.clear();
    for (let i = 0; i < answers.length; i += BATCH) {
      if (i > 0) await new Promise((resolve) => setTimeout(resolve, SLICE_GAP_MS));
      const batch = answers.slice(i, i + BATCH);
      try {
        await this.writeAnswers(batch);
      } catch (error) {
        for (const a of batch) if (this.heartbeats.has(a)) this.mark(a); // try again next tick
        this.options.logger.warn({ err: error }, 'could not persist the answers yet');
        this.lost(error);
      }
    }
    await this.heartbeat();
  }

  private async writeAnswers(batch: FlushableAnswer[]) {
    const rows = batch.map((answer) => ({ stepId: answer.stepId, ...answer.snapshot() }));
    await writeTransaction(this.options.db, (exec) => exec.run(writeAnswerRows(rows.length), { rows }));
    batch.forEach((answer, i) => answer.saved?.(rows[i]!.seq));
  }

  /** Keeps the thread claims of long runs fresh (a claim older than the stale limit can be taken over). */
  private async heartbeat() {
    const every = this.options.heartbeatMs ?? 10_000;
    const now = Date.now();
    const due = [...this.heartbeats].filter(([, at]) => now - at >= every).map(([a]) => a);
    if (due.length === 0) return;
    for (const a of due) this.heartbeats.set(a, now);
    try {
      await this.options.db.thread.updateMany({
        where: { OR: due.map((a) => ({ id: a.threadId, activeRunId: a.runId })) },
        data: { activeRunAt: new Date(now) },
      });
    } catch (error) {
      this.options.logger.warn({ err: error }, 'could not refresh the run claims');
      this.lost(error);
    }
  }
}
