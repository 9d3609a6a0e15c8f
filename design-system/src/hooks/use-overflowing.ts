import { useCallback, useRef, useState } from 'react';

/**
 * Whether an element's content overflows it vertically, as a callback ref plus a flag. Scrollable
 * regions without focusable content need a tab stop so keyboard users can scroll them
 * (axe: scrollable-region-focusable). A callback ref also works for content mounted in a portal.
 */
export function useOverflowing<T extends HTMLElement>(): [(element: T | null) => void, boolean] {
  const [overflowing, setOverflowing] = useState(false);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) return;
    const measure = () => setOverflowing(element.scrollHeight > element.clientHeight + 1);
    measure();
    observer.current = new ResizeObserver(measure);
    observer.current.observe(element);
    for (const child of Array.from(element.children)) observer.current.observe(child);
  }, []);
  return [ref, overflowing];
}
