import { Trans } from '@lingui/react/macro';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import { Spinner } from '../Spinner';
import styles from './LoadingState.module.css';

export interface LoadingStateProps extends HTMLAttributes<HTMLDivElement> {
  /** Defaults to 'Loading...'; e.g. 'Loading profile...'. */
  children?: ReactNode;
  /** `page` fills and centres in its container (app start, route guard); `inline` sits in a list. */
  variant?: 'page' | 'inline';
}

/** The 'Loading...' state: a spinner with its text, announced politely. */
export const LoadingState = forwardRef<HTMLDivElement, LoadingStateProps>(function LoadingState(
  { children, variant = 'inline', className, ...rest },
  ref,
) {
  return (
    <div ref={ref} role="status" className={cx(styles.root, className)} data-variant={variant} {...rest}>
      <Spinner size={variant === 'page' ? 'lg' : 'sm'} label="" />
      <span className={styles.text}>{children ?? <Trans>Loading...</Trans>}</span>
    </div>
  );
});
