/**
 * Code a page needs only once it is shown: what a click does (mutations, the message editor, the
 * model menu) and what follows an answer. It is left out of the route's first download (the chat's
 * budget, web/scripts/bundle-budget.mjs; docs/decisions/chat-route-javascript.md lists what waits)
 * and fetched when the browser is next idle after the page has painted (AppFrame.tsx renders
 * <LoadLater /> beside the page), so it is there before a person can click. A use that comes
 * sooner fetches it itself and waits for it; a fetch that failed is tried again by the next use.
 */
import { lazy, useEffect, useState, type ComponentType } from 'react';

const waiting = new Set<() => Promise<unknown>>();
let shown = false;
let scheduled = false;

function whenIdle(run: () => void) {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}

function fetchWaiting() {
  if (!shown || scheduled || waiting.size === 0) return;
  scheduled = true;
  whenIdle(() => {
    scheduled = false;
    for (const load of waiting) load().catch(() => {}); // its use tries again and says why
    waiting.clear();
  });
}

/** Loads once, when the browser is idle after the first paint or at the first call, whichever comes first. */
export function later<T>(loader: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  const load = () =>
    (loading ??= loader().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  waiting.add(load);
  fetchWaiting();
  return load;
}

/**
 * A component whose code loads later: rendered at once when its code is there, otherwise it
 * suspends until it is (mount it in a Suspense boundary). Each mounted copy keeps the form it
 * started with, so it never remounts and loses its state.
 */
export function laterComponent<P extends object>(loader: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  const load = later(() => loader().then((component) => (loaded = component)));
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function Later(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  };
}

/** Rendered beside a page, in its Suspense boundary: once the page has painted, fetches what waits. */
export function LoadLater(): null {
  useEffect(() => {
    shown = true;
    fetchWaiting();
  }, []);
  return null;
}
