import { Trans, useLingui } from '@lingui/react/macro';
import { Link2Off } from 'lucide-react';
import { forwardRef, useState } from 'react';
import { linkProps, type NavigateHandler } from '../../internal/navigation';
import { AuthLayout } from '../AuthLayout';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { PasswordField } from '../PasswordField';
import styles from './ResetPasswordForm.module.css';

export interface ResetPasswordFormProps {
  /** Called when both entries match; the app sends the token with the new password. */
  onSubmit: (values: { password: string }) => void;
  /** Fires on every edit of the new password, e.g. to drop its error once it is fixed. */
  onPasswordChange?: (password: string) => void;
  submitting?: boolean;
  errors?: { password?: string; form?: string };
  mismatchMessage?: string;
  /**
   * Why the link cannot set a password (it has no token, or the server says it is invalid or has
   * expired): shown with a way to ask for a new link, instead of the form.
   */
  linkProblem?: string;
  onNavigate?: NavigateHandler;
}

/** Choose a new password (twice), or, from a link that cannot work, ask for a new one. */
export const ResetPasswordForm = forwardRef<HTMLFormElement, ResetPasswordFormProps>(function ResetPasswordForm(
  { onSubmit, onPasswordChange, submitting = false, errors = {}, mismatchMessage, linkProblem, onNavigate },
  ref,
) {
  const { t } = useLingui();
  mismatchMessage ??= t`Passwords do not match`;
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const footer = (
    <a {...linkProps('/accounts/login', onNavigate)}>
      <Trans>Back to Sign in</Trans>
    </a>
  );
  if (linkProblem) {
    return (
      <AuthLayout title={t`This link does not work`} onNavigate={onNavigate} footer={footer}>
        <EmptyState
          icon={<Link2Off />}
          title={linkProblem}
          description={t`A new link comes by e-mail and works for one hour.`}
          action={
            <a className={styles.request} {...linkProps('/forgot-password', onNavigate)}>
              <Trans>Request a new link</Trans>
            </a>
          }
          className={styles.problem}
        />
      </AuthLayout>
    );
  }
  return (
    <AuthLayout title={t`Choose a new password`} error={errors.form} onNavigate={onNavigate} footer={footer}>
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
        <PasswordField
          label={t`New password`}
          autoComplete="new-password"
          value={password}
          error={errors.password}
          // The error says it: no hint repeating it under it.
          hint={errors.password ? undefined : t`At least 8 characters.`}
          onChange={(e) => {
            setPassword(e.target.value);
            onPasswordChange?.(e.target.value);
          }}
        />
        <PasswordField
          label={t`Confirm new password`}
          autoComplete="new-password"
          value={confirm}
          error={mismatch ? mismatchMessage : undefined}
          onChange={(e) => setConfirm(e.target.value)}
        />
        <Button type="submit" variant="primary" size="lg" fullWidth loading={submitting}>
          <Trans>Set new password</Trans>
        </Button>
      </form>
    </AuthLayout>
  );
});
