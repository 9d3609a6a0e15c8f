import { cloneElement, forwardRef, useState, type KeyboardEvent, type MouseEvent, type ReactElement } from 'react';
import { onDemand, useOnDemand } from '../../internal/on-demand';
import type { DropdownMenuProps } from './RadixDropdownMenu';

export type { DropdownMenuEntry, DropdownMenuProps, DropdownMenuRadioOption } from './RadixDropdownMenu';

/**
 * Radix's menu (with its positioning, focus and dismissal layers, ~31 KB gzip) is not needed to
 * show a page full of menu buttons, only to open one; the chat route's budget is in
 * web/scripts/bundle-budget.mjs. It starts loading when a pointer rests on a trigger or a trigger
 * takes focus, and is there by the time the menu opens.
 */
const radixMenu = onDemand(() => import('./RadixDropdownMenu').then((m) => ({ Menu: m.RadixDropdownMenu })));

const warnMenu = (error: unknown) => console.warn('The menu could not load', error);

type TriggerProps = {
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  onPointerEnter?: (event: unknown) => void;
  onFocus?: (event: unknown) => void;
};

/** A menu of actions: arrow keys, Home/End, typeahead, Escape. The menu is named by its trigger. */
export const DropdownMenu = forwardRef<HTMLDivElement, DropdownMenuProps>(function DropdownMenu(props, ref) {
  const { trigger, open, defaultOpen, onOpenChange } = props;
  const [openedBy, setOpenedBy] = useState<'pointer' | 'keyboard' | null>(null);
  const loaded = useOnDemand(openedBy !== null || !!open || !!defaultOpen, radixMenu, warnMenu);
  const Menu = (loaded ?? radixMenu.current())?.Menu;
  if (Menu) {
    return (
      <Menu
        ref={ref}
        {...props}
        defaultOpen={defaultOpen || openedBy !== null}
        focusFirstItem={openedBy === 'keyboard'}
      />
    );
  }
  const own = (trigger as ReactElement<TriggerProps>).props;
  const prefetch = () => void radixMenu.load().catch(() => undefined);
  const openMenu = (by: 'pointer' | 'keyboard') => {
    setOpenedBy(by);
    onOpenChange?.(true);
  };
  return cloneElement(trigger as ReactElement<TriggerProps & Record<string, unknown>>, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    'data-state': 'closed',
    onPointerEnter: (event: unknown) => {
      own.onPointerEnter?.(event);
      prefetch();
    },
    onFocus: (event: unknown) => {
      own.onFocus?.(event);
      prefetch();
    },
    onClick: (event: MouseEvent<HTMLElement>) => {
      own.onClick?.(event);
      // Enter and Space on a button click it with no pointer (detail 0).
      if (!event.defaultPrevented) openMenu(event.detail === 0 ? 'keyboard' : 'pointer');
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      own.onKeyDown?.(event);
      if (!event.defaultPrevented && event.key === 'ArrowDown') {
        event.preventDefault();
        openMenu('keyboard');
      }
    },
  });
});
