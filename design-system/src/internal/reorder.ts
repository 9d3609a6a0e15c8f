/**
 * Reordering a list by keyboard and by dragging, for the list editors (EditableList, ItemListEditor,
 * PhotoGrid). Each item has a handle button: with it focused, the arrow keys move the item one
 * place (Home and End: to the ends) and a live region says where it went; dragging the handle with
 * a mouse, a pen or a finger shows where it would land and moves it there on release (Escape
 * cancels). Items are found by `data-reorder-item` inside the container, so lists that wrap
 * (chips, a grid) work too: the nearest item to the pointer is the target.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';

export interface ReorderOptions {
  count: number;
  /** The item's name in announcements and the handle's label ("Move “typography”"). */
  labelOf: (index: number) => string;
  onMove: (from: number, to: number) => void;
  disabled?: boolean;
}

export interface Drag {
  from: number;
  to: number;
}

/** `items` with the one at `from` moved to `to`. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

function nearestItem(container: HTMLElement, x: number, y: number): number | null {
  const items = [...container.querySelectorAll<HTMLElement>('[data-reorder-item]')];
  let best: { index: number; distance: number } | null = null;
  items.forEach((item, index) => {
    const r = item.getBoundingClientRect();
    const inside = x >= r.left && x <= r.right && y >= r.top && y <= r.bottom;
    const distance = inside ? -1 : Math.hypot(x - (r.left + r.width / 2), y - (r.top + r.height / 2));
    if (!best || distance < best.distance) best = { index, distance };
  });
  return (best as { index: number } | null)?.index ?? null;
}

export function useReorder<C extends HTMLElement>({ count, labelOf, onMove, disabled = false }: ReorderOptions) {
  const { t } = useLingui();
  const container = useRef<C>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);

  const move = (from: number, to: number) => {
    if (disabled || to < 0 || to >= count || to === from) return;
    const label = labelOf(from);
    const position = to + 1;
    onMove(from, to);
    setAnnouncement(t`Moved “${label}” to position ${position} of ${count}.`);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLElement>) => {
    const to =
      event.key === 'ArrowUp' || event.key === 'ArrowLeft'
        ? index - 1
        : event.key === 'ArrowDown' || event.key === 'ArrowRight'
          ? index + 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? count - 1
              : null;
    if (to === null) return;
    event.preventDefault();
    move(index, to);
  };

  const onPointerDown = (index: number) => (event: PointerEvent<HTMLElement>) => {
    if (disabled || event.button !== 0 || !container.current) return;
    event.preventDefault();
    const root = container.current;
    let current: Drag = { from: index, to: index };
    setDrag(current);
    const win = root.ownerDocument.defaultView ?? window;
    const onMoveEvent = (e: globalThis.PointerEvent) => {
      const to = nearestItem(root, e.clientX, e.clientY);
      if (to !== null && to !== current.to) {
        current = { from: index, to };
        setDrag(current);
      }
    };
    const end = (commit: boolean) => () => {
      stop.current?.();
      setDrag(null);
      if (commit) move(current.from, current.to);
    };
    const onUp = end(true);
    const onCancel = end(false);
    const onKey = (e: globalThis.KeyboardEvent) => e.key === 'Escape' && onCancel();
    win.addEventListener('pointermove', onMoveEvent);
    win.addEventListener('pointerup', onUp);
    win.addEventListener('pointercancel', onCancel);
    win.addEventListener('keydown', onKey);
    stop.current = () => {
      win.removeEventListener('pointermove', onMoveEvent);
      win.removeEventListener('pointerup', onUp);
      win.removeEventListener('pointercancel', onCancel);
      win.removeEventListener('keydown', onKey);
      stop.current = null;
    };
  };

  /** What an item shows while a drag is on: being dragged, or where the dragged one would land. */
  const itemState = (index: number) => {
    if (!drag || drag.to === drag.from) return { 'data-dragging': drag?.from === index || undefined };
    return {
      'data-dragging': drag.from === index || undefined,
      'data-drop': drag.to === index ? (drag.to > drag.from ? 'after' : 'before') : undefined,
    };
  };

  /** The handle's props; `helpId` names the instructions (ReorderHelp) it is described by. */
  const handleProps = (index: number, helpId: string) => {
    const label = labelOf(index);
    return {
      'aria-label': t`Move “${label}”`,
      'aria-describedby': helpId,
      title: t`Drag, or use the arrow keys, to move`,
      disabled,
      onKeyDown: onKeyDown(index),
      onPointerDown: onPointerDown(index),
    };
  };

  return { container, drag, announcement, itemState, handleProps, move };
}
