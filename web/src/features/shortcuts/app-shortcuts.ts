/**
 * The signed-in app's keyboard shortcuts: one list for the keys that are handled
 * (AppShortcuts.tsx), the hints beside New Chat and Search, and the "Keyboard shortcuts" dialog
 * (its groups, in shortcut-groups.ts, load with it).
 * The composer's own keys (Enter, Shift+Enter, ↑, Escape) are handled by MessageComposer in
 * design-system/src/components/MessageComposer and only listed here.
 */
import type { ShortcutKey } from '@duet/design-system';

/** The keys the app's shortcuts and the composer's are made of: key names, as the caps print them (not words). */
export type AppKey = Extract<ShortcutKey, 'Mod' | 'Shift' | 'Enter' | 'Escape' | 'ArrowUp'> | 'K' | 'O' | '?';

export const SHORTCUT_KEYS = {
  search: ['Mod', 'K'],
  newChat: ['Mod', 'Shift', 'O'],
  help: ['?'],
} as const satisfies Record<string, readonly AppKey[]>;

export type ShortcutAction = keyof typeof SHORTCUT_KEYS;

/** The letter pressed: the key itself, or the key's position when the layout is not Latin. */
function letterOf(event: KeyboardEvent): string {
  const key = event.key.toLowerCase();
  if (/^[a-z]$/.test(key)) return key;
  return /^Key[A-Z]$/.test(event.code) ? event.code.slice(3).toLowerCase() : key;
}

/** Where typing `?` writes a question mark rather than asking for help. */
export function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement)
    return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !['button', 'checkbox', 'radio', 'range', 'color', 'file', 'submit', 'reset', 'image'].includes(target.type);
}

/** Which shortcut a keydown is, if any. Ctrl on Windows and Linux, ⌘ on macOS: either is accepted. */
export function shortcutOf(event: KeyboardEvent): ShortcutAction | null {
  if (event.isComposing) return null;
  const mod = event.ctrlKey || event.metaKey;
  if (mod && !event.altKey) {
    const letter = letterOf(event);
    if (letter === 'k' && !event.shiftKey) return 'search';
    if (letter === 'o' && event.shiftKey) return 'newChat';
    return null;
  }
  if (event.key === '?' && !mod && !event.altKey && !isTextEntry(event.target)) return 'help';
  return null;
}
