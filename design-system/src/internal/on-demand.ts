/**
 * Code a component loads only when it needs it (KaTeX for a formula, the highlighter for a code
 * block, a menu once it opens): loaded once for the whole page, retried by a later use if loading failed.
 */
import { useEffect, useState } from 'react';

export interface OnDemand<T> {
  /** The loaded value, once it is there. */
  current: () => T | undefined;
  load: () => Promise<T>;
}

export function onDemand<T>(loader: () => Promise<T>): OnDemand<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  return {
    current: () => value,
    load() {
      loading ??= loader().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          loading = undefined; // a later message tries again
          throw error;
        },
      );
      return loading;
    },
  };
}

/**
 * The value when `needed`: starts loading it on first need and re-renders once it is there.
 * `onFailure` says why it did not load, for developers (a console warning); keep it the same
 * function from render to render (a module's constant).
 */
export function useOnDemand<T>(
  needed: boolean,
  module: OnDemand<T>,
  onFailure: (error: unknown) => void,
): T | undefined {
  // Held in an object: the value may itself be a function (a plugin), which useState would call.
  const [held, setHeld] = useState(() => ({ value: module.current() }));
  useEffect(() => {
    if (!needed || held.value !== undefined) return;
    let current = true;
    module.load().then((value) => {
      if (current) setHeld({ value });
    }, onFailure);
    return () => {
      current = false;
    };
  }, [needed, held.value, module, onFailure]);
  return needed ? held.value : undefined;
}
