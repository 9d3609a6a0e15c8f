/**
 * Follows a run's events from a cursor: subscribes first, then replays the
 * tail, then continues live, dropping anything already delivered, so a
 * client sees every event exactly once and in order. Ends after `done`, or
 * when the consumer stops (the run itself goes on).
 */
import type { RunEventLog } from './event-log.js';
import type { RunEvent } from './run-events.js';

export async function* followRun(
  log: RunEventLog,
  runId: string,
  afterSeq: number,
  signal?: AbortSignal,
): AsyncGenerator<RunEvent> {
  const queue: RunEvent[] = [];
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  const unsubscribe = await log.subscribe(runId, (event) => {
    queue.push(event);
    notify();
  });
  const onAbort = () => notify();
  signal?.addEventListener('abort', onAbort);
  let last = afterSeq;
  try {
    for (const event of await log.tail(runId, afterSeq)) {
      if (event.seq !== last + 1) continue;
      last = event.seq;
      yield event;
      if (event.type === 'done') return;
    }
    for (;;) {
      if (signal?.aborted) return;
      const event = queue.shift();
      if (!event) {
        await new Promise<void>((resolve) => {
          wake = resolve;
        });
        continue;
      }
      if (event.seq <= last) continue;
      last = event.seq;
      yield event;
      if (event.type === 'done') return;
    }
  } finally {
    signal?.removeEventListener('abort', onAbort);
    unsubscribe();
  }
}
