/**
 * Answers that ended while the database could not be reached (run-executor.ts): their followers
 * were told at once, and their end (interrupted, with all the text they had) is written here once
 * the database is back, so the answer keeps its text and its thread takes messages again. Tried
 * every `retryMs`; meanwhile the lease keeper renews their claims like live runs' (run-leases.ts),
 * so no other process ends them first with only the text saved before.
 *
 * If this process stops before the database is back, they are given up: their claims run out and
 * another process (or this one's next start) ends them with the text that was saved.
 */
import { isDatabaseUnreachable } from '../../errors/database-errors.js';
import type { Logger } from '../../logging/logger.js';
import type { Completion, RunCompleter } from './run-completer.js';

export class PendingSaves {
  private readonly waiting = new Map<string, Completion>();
  private timer: NodeJS.Timeout | null = null;
  private saving: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly deps: {
      completer: RunCompleter;
      logger: Logger;
      retryMs: number;
      /** Told when an answer's end was written. */
      onSaved?: (completion: Completion) => void;
    },
  ) {}

  add(completion: Completion) {
    this.waiting.set(completion.stepId, completion);
    this.schedule();
  }

  /** The runs waiting to be saved (run id → thread id): their claims are still this process's. */
  runs(): [string, string][] {
    return [...this.waiting.values()].map((c) => [c.runId, c.threadId]);
  }

  /** Tries to write every waiting end now (one transaction, run-completer.ts). */
  async retry(): Promise<void> {
    while (this.saving) await this.saving;
    if (this.waiting.size === 0) return;
    this.saving = this.saveAll().finally(() => (this.saving = null));
    await this.saving;
  }

  /** One last try, then the rest is given up. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.retry();
    if (this.waiting.size > 0)
      this.deps.logger.warn({ answers: this.waiting.size }, 'answers ended while the database was away were not saved');
    this.waiting.clear();
  }

  private schedule() {
    if (this.timer || this.closed || this.waiting.size === 0) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.retry().finally(() => this.schedule());
    }, this.deps.retryMs);
    this.timer.unref();
  }

  private async saveAll() {
    const batch = [...this.waiting.values()];
    const results = await Promise.allSettled(batch.map((c) => this.deps.completer.complete(c)));
    results.forEach((result, i) => {
      const completion = batch[i]!;
      if (result.status === 'rejected' && isDatabaseUnreachable(result.reason)) return; // next time
      this.waiting.delete(completion.stepId);
      if (result.status === 'rejected') {
        this.deps.logger.error(
          { err: result.reason, runId: completion.runId },
          'an answer ended while the database was away could not be saved',
        );
      } else if (result.value) {
        this.deps.logger.warn({ runId: completion.runId }, 'answer ended while the database was away: saved now');
        this.deps.onSaved?.(completion);
      }
    });
  }
}
