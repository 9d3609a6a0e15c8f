/**
 * A broadcaster channel as an async stream, for GraphQL subscriptions: messages are queued while
 * the subscriber is busy and the stream ends when the request's signal aborts.
 */
import type { Broadcaster } from './broadcaster.js';

export async function* listen<T>(
  broadcaster: Broadcaster,
  channel: string,
  signal: AbortSignal,
  first?: () => Promise<T>,
): AsyncGenerator<T> {
  const queue: T[] = [];
  let wake: (() => void) | null = null;
  const unsubscribe = await broadcaster.subscribe<T>(channel, (message) => {
    queue.push(message);
    wake?.();
  });
  const onAbort = () => wake?.();
  signal.addEventListener('abort', onAbort);
  try {
    if (first) yield await first();
    while (!signal.aborted) {
      const next = queue.shift();
      if (next) yield next;
      else await new Promise<void>((r) => (wake = r));
    }
  } finally {
    signal.removeEventListener('abort', onAbort);
    unsubscribe();
  }
}
