/**
 * The "Keyboard shortcuts" dialog with the app's list, in a module of its own so AppShortcuts can
 * load it on first use.
 */
import { ShortcutsDialog, type ShortcutsDialogProps } from '@duet/design-system';
import { forwardRef } from 'react';
import { SHORTCUT_GROUPS } from './shortcut-groups';

export const HelpDialog = forwardRef<HTMLDivElement, Omit<ShortcutsDialogProps, 'groups'>>(
  function HelpDialog(props, ref) {
    return <ShortcutsDialog ref={ref} {...props} groups={SHORTCUT_GROUPS} />;
  },
);
