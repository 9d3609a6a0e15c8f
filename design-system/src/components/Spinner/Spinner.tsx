import { useLingui } from '@lingui/react/macro';
import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../../internal/class-names';
import styles from './Spinner.module.css';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  size?: SpinnerSize;
  /** Accessible name; when empty the spinner is decorative (e.g. inside a busy button). */
  label?: string;
}

/** An indeterminate progress ring. */
export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(
  { size = 'md', label, className, ...rest },
  ref,
) {
  const { t } = useLingui();
  label ??= t`Loading...`;
  const decorative = label === '';
  return (
    <span
      ref={ref}
      className={cx(styles.root, className)}
      data-size={size}
      role={decorative ? undefined : 'status'}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative ? true : undefined}
      {...rest}
    >
      <span className={styles.ring} />
    </span>
  );
});
