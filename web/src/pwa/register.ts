/// <reference types="vite-plugin-pwa/client" />
/**
 * Registers the app's service worker (web/vite-pwa.ts): loaded by the app after its first paint
 * (web/src/main.tsx), never by the public pages. The first worker takes the page at once; a new
 * version waits for the person, who is asked (update-state.ts, the update prompt) and reloads into it.
 */
import { registerSW } from 'virtual:pwa-register';
import { updateReady } from './update-state';

/** How often an open app asks whether a new version was deployed (browsers also ask on each load). */
const CHECK_EVERY_MS = 60 * 60 * 1000;

export function registerAppWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const update = registerSW({
    immediate: true,
    onNeedRefresh: () => updateReady(() => update(true)),
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      // An app left open for days still hears of a new version: every hour while it is seen, and
      // when the connection comes back.
      const check = () => {
        if (document.visibilityState !== 'visible' || !navigator.onLine) return;
        registration.update().catch(() => undefined);
      };
      setInterval(check, CHECK_EVERY_MS);
      window.addEventListener('online', check);
    },
    onRegisterError: (error: unknown) => console.warn('The app could not be set up to open offline', error),
  });
}
