/** The "Keyboard shortcuts" dialog, in a module of its own so AppShortcuts can load it on first use. */
export { ShortcutsDialog as HelpDialog } from '@duet/design-system';
