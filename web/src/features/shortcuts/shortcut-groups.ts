/** The "Keyboard shortcuts" dialog's list (HelpDialog.tsx), loaded with the dialog; the keys are app-shortcuts.ts's. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { SHORTCUT_KEYS, type AppKey } from './app-shortcuts';

/** A group of the list, its words to be shown in the language in use (HelpDialog.tsx). */
export interface ListedGroup {
  title: MessageDescriptor;
  shortcuts: readonly { keys: readonly AppKey[]; description: MessageDescriptor }[];
}

export const SHORTCUT_GROUPS: readonly ListedGroup[] = [
  {
    title: msg`Anywhere`,
    shortcuts: [
      { keys: SHORTCUT_KEYS.search, description: msg`Search your chats` },
      { keys: SHORTCUT_KEYS.newChat, description: msg`New chat` },
      { keys: SHORTCUT_KEYS.help, description: msg`Show keyboard shortcuts` },
      { keys: ['Escape'], description: msg`Close a dialog` },
    ],
  },
  {
    title: msg`In the message box`,
    shortcuts: [
      { keys: ['Enter'], description: msg`Send the message` },
      { keys: ['Shift', 'Enter'], description: msg`Start a new line` },
      { keys: ['ArrowUp'], description: msg`Edit your last message (when the box is empty)` },
      { keys: ['Escape'], description: msg`Stop generating` },
    ],
  },
];
