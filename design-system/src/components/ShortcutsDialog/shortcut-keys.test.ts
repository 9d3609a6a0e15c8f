import { describe, expect, it } from 'vitest';
import { ariaKeyShortcuts, keyLabel, shortcutHint } from './shortcut-keys';

describe('shortcut keys', () => {
  it('writes hints the way each platform does', () => {
    expect(shortcutHint(['Mod', 'Shift', 'O'], false)).toBe('Ctrl+Shift+O');
    expect(shortcutHint(['Mod', 'Shift', 'O'], true)).toBe('⌘⇧O');
    expect(shortcutHint(['Mod', 'k'], false)).toBe('Ctrl+K');
  });

  it('names symbols for screen readers and maps Mod for aria-keyshortcuts', () => {
    expect(keyLabel('ArrowUp', false)).toEqual({ text: '↑', spoken: 'Up arrow' });
    expect(keyLabel('Mod', true)).toEqual({ text: '⌘', spoken: 'Command' });
    expect(ariaKeyShortcuts(['Mod', 'K'], false)).toBe('Control+K');
    expect(ariaKeyShortcuts(['Mod', 'Shift', 'O'], true)).toBe('Meta+Shift+O');
  });
});
