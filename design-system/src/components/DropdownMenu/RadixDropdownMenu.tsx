/** The menu itself, loaded once a menu first opens (DropdownMenu.tsx). */
import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import { Check } from 'lucide-react';
import { forwardRef, useEffect, useId, useRef, type ReactElement, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import styles from './DropdownMenu.module.css';

export type DropdownMenuEntry =
  | {
      type?: 'item';
      id: string;
      label: ReactNode;
      icon?: ReactNode;
      onSelect?: () => void;
      disabled?: boolean;
      tone?: 'default' | 'danger';
    }
  | { type: 'separator'; id: string }
  | { type: 'label'; id: string; label: ReactNode }
  | {
      /** One choice among options (menuitemradio): the chosen one carries a check. */
      type: 'radio';
      id: string;
      /** The chosen option's value (null: none chosen yet). */
      value: string | null;
      /** Called with the option picked; picking the chosen one again calls it too. */
      onValueChange: (value: string) => void;
      options: DropdownMenuRadioOption[];
    };

/** An option of a `radio` entry. */
export interface DropdownMenuRadioOption {
  value: string;
  /** The option's name (its accessible name). */
  label: ReactNode;
  /** A line or two under the name (its accessible description); it wraps. */
  description?: ReactNode;
  /** What typing a letter matches, when the label is not plain text. */
  textValue?: string;
  disabled?: boolean;
}

export interface DropdownMenuProps {
  /** The element that opens the menu (a button). */
  trigger: ReactElement;
  items: DropdownMenuEntry[];
  align?: 'start' | 'center' | 'end';
  side?: 'top' | 'right' | 'bottom' | 'left';
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/**
 * A menu of actions (Radix DropdownMenu): arrow keys, Home/End, typeahead, Escape. The menu is
 * named by its trigger. `focusFirstItem` does what Radix does for a menu opened from the keyboard,
 * for a menu that was opened from the keyboard before this code had loaded.
 */
export const RadixDropdownMenu = forwardRef<HTMLDivElement, DropdownMenuProps & { focusFirstItem?: boolean }>(
  function RadixDropdownMenu(
    {
      trigger,
      items,
      align = 'end',
      side = 'bottom',
      open,
      defaultOpen,
      onOpenChange,
      className,
      focusFirstItem = false,
    },
    ref,
  ) {
    const content = useRef<HTMLDivElement | null>(null);
    const optionId = useId();
    useEffect(() => {
      if (!focusFirstItem) return;
      // After Radix has focused the menu itself on opening.
      const frame = requestAnimationFrame(() =>
        content.current?.querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])')?.focus(),
      );
      return () => cancelAnimationFrame(frame);
    }, [focusFirstItem]);
    return (
      <RadixMenu.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange} modal={false}>
        <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
        <RadixMenu.Portal>
          <RadixMenu.Content
            ref={(node) => {
              content.current = node;
              if (typeof ref === 'function') ref(node);
              else if (ref) ref.current = node;
            }}
            align={align}
            side={side}
            sideOffset={6}
            collisionPadding={8}
            className={cx(styles.root, className)}
          >
            {items.map((entry) => {
              if (entry.type === 'separator')
                return <RadixMenu.Separator key={entry.id} className={styles.separator} />;
              if (entry.type === 'label')
                return (
                  <RadixMenu.Label key={entry.id} className={styles.label}>
                    {entry.label}
                  </RadixMenu.Label>
                );
              if (entry.type === 'radio')
                return (
                  <RadixMenu.RadioGroup key={entry.id} value={entry.value ?? ''} onValueChange={entry.onValueChange}>
                    {entry.options.map((option, index) => {
                      const id = `${optionId}-${entry.id}-${index}`;
                      return (
                        <RadixMenu.RadioItem
                          key={option.value}
                          value={option.value}
                          className={styles.item}
                          data-kind="radio"
                          disabled={option.disabled}
                          textValue={option.textValue}
                          aria-labelledby={`${id}-label`}
                          aria-describedby={option.description ? `${id}-description` : undefined}
                        >
                          <span className={styles.check}>
                            <RadixMenu.ItemIndicator>
                              <Check aria-hidden="true" />
                            </RadixMenu.ItemIndicator>
                          </span>
                          <span className={styles.option}>
                            <span id={`${id}-label`} className={styles.itemLabel}>
                              {option.label}
                            </span>
                            {option.description && (
                              <span id={`${id}-description`} className={styles.description}>
                                {option.description}
                              </span>
                            )}
                          </span>
                        </RadixMenu.RadioItem>
                      );
                    })}
                  </RadixMenu.RadioGroup>
                );
              return (
                <RadixMenu.Item
                  key={entry.id}
                  className={styles.item}
                  data-tone={entry.tone ?? 'default'}
                  disabled={entry.disabled}
                  onSelect={entry.onSelect}
                >
                  {entry.icon && <span className={styles.icon}>{entry.icon}</span>}
                  <span className={styles.itemLabel}>{entry.label}</span>
                </RadixMenu.Item>
              );
            })}
          </RadixMenu.Content>
        </RadixMenu.Portal>
      </RadixMenu.Root>
    );
  },
);
