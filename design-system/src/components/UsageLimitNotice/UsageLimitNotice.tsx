import { useLingui } from '@lingui/react/macro';
import { Clock } from 'lucide-react';
import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import styles from './UsageLimitNotice.module.css';

export interface UsageLimitNoticeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title?: ReactNode;
  /** What was reached and when it resets, in the server's words. */
  message: ReactNode;
  /** Below the message, e.g. a link to the person's usage. */
  action?: ReactNode;
}

/**
 * Above the composer when a message was refused at a usage limit: what was reached and when it
 * resets. Announced politely; the message stays in the composer to send later.
 */
export const UsageLimitNotice = forwardRef<HTMLDivElement, UsageLimitNoticeProps>(function UsageLimitNotice(
  { title, message, action, className, ...rest },
  ref,
) {
  const { t } = useLingui();
  title ??= t`Limit reached`;
  const id = useId();
  return (
    <div
      ref={ref}
      role="status"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      className={cx(styles.root, className)}
      {...rest}
    >
      <span className={styles.icon} aria-hidden="true">
        <Clock />
      </span>
      <div className={styles.body}>
        <p id={`${id}-title`} className={styles.title}>
          {title}
        </p>
        <p id={`${id}-text`} className={styles.text}>
          {message}
        </p>
        {action && <div className={styles.action}>{action}</div>}
      </div>
    </div>
  );
});
