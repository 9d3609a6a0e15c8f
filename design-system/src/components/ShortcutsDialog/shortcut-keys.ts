/**
 * Keyboard shortcuts as data: one list of keys per shortcut ('Mod' is ⌘ on macOS and Ctrl
 * elsewhere), shown as key caps (ShortcutsDialog.tsx), as a hint ('New chat (Ctrl+Shift+O)') and as
 * aria-keyshortcuts.
 */
export type ShortcutKey = 'Mod' | 'Shift' | 'Alt' | 'Enter' | 'Escape' | 'ArrowUp' | (string & {});

export interface Shortcut {
  keys: readonly ShortcutKey[];
  /** What it does: 'Search your chats'. */
  description: string;
}

export interface ShortcutGroup {
  title: string;
  shortcuts: readonly Shortcut[];
}

interface KeyLabel {
  /** What the key cap shows. */
  text: string;
  /** What a screen reader says, when the cap is a symbol. */
  spoken?: string;
}

export function keyLabel(key: ShortcutKey, mac: boolean): KeyLabel {
  switch (key) {
    case 'Mod':
      return mac ? { text: '⌘', spoken: 'Command' } : { text: 'Ctrl' };
    case 'Shift':
      return mac ? { text: '⇧', spoken: 'Shift' } : { text: 'Shift' };
    case 'Alt':
      return mac ? { text: '⌥', spoken: 'Option' } : { text: 'Alt' };
    case 'Escape':
      return { text: 'Esc', spoken: 'Escape' };
    case 'ArrowUp':
      return { text: '↑', spoken: 'Up arrow' };
    case '?':
      return { text: '?', spoken: 'Question mark' };
    default:
      return { text: key.length === 1 ? key.toUpperCase() : key };
  }
}

/** 'Ctrl+Shift+O' (or '⌘⇧O' on macOS), for titles and tooltips. */
export function shortcutHint(keys: readonly ShortcutKey[], mac: boolean): string {
  const caps = keys.map((key) => keyLabel(key, mac).text);
  return mac ? caps.join('') : caps.join('+');
}

/** The aria-keyshortcuts value ('Control+Shift+O', or 'Meta+Shift+O' on macOS). */
export function ariaKeyShortcuts(keys: readonly ShortcutKey[], mac: boolean): string {
  return keys
    .map((key) => (key === 'Mod' ? (mac ? 'Meta' : 'Control') : key.length === 1 ? key.toUpperCase() : key))
    .join('+');
}

/** Whether the browser runs on macOS or iOS (⌘ instead of Ctrl). */
export function isApplePlatform(): boolean {
  if (typeof navigator === 'undefined') return false;
  const platform =
    (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ?? navigator.platform;
  return /mac|iphone|ipad|ipod/i.test(platform);
}
