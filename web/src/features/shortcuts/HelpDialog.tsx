/**
 * The "Keyboard shortcuts" dialog with the app's list, in a module of its own so AppShortcuts can
 * load it on first use.
 */
import { ShortcutsDialog, type ShortcutsDialogProps } from '@duet/design-system';
import { useLingui } from '@lingui/react/macro';
import { forwardRef } from 'react';
import { SHORTCUT_GROUPS } from './shortcut-groups';

export const HelpDialog = forwardRef<HTMLDivElement, Omit<ShortcutsDialogProps, 'groups'>>(
  function HelpDialog(props, ref) {
    const { i18n } = useLingui();
    const groups = SHORTCUT_GROUPS.map((group) => ({
      title: i18n._(group.title),
      shortcuts: group.shortcuts.map((s) => ({ keys: s.keys, description: i18n._(s.description) })),
    }));
    return <ShortcutsDialog ref={ref} {...props} groups={groups} />;
  },
);
