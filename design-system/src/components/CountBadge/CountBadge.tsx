import { forwardRef, type HTMLAttributes } from 'react';
import { i18n } from '../../i18n';
import { cx } from '../../internal/class-names';
import styles from './CountBadge.module.css';

/** '9+' above the maximum (9 by default), the number otherwise, in the digits of the language in use. */
export function formatCount(count: number, max = 9): string {
  const number = (n: number) => i18n.number(n, { useGrouping: false });
  return count > max ? `${number(max)}+` : number(count);
}

export interface CountBadgeProps extends HTMLAttributes<HTMLSpanElement> {
  count: number;
  max?: number;
  /** Accessible text, e.g. '3 unread notifications'; by default the badge is decorative. */
  label?: string;
}

/** A small numeric badge; renders nothing for 0. */
export const CountBadge = forwardRef<HTMLSpanElement, CountBadgeProps>(function CountBadge(
  { count, max = 9, label, className, ...rest },
  ref,
) {
  if (count <= 0) return null;
  return (
    <span
      ref={ref}
      className={cx(styles.root, className)}
      aria-hidden={label ? undefined : true}
      aria-label={label}
      role={label ? 'status' : undefined}
      {...rest}
    >
      {formatCount(count, max)}
    </span>
  );
});
