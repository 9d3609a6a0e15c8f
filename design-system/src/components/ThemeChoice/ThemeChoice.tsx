import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { Monitor, Moon, Sun } from 'lucide-react';
import { forwardRef, useId, type FieldsetHTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import styles from './ThemeChoice.module.css';

export type ThemeName = 'light' | 'dark' | 'system';

export interface ThemeChoiceProps extends Omit<FieldsetHTMLAttributes<HTMLFieldSetElement>, 'onChange'> {
  /** The theme chosen now. */
  value: ThemeName;
  /** Called with the theme picked (by click, or the arrow keys). */
  onChange: (theme: ThemeName) => void;
  /** The group's name. */
  legend?: string;
  /** Shown under the options: where the choice applies. */
  hint?: ReactNode;
}

const OPTIONS: ReadonlyArray<{ value: ThemeName; label: MessageDescriptor; icon: ReactNode }> = [
  { value: 'light', label: msg`Light`, icon: <Sun aria-hidden="true" /> },
  { value: 'dark', label: msg`Dark`, icon: <Moon aria-hidden="true" /> },
  { value: 'system', label: msg`System`, icon: <Monitor aria-hidden="true" /> },
];

/**
 * Light, dark, or as the device prefers: three options side by side (radios, so Tab reaches the
 * group and the arrow keys move the choice).
 */
export const ThemeChoice = forwardRef<HTMLFieldSetElement, ThemeChoiceProps>(function ThemeChoice(
  { value, onChange, legend, hint, className, disabled, ...rest },
  ref,
) {
  const { i18n, t } = useLingui();
  legend ??= t`Theme`;
  const name = useId();
  const hintId = hint ? `${name}-hint` : undefined;
  return (
    <fieldset ref={ref} className={cx(styles.root, className)} disabled={disabled} aria-describedby={hintId} {...rest}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {OPTIONS.map((option) => (
          <label key={option.value} className={styles.option} data-checked={value === option.value || undefined}>
            <input
              className={styles.radio}
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span className={styles.icon}>{option.icon}</span>
            <span className={styles.label}>{i18n._(option.label)}</span>
          </label>
        ))}
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </fieldset>
  );
});
