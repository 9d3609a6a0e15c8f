/**
 * Whether the device has a connection, as the browser says (navigator.onLine and its online and
 * offline events): false means surely offline; true may still be a network that answers nothing.
 */
import { useSyncExternalStore } from 'react';

export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the device is online, following it as it changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !isOffline(),
    () => true,
  );
}
