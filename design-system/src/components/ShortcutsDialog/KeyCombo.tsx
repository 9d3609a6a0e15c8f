// Its own module, without the dialog: the sidebar shows key caps on every page, the dialog
// (and Radix with it) loads only when opened.
import { useLingui } from '@lingui/react/macro';
import { ArrowBigUp, Command, Option, type LucideIcon } from 'lucide-react';
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
  const { t } = useLingui();
  const plus = t({ message: 'plus', context: 'keys pressed together' });
  return (
    <span className={className ?? styles.combo}>
      {keys.map((key, index) => {
        const label = keyLabel(key, mac);
        return (
          <Fragment key={`${key}-${index}`}>
            {index > 0 && <VisuallyHidden> {plus} </VisuallyHidden>}
            <kbd className={styles.key}>
              {label.spoken ? (
                <>
                  <KeySymbol text={label.text} />
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

/**
 * The macOS modifier keys as icons: the bundled Inter has no ⌘ ⇧ ⌥, and a fallback font would draw
 * them differently on every machine.
 */
const SYMBOLS: Record<string, LucideIcon> = { '⌘': Command, '⇧': ArrowBigUp, '⌥': Option };

function KeySymbol({ text }: { text: string }) {
  const Icon = SYMBOLS[text];
  if (!Icon) return <span aria-hidden="true">{text}</span>;
  return <Icon aria-hidden="true" size="1.1em" strokeWidth={2} />;
}
