/** The "Keyboard shortcuts" dialog's list (HelpDialog.tsx), loaded with the dialog; the keys are app-shortcuts.ts's. */
import type { ShortcutGroup } from '@duet/design-system';
import { SHORTCUT_KEYS } from './app-shortcuts';

export const SHORTCUT_GROUPS: readonly ShortcutGroup[] = [
  {
    title: 'Anywhere',
    shortcuts: [
      { keys: SHORTCUT_KEYS.search, description: 'Search your chats' },
      { keys: SHORTCUT_KEYS.newChat, description: 'New chat' },
      { keys: SHORTCUT_KEYS.help, description: 'Show keyboard shortcuts' },
      { keys: ['Escape'], description: 'Close a dialog' },
    ],
  },
  {
    title: 'In the message box',
    shortcuts: [
      { keys: ['Enter'], description: 'Send the message' },
      { keys: ['Shift', 'Enter'], description: 'Start a new line' },
      { keys: ['ArrowUp'], description: 'Edit your last message (when the box is empty)' },
      { keys: ['Escape'], description: 'Stop generating' },
    ],
  },
];
