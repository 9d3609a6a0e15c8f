import type { MouseEvent } from 'react';

/** Called with an in-app path when the user follows a link; the app routes it (no router here). */
export type NavigateHandler = (path: string) => void;

/**
 * Props for an anchor that keeps its real href (new tab, copy link, no-JS) but hands plain
 * left-clicks to `onNavigate` so the app's router can take over.
 */
export function linkProps(href: string, onNavigate?: NavigateHandler) {
  return {
    href,
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      if (!onNavigate) return;
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      onNavigate(href);
    },
  };
}
