/**
 * Follows a run's events from a cursor: subscribes first, then replays the
 * tail, then continues live, dropping anything already delivered, so a
 * client sees every event exactly once and in order. Ends after `done`, or
 * when the consumer stops (the run itself goes on), or when the log can no
 * longer bring live events (Redis went away): then it ends as the run does
 * when interrupted, with `error` and `done`, numbered after what it delivered
 * (a resume later gets the answer as stored, run-resume.ts).
 *
 * A hand-written async iterator rather than an async generator: it sits on
 * the path of every event of every subscriber, and a generator costs several
 * promises and microtask hops per event (bench/RESULTS.md). An event that is
 * already queued is handed out at once; a waiting consumer is woken by the
 * listener directly.
 */
import type { RunEventLog } from './event-log.js';
import { INTERRUPTED_MESSAGES } from './interruptions.js';
import type { RunEvent } from './run-events.js';

/** What the chat engine hands to a subscriber: an async iterator it can stop with return(). */
export interface RunEventStream extends AsyncIterableIterator<RunEvent> {
  return(value?: unknown): Promise<IteratorResult<RunEvent>>;
}

const DONE: IteratorReturnResult<undefined> = Object.freeze({ value: undefined, done: true });

class RunFollower implements RunEventStream {
  private readonly queue: RunEvent[] = [];
  private last: number;
  private finished = false;
  private starting: Promise<void> | null;
  private waiter: ((result: IteratorResult<RunEvent>) => void) | null = null;
  private unsubscribe: (() => void) | null = null;

  private readonly runId: string;

  constructor(
    private readonly log: RunEventLog,
    private readonly run: { runId: string; threadId: string },
    afterSeq: number,
    private readonly signal?: AbortSignal,
  ) {
    this.runId = run.runId;
    this.last = afterSeq;
    signal?.addEventListener('abort', this.stop);
    // Subscribes now (the in-memory log registers the listener before this returns).
    this.starting = this.start(afterSeq);
  }

  private async start(afterSeq: number) {
    const unsubscribe = await this.log.subscribe(this.runId, this.onEvent, this.onLost);
    if (this.finished) {
      unsubscribe();
      return;
    }
    this.unsubscribe = unsubscribe;
    // The tail first, from right after the cursor and without gaps; live events that arrived
    // meanwhile stay queued behind it (and those it already covers are dropped on delivery).
    const replay: RunEvent[] = [];
    let last = afterSeq;
    for (const event of await this.log.tail(this.runId, afterSeq)) {
      if (event.seq !== last + 1) continue;
      last = event.seq;
      replay.push(event);
      if (event.type === 'done') break;
    }
    this.queue.unshift(...replay);
  }

  private readonly onEvent = (event: RunEvent) => {
    if (this.finished) return;
    this.queue.push(event);
    if (this.waiter === null || this.starting !== null) return;
    const next = this.take();
    if (next === null) return;
    const waiter = this.waiter;
    this.waiter = null;
    waiter(next);
  };

  /** No live event can come any more: the stream ends as an interrupted run's does. */
  private readonly onLost = () => {
    if (this.finished) return;
    const seq = Math.max(this.last, ...this.queue.map((e) => e.seq));
    const base = { ...this.run, seq };
    this.onEvent({
      ...base,
      seq: seq + 1,
      type: 'error',
      message: INTERRUPTED_MESSAGES.live,
      errorType: 'interrupted',
    });
    this.onEvent({ ...base, seq: seq + 2, type: 'done', status: 'error' });
  };

  /** The next deliverable event (in order, each once), or null. */
  private take(): IteratorResult<RunEvent> | null {
    for (;;) {
      const event = this.queue.shift();
      if (event === undefined) return null;
      if (event.seq <= this.last) continue;
      this.last = event.seq;
      if (event.type === 'done') this.finish();
      return { value: event, done: false };
    }
  }

  next(): Promise<IteratorResult<RunEvent>> {
    if (this.starting !== null) {
      return this.starting.then(
        () => {
          this.starting = null;
          return this.next();
        },
        (error: unknown) => {
          this.finish();
          throw error;
        },
      );
    }
    if (this.signal?.aborted) this.finish();
    const next = this.finished ? DONE : this.take();
    if (next !== null) return Promise.resolve(next);
    return new Promise((resolve) => (this.waiter = resolve));
  }

  private readonly stop = () => {
    const waiter = this.waiter;
    this.waiter = null;
    this.finish();
    waiter?.(DONE);
  };

  return(): Promise<IteratorResult<RunEvent>> {
    this.stop();
    return Promise.resolve(DONE);
  }

  throw(error: unknown): Promise<IteratorResult<RunEvent>> {
    this.stop();
    return Promise.reject(error);
  }

  [Symbol.asyncIterator]() {
    return this;
  }

  private finish() {
    if (this.finished) return;
    this.finished = true;
    this.signal?.removeEventListener('abort', this.stop);
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.queue.length = 0;
  }
}

export function followRun(
  log: RunEventLog,
  run: { runId: string; threadId: string },
  afterSeq: number,
  signal?: AbortSignal,
): RunEventStream {
  return new RunFollower(log, run, afterSeq, signal);
}
