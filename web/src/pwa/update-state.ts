/**
 * A new version of the app waiting to take over (register.ts hears of it from the service worker):
 * the update prompt shows while there is one (AppStatus.tsx).
 */
import { useSyncExternalStore } from 'react';

type Apply = () => Promise<void>;

let waiting: Apply | null = null;
const listeners = new Set<() => void>();

/** The service worker has a new version ready; `apply` loads it (the page reloads). */
export function updateReady(apply: Apply): void {
  waiting = apply;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The way to load the waiting version, or null when there is none. */
export function useWaitingUpdate(): Apply | null {
  return useSyncExternalStore(
    subscribe,
    () => waiting,
    () => null,
  );
}
