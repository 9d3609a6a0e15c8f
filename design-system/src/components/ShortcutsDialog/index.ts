export { KeyCombo } from './KeyCombo';
export { ShortcutsDialog } from './ShortcutsDialog';
export type { ShortcutsDialogProps } from './ShortcutsDialog';
export { ariaKeyShortcuts, isApplePlatform, keyLabel, shortcutHint } from './shortcut-keys';
export type { Shortcut, ShortcutGroup, ShortcutKey } from './shortcut-keys';
