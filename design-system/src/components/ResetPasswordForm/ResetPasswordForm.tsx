import { forwardRef, useState } from 'react';
import { linkProps, type NavigateHandler } from '../../internal/navigation';
import { AuthLayout } from '../AuthLayout';
import { Button } from '../Button';
import { PasswordField } from '../PasswordField';
import styles from './ResetPasswordForm.module.css';

export interface ResetPasswordFormProps {
  /** Called when both entries match; the app sends the token with the new password. */
  onSubmit: (values: { password: string }) => void;
  submitting?: boolean;
  errors?: { password?: string; form?: string };
  mismatchMessage?: string;
  onNavigate?: NavigateHandler;
}

/** Choose a new password (twice). */
export const ResetPasswordForm = forwardRef<HTMLFormElement, ResetPasswordFormProps>(function ResetPasswordForm(
  { onSubmit, submitting = false, errors = {}, mismatchMessage = 'Passwords do not match', onNavigate },
  ref,
) {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mismatch, setMismatch] = useState(false);
  return (
    <AuthLayout
      title="Choose a new password"
      error={errors.form}
      onNavigate={onNavigate}
      footer={<a {...linkProps('/accounts/login', onNavigate)}>Back to Sign in</a>}
    >
      <form
        ref={ref}
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (password !== confirm) {
            setMismatch(true);
            return;
          }
          setMismatch(false);
          onSubmit({ password });
        }}
      >
        <PasswordField label="New password" autoComplete="new-password" value={password} error={errors.password} hint="At least 8 characters." onChange={(e) => setPassword(e.target.value)} />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          value={confirm}
          error={mismatch ? mismatchMessage : undefined}
          onChange={(e) => setConfirm(e.target.value)}
        />
        <Button type="submit" variant="primary" size="lg" fullWidth loading={submitting}>
          Set new password
        </Button>
      </form>
    </AuthLayout>
  );
});
