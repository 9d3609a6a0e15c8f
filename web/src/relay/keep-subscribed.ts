/**
 * Keeps a GraphQL subscription open while a page wants it: when the stream ends or drops (a server
 * restart, a network change) it is opened again after a growing delay. Used by the bell
 * (useNotificationEvents.ts) and by twin conversations (useThreadEvents.ts).
 */
export interface SubscriptionLife {
  /** An event arrived: the next drop waits the shortest delay again. */
  received(): void;
  /** The stream ended (no error) or dropped (an error). */
  ended(error?: unknown): void;
}

export interface KeepSubscribedOptions {
  /** How long to wait before the attempt-th reopening (0, 1, 2, …). */
  delay(attempt: number): number;
  /** After each reopening (e.g. catch up on what was missed meanwhile). */
  onReopen?(): void;
  /** An error after which reopening makes no sense (e.g. signed out). */
  final?(error: unknown): boolean;
}

/** Opens the subscription now and keeps it open; returns what closes it for good. */
export function keepSubscribed(
  open: (life: SubscriptionLife) => { dispose(): void },
  options: KeepSubscribedOptions,
): () => void {
  let disposed = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current: { dispose(): void } | null = null;
  const life: SubscriptionLife = {
    received: () => {
      attempt = 0;
    },
    ended: (error) => {
      if (disposed || (error !== undefined && options.final?.(error))) return;
      timer = setTimeout(() => {
        current = open(life);
        options.onReopen?.();
      }, options.delay(attempt++));
    },
  };
  current = open(life);
  return () => {
    disposed = true;
    clearTimeout(timer);
    current?.dispose();
  };
}
