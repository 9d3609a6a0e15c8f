/**
 * Runs whose process is gone. A thread's claim (activeRunId, activeRunAt) is a lease: the process
 * running the answer renews it for all its live runs at once every third of RUN_LEASE_MS. A claim
 * not renewed for RUN_LEASE_MS belongs to a process that died (kill -9, a crash, a lost machine):
 * any process ends that run as interrupted. Its step keeps the text that was saved, is marked
 * is_error with the interrupted message (metadata.interrupted: true), the thread takes new messages
 * again, and whoever follows the run gets error, assistant_step and done, so nothing waits forever.
 *
 * With a single process (no Redis) every claim found at start-up is from a previous life of this
 * process, and is ended at once (recoverAll). A process that finds its own claim taken (it was
 * paused for longer than the lease) stops its run without writing: the claim is the fence.
 */
import type { Db } from '../../db/client.js';
import { isDatabaseUnreachable } from '../../errors/database-errors.js';
import type { Logger } from '../../logging/logger.js';
import type { ChatReads } from '../read/chat-reads.js';
import { UNSAVED_EVENTS } from './answer-flusher.js';
import type { RunEventLog } from './event-log.js';
import { INTERRUPTED_MESSAGE } from './interruptions.js';

export interface LeaseDeps {
  db: Db;
  reads: ChatReads;
  log: RunEventLog;
  logger: Logger;
}

/**
 * Ends one run as interrupted, if it still holds its thread. Returns whether it did (another
 * process may have got there first, or the run finished after all).
 */
export async function interruptRun(
  deps: LeaseDeps,
  threadId: string,
  runId: string,
  { staleBefore }: { staleBefore?: Date } = {},
): Promise<boolean> {
  const step = await deps.db.step.findFirst({
    where: { threadId, runId, stepType: 'ASSISTANT_MESSAGE' },
    select: { id: true, lastEventSeq: true, metadata: true, output: true },
  });
  // The log holds every event its followers can have seen. If it lost them (the in-memory log of a
  // process that died, a Redis that restarted or is away), the dead process may have sent up to
  // UNSAVED_EVENTS past what it saved: the end is numbered after those, never reusing a number a
  // client has seen (a resume then gets the answer as saved, run-resume.ts).
  const tail = await deps.log.tail(runId, 0).catch(() => []);
  const saved = step?.lastEventSeq ?? 0;
  const logged = tail.at(-1)?.seq ?? 0;
  const lastSeq = logged >= saved && logged > 0 ? logged : saved + UNSAVED_EVENTS;
  const now = new Date();
  const ended = await deps.db.$transaction(async (tx) => {
    const released = await tx.thread.updateMany({
      where: { id: threadId, activeRunId: runId, ...(staleBefore ? { activeRunAt: { lt: staleBefore } } : {}) },
      data: {
        activeRunId: null,
        activeRunAt: null,
      },
    });
    if (released.count === 0) return false;
    if (step) {
      await tx.step.updateMany({
        where: { id: step.id, status: 'streaming' },
        data: {
          status: 'completed',
          streaming: false,
          isError: true,
          errors: [INTERRUPTED_MESSAGE],
          metadata: { ...((step.metadata as object | null) ?? {}), interrupted: true },
          endTime: now,
          lastEventSeq: lastSeq + 1,
        },
      });
    }
    return true;
  });
  if (!ended) return false;
  deps.logger.warn({ runId, threadId }, 'run interrupted: its process is gone');
  const base = { runId, threadId };
  // Followers get the end through the log; with Redis away they ended already (event-stream.ts).
  try {
    await deps.log.append({
      ...base,
      seq: lastSeq + 1,
      type: 'error',
      message: INTERRUPTED_MESSAGE,
      errorType: 'interrupted',
    });
    const record = step ? await deps.reads.stepById(step.id) : null;
    if (record) await deps.log.append({ ...base, seq: lastSeq + 2, type: 'assistant_step', step: record });
    await deps.log.append({ ...base, seq: lastSeq + 3, type: 'done', status: 'error' });
  } catch (error) {
    deps.logger.warn({ err: error, runId }, 'the end of an interrupted run did not reach its followers');
  }
  return true;
}

/** The lease keeper of one process: renews its runs' claims, ends the claims nobody renews. */
export class RunLeases {
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;

  constructor(
    private readonly deps: LeaseDeps & {
      leaseMs: number;
      /** The runs this process is executing (run id → thread id), and how to stop one. */
      live: () => Map<string, string>;
      fence: (runId: string) => void;
      /** Told when the upkeep finds the database unreachable. */
      lost?: () => void;
    },
  ) {}

  start() {
    this.timer = setInterval(
      () => {
        if (!this.ticking) this.ticking = this.tick().finally(() => (this.ticking = null));
      },
      Math.max(50, Math.floor(this.deps.leaseMs / 3)),
    );
    this.timer.unref();
  }

  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.ticking;
  }

  /** Ends every claim in the database: called at start-up when this is the only process. */
  async recoverAll(): Promise<number> {
    const claimed = await this.deps.db.thread.findMany({
      where: { activeRunId: { not: null } },
      select: { id: true, activeRunId: true },
    });
    let ended = 0;
    for (const t of claimed) if (await interruptRun(this.deps, t.id, t.activeRunId!)) ended++;
    return ended;
  }

  async tick() {
    try {
      await this.renew();
      await this.reap();
    } catch (error) {
      this.deps.logger.warn({ err: error }, 'run lease upkeep failed');
      if (isDatabaseUnreachable(error)) this.deps.lost?.();
    }
  }

  /** One statement for all of this process's runs; a run whose claim is gone is fenced off. */
  private async renew() {
    const live = this.deps.live();
    if (live.size === 0) return;
    const runIds = [...live.keys()];
    await this.deps.db.thread.updateMany({
      where: { activeRunId: { in: runIds } },
      data: { activeRunAt: new Date() },
    });
    const held = await this.deps.db.thread.findMany({
      where: { activeRunId: { in: runIds } },
      select: { activeRunId: true },
    });
    const holding = new Set(held.map((t) => t.activeRunId));
    for (const runId of runIds) {
      // Still live (not finished meanwhile) yet no longer holding its thread: another process
      // ended it as interrupted.
      if (!holding.has(runId) && this.deps.live().has(runId)) this.deps.fence(runId);
    }
  }

  private async reap() {
    const staleBefore = new Date(Date.now() - this.deps.leaseMs);
    const stale = await this.deps.db.thread.findMany({
      where: { activeRunId: { not: null }, activeRunAt: { lt: staleBefore } },
      select: { id: true, activeRunId: true },
      take: 100,
    });
    for (const t of stale) await interruptRun(this.deps, t.id, t.activeRunId!, { staleBefore });
  }
}
