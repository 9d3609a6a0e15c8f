import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import styles from './Chip.module.css';

export interface ChipProps extends HTMLAttributes<HTMLSpanElement> {
  children: ReactNode;
  icon?: ReactNode;
  /** Shows a remove button. */
  onRemove?: () => void;
  /** Accessible name of the remove button; defaults to 'Remove {children}' when children is text. */
  removeLabel?: string;
  variant?: 'neutral' | 'accent';
  /**
   * A label too long for the line wraps, breaking a long word if it must, instead of being cut
   * with an ellipsis: for chips whose whole text matters (a profile's skills); a file's name can
   * be cut.
   */
  wrap?: boolean;
}

/** A rounded label: skills, interests, attached files. */
export const Chip = forwardRef<HTMLSpanElement, ChipProps>(function Chip(
  { children, icon, onRemove, removeLabel, variant = 'neutral', wrap = false, className, ...rest },
  ref,
) {
  const { t } = useLingui();
  const item = typeof children === 'string' ? children : null;
  const label = removeLabel ?? (item !== null ? t`Remove ${item}` : t`Remove`);
  return (
    <span
      ref={ref}
      className={cx(styles.root, className)}
      data-variant={variant}
      data-wrap={wrap || undefined}
      {...rest}
    >
      {icon && <span className={styles.icon}>{icon}</span>}
      <span className={styles.label}>{children}</span>
      {onRemove && (
        <button type="button" className={styles.remove} aria-label={label} onClick={onRemove}>
          <X aria-hidden="true" />
        </button>
      )}
    </span>
  );
});
