import { AlertCircle } from 'lucide-react';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import type { NavigateHandler } from '../../internal/navigation';
import { Brand } from '../Brand';
import styles from './AuthLayout.module.css';

export interface AuthLayoutProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title: ReactNode;
  subtitle?: ReactNode;
  /** A form-level error (e.g. 'Login failed'). */
  error?: ReactNode;
  footer?: ReactNode;
  onNavigate?: NavigateHandler;
  children: ReactNode;
}

/** The bare layout of the account pages: brand, a centred card, a footer line. */
export const AuthLayout = forwardRef<HTMLElement, AuthLayoutProps>(function AuthLayout(
  { title, subtitle, error, footer, onNavigate, children, className, ...rest },
  ref,
) {
  return (
    <main ref={ref} className={cx(styles.root, className)} {...rest}>
      <Brand onNavigate={onNavigate} className={styles.brand} />
      <div className={styles.card}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {error && (
          <div className={styles.error} role="alert">
            <AlertCircle aria-hidden="true" />
            <span>{error}</span>
          </div>
        )}
        {children}
      </div>
      {footer && <p className={styles.footer}>{footer}</p>}
    </main>
  );
});
