/**
 * Reads an agent's events until they end, the run is aborted, or none comes for `stallMs`
 * (run-executor.ts: a model that went quiet ends its answer with "did not answer in time").
 */

const STALLED = Symbol('stalled');

/** Why the events stopped: they ended, the run was aborted, or the model went quiet. */
export type Drained = 'done' | 'aborted' | 'stalled';

export async function drainUntilStalled<T>(
  events: AsyncIterable<T>,
  { stallMs, controller }: { stallMs: number; controller: AbortController },
  onEvent: (event: T) => Promise<unknown>,
): Promise<Drained> {
  const iterator = events[Symbol.asyncIterator]();
  // One watchdog per run, pushed back by every event (not a timer per event). It wakes the
  // wait below directly: a Promise.race against one long-lived promise would add a reaction
  // to it per event, each holding its event, until the run ends.
  let wake: ((value: typeof STALLED) => void) | null = null;
  let stalled = false;
  const watchdog = setTimeout(() => {
    stalled = true;
    wake?.(STALLED);
  }, stallMs);
  try {
    for (;;) {
      const next = stalled
        ? STALLED
        : await new Promise<IteratorResult<T> | typeof STALLED>((resolve, reject) => {
            wake = resolve;
            iterator.next().then(resolve, reject);
          });
      wake = null;
      if (next === STALLED) {
        controller.abort();
        void iterator.return?.(undefined)?.catch(() => undefined);
        return 'stalled';
      }
      if (next.done) return 'done';
      if (controller.signal.aborted) return 'aborted';
      watchdog.refresh();
      await onEvent(next.value);
    }
  } finally {
    clearTimeout(watchdog);
  }
}
