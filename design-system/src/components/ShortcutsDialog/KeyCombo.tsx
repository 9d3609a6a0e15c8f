// Its own module, without the dialog: the sidebar shows key caps on every page, the dialog
// (and Radix with it) loads only when opened.
import { Fragment } from 'react';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { keyLabel, type ShortcutKey } from './shortcut-keys';
import styles from './ShortcutsDialog.module.css';

/** One shortcut as key caps: 'Ctrl' 'K'; a screen reader hears 'Ctrl plus K'. */
export function KeyCombo({
  keys,
  mac = false,
  className,
}: {
  keys: readonly ShortcutKey[];
  mac?: boolean;
  className?: string;
}) {
  return (
    <span className={className ?? styles.combo}>
      {keys.map((key, index) => {
        const label = keyLabel(key, mac);
        return (
          <Fragment key={`${key}-${index}`}>
            {index > 0 && <VisuallyHidden> plus </VisuallyHidden>}
            <kbd className={styles.key}>
              {label.spoken ? (
                <>
                  <span aria-hidden="true">{label.text}</span>
                  <VisuallyHidden>{label.spoken}</VisuallyHidden>
                </>
              ) : (
                label.text
              )}
            </kbd>
          </Fragment>
        );
      })}
    </span>
  );
}
