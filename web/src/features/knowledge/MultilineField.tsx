/** A labelled multi-line text box in the design system's field style (memories, stories). */
import { forwardRef, useId, type TextareaHTMLAttributes } from 'react';
import styles from './MultilineField.module.css';

export interface MultilineFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  hideLabel?: boolean;
  error?: string;
}

export const MultilineField = forwardRef<HTMLTextAreaElement, MultilineFieldProps>(function MultilineField(
  { label, hideLabel, error, id, rows = 3, ...rest },
  ref,
) {
  const auto = useId();
  const fieldId = id ?? `multiline-${auto}`;
  const errorId = error ? `${fieldId}-error` : undefined;
  return (
    <div className={styles.root}>
      <label htmlFor={fieldId} className={hideLabel ? styles.hidden : styles.label}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={fieldId}
        rows={rows}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={errorId}
        {...rest}
      />
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
});
