import { useLingui } from '@lingui/react/macro';
import { forwardRef, useId } from 'react';
import { Dialog } from '../Dialog';
import { KeyCombo } from './KeyCombo';
import type { ShortcutGroup } from './shortcut-keys';
import styles from './ShortcutsDialog.module.css';

export interface ShortcutsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  groups: readonly ShortcutGroup[];
  /** Show macOS keys (⌘ ⇧ ⌥) instead of Ctrl, Shift and Alt. */
  mac?: boolean;
  title?: string;
  className?: string;
}

/** 'Keyboard shortcuts': every shortcut of the app, by group, with its keys. */
export const ShortcutsDialog = forwardRef<HTMLDivElement, ShortcutsDialogProps>(function ShortcutsDialog(
  { open, onOpenChange, groups, mac = false, title, className },
  ref,
) {
  const { t } = useLingui();
  title ??= t`Keyboard shortcuts`;
  const id = useId();
  return (
    <Dialog ref={ref} open={open} onOpenChange={onOpenChange} title={title} size="md" className={className}>
      <div className={styles.root}>
        {groups.map((group, groupIndex) => (
          <section key={group.title} className={styles.group} aria-labelledby={`${id}-${groupIndex}`}>
            <h3 id={`${id}-${groupIndex}`} className={styles.heading}>
              {group.title}
            </h3>
            <ul className={styles.list}>
              {group.shortcuts.map((shortcut) => (
                <li key={shortcut.description} className={styles.row}>
                  <span className={styles.description}>{shortcut.description}</span>
                  <KeyCombo keys={shortcut.keys} mac={mac} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </Dialog>
  );
});
