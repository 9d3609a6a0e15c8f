import type { ReactNode } from 'react';
import styles from './TwinAccessSettings.module.css';

/** One question, answered by one of its options (radios, each with a hint). */
export function Choices<T extends string>({
  name,
  legend,
  options,
  value,
  onChange,
  disabled,
  extra,
}: {
  name: string;
  legend: string;
  options: ReadonlyArray<{ value: T; label: string; hint: string }>;
  value: T;
  onChange: (value: T) => void;
  disabled: boolean;
  /** What shows under an option (the daily limit under "Everyone"). */
  extra?: (value: T, checked: boolean) => ReactNode;
}) {
  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((option) => {
          const inputId = `${name}-${option.value}`;
          const checked = value === option.value;
          return (
            <div key={option.value} className={styles.option} data-checked={checked || undefined}>
              <label className={styles.choice} htmlFor={inputId}>
                <input
                  id={inputId}
                  className={styles.radio}
                  type="radio"
                  name={name}
                  value={option.value}
                  checked={checked}
                  aria-labelledby={`${inputId}-label`}
                  aria-describedby={`${inputId}-hint`}
                  onChange={() => onChange(option.value)}
                />
                <span className={styles.text}>
                  <span id={`${inputId}-label`} className={styles.label}>
                    {option.label}
                  </span>
                  <span id={`${inputId}-hint`} className={styles.hint}>
                    {option.hint}
                  </span>
                </span>
              </label>
              {extra?.(option.value, checked)}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
