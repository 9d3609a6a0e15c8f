/**
 * Keyboard shortcuts as data: one list of keys per shortcut ('Mod' is ⌘ on macOS and Ctrl
 * elsewhere), shown as key caps (ShortcutsDialog.tsx), as a hint ('New chat (Ctrl+Shift+O)') and as
 * aria-keyshortcuts.
 */
import { t } from '@lingui/core/macro';

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

/** The PC keys as their caps print them: the same in every language, like the keyboard (not words). */
type PcCap = 'Ctrl' | 'Shift' | 'Alt' | 'Esc';
const pcCap = (text: PcCap): KeyLabel => ({ text });

export function keyLabel(key: ShortcutKey, mac: boolean): KeyLabel {
  switch (key) {
    case 'Mod':
      return mac ? { text: '⌘', spoken: t({ message: 'Command', context: 'keyboard key' }) } : pcCap('Ctrl');
    case 'Shift':
      return mac ? { text: '⇧', spoken: t({ message: 'Shift', context: 'keyboard key' }) } : pcCap('Shift');
    case 'Alt':
      return mac ? { text: '⌥', spoken: t({ message: 'Option', context: 'keyboard key' }) } : pcCap('Alt');
    case 'Escape':
      return { ...pcCap('Esc'), spoken: t({ message: 'Escape', context: 'keyboard key' }) };
    case 'ArrowUp':
      return { text: '↑', spoken: t({ message: 'Up arrow', context: 'keyboard key' }) };
    case '?':
      return { text: '?', spoken: t({ message: 'Question mark', context: 'keyboard key' }) };
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
  const modKey = mac ? 'Meta' : 'Control';
  return keys.map((key) => (key === 'Mod' ? modKey : key.length === 1 ? key.toUpperCase() : key)).join('+');
}

/** Whether the browser runs on macOS or iOS (⌘ instead of Ctrl). */
export function isApplePlatform(): boolean {
  if (typeof navigator === 'undefined') return false;
  const platform =
    (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ?? navigator.platform;
  return /mac|iphone|ipad|ipod/i.test(platform);
}
