import { Trans, useLingui } from '@lingui/react/macro';
import { MailCheck } from 'lucide-react';
import { forwardRef, useState } from 'react';
import { linkProps, type NavigateHandler } from '../../internal/navigation';
import { AuthLayout } from '../AuthLayout';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { TextField } from '../TextField';
import styles from './ForgotPasswordForm.module.css';

export interface ForgotPasswordFormProps {
  onSubmit: (values: { email: string }) => void;
  submitting?: boolean;
  /** The reset e-mail was sent. */
  sent?: boolean;
  errors?: { email?: string; form?: string };
  onNavigate?: NavigateHandler;
}

/** Ask for a password reset link by e-mail. */
export const ForgotPasswordForm = forwardRef<HTMLFormElement, ForgotPasswordFormProps>(function ForgotPasswordForm(
  { onSubmit, submitting = false, sent = false, errors = {}, onNavigate },
  ref,
) {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  return (
    <AuthLayout
      title={t`Reset your password`}
      subtitle={sent ? undefined : t`We will e-mail you a link to choose a new one.`}
      error={errors.form}
      onNavigate={onNavigate}
      footer={
        <a {...linkProps('/accounts/login', onNavigate)}>
          <Trans>Back to Sign in</Trans>
        </a>
      }
    >
      {sent ? (
        <EmptyState
          icon={<MailCheck />}
          title={t`Check your inbox`}
          description={t`If an account exists for that address, a reset link is on its way.`}
          className={styles.sent}
        />
      ) : (
        <form
          ref={ref}
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit({ email });
          }}
        >
          <TextField
            label={t`Email`}
            type="email"
            autoComplete="email"
            value={email}
            error={errors.email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Button type="submit" variant="primary" size="lg" fullWidth loading={submitting}>
            <Trans>Send reset link</Trans>
          </Button>
        </form>
      )}
    </AuthLayout>
  );
});
