import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import styles from './EmptyState.module.css';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  /** A call to action (usually a Button). */
  action?: ReactNode;
  size?: 'sm' | 'md';
  /** Tone for error states (e.g. a failed load). */
  tone?: 'neutral' | 'danger';
}

/** What a list or page shows when it has nothing (or failed): icon, title, description, action. */
export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(
  { title, description, icon, action, size = 'md', tone = 'neutral', className, ...rest },
  ref,
) {
  return (
    <div ref={ref} className={cx(styles.root, className)} data-size={size} data-tone={tone} {...rest}>
      {icon && (
        <div className={styles.icon} aria-hidden="true">
          {icon}
        </div>
      )}
      <p className={styles.title}>{title}</p>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
});
