import { forwardRef, useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { cx } from '../../internal/class-names';
import hidden from '../../internal/visually-hidden.module.css';
import field from '../TextField/TextField.module.css';
import styles from './TextArea.module.css';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** The label is read by screen readers only (what is around the box already names it). */
  hideLabel?: boolean;
  /** Help text under the box. */
  hint?: ReactNode;
  /** Error text under the box; marks it invalid. */
  error?: ReactNode;
  /** Class for the root wrapper. */
  className?: string;
}

/** A labelled multi-line text box, TextField's sibling: same label, hint and error, grows by hand (resize). */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, hideLabel, hint, error, id, className, rows = 3, required, ...rest },
  ref,
) {
  const autoId = useId();
  const boxId = id ?? `textarea-${autoId}`;
  const hintId = hint ? `${boxId}-hint` : undefined;
  const errorId = error ? `${boxId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx(field.root, className)} data-invalid={error ? true : undefined}>
      <label className={hideLabel ? hidden.visuallyHidden : field.label} htmlFor={boxId}>
        {label}
        {required && (
          <span className={field.required} aria-hidden="true">
            *
          </span>
        )}
      </label>
      <textarea
        ref={ref}
        id={boxId}
        rows={rows}
        className={cx(field.input, styles.box)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        required={required}
        {...rest}
      />
      {error && (
        <p id={errorId} className={field.error} role="alert">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className={field.hint}>
          {hint}
        </p>
      )}
    </div>
  );
});
