import { Trans, useLingui } from '@lingui/react/macro';
import { MailCheck } from 'lucide-react';
import { forwardRef, useState } from 'react';
import { linkProps, type NavigateHandler } from '../../internal/navigation';
import { AuthLayout } from '../AuthLayout';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { PasswordField } from '../PasswordField';
import { SingleSignOn } from '../SingleSignOn';
import { TextField } from '../TextField';
import styles from './LoginForm.module.css';

export interface LoginValues {
  email: string;
  password: string;
}

export interface LoginFormProps {
  onSubmit: (values: LoginValues) => void;
  submitting?: boolean;
  errors?: { email?: string; password?: string; form?: string };
  defaultEmail?: string;
  /**
   * The server mailed a sign-in link instead of checking the password (too many attempts on the
   * account from new devices): its message, shown in place of the form.
   */
  linkSent?: string;
  /** Back to the form from the link-sent state. */
  onTryAgain?: () => void;
  onNavigate?: NavigateHandler;
  /** The operator's OpenID provider: a "Continue with {name}" link above the form. */
  singleSignOn?: { name: string; href: string; onLeave?: () => void };
  /** False on a server set to single sign-on only: no password form. */
  passwordSignIn?: boolean;
  /** False when the sign-up form makes no accounts: no "Get Started" link. */
  registration?: boolean;
}

/** Sign in: e-mail and password, links to reset the password and to sign up; or "check your inbox". */
export const LoginForm = forwardRef<HTMLFormElement, LoginFormProps>(function LoginForm(
  {
    onSubmit,
    submitting = false,
    errors = {},
    defaultEmail = '',
    linkSent,
    onTryAgain,
    onNavigate,
    singleSignOn,
    passwordSignIn = true,
    registration = true,
  },
  ref,
) {
  const { t } = useLingui();
  const [values, setValues] = useState<LoginValues>({ email: defaultEmail, password: '' });
  return (
    <AuthLayout
      title={t`Sign in`}
      subtitle={linkSent ? undefined : t`Welcome back to your private brain.`}
      error={errors.form}
      onNavigate={onNavigate}
      footer={
        registration && (
          <Trans>
            New to Duet? <a {...linkProps('/accounts/signup', onNavigate)}>Get Started</a>
          </Trans>
        )
      }
    >
      {!linkSent && singleSignOn && <SingleSignOn {...singleSignOn} divider={passwordSignIn} />}
      {linkSent ? (
        <EmptyState
          icon={<MailCheck />}
          title={t`Check your inbox`}
          description={linkSent}
          role="status"
          className={styles.sent}
          action={
            onTryAgain && (
              <Button variant="secondary" onClick={onTryAgain}>
                <Trans>Back to Sign in</Trans>
              </Button>
            )
          }
        />
      ) : (
        passwordSignIn && (
          <form
            ref={ref}
            className={styles.form}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              onSubmit(values);
            }}
          >
            <TextField
              label={t`Email`}
              type="email"
              autoComplete="email"
              value={values.email}
              error={errors.email}
              onChange={(event) => setValues({ ...values, email: event.target.value })}
            />
            <PasswordField
              label={t`Password`}
              value={values.password}
              error={errors.password}
              onChange={(event) => setValues({ ...values, password: event.target.value })}
            />
            <a className={styles.forgot} {...linkProps('/forgot-password', onNavigate)}>
              <Trans>Forgot password?</Trans>
            </a>
            <Button type="submit" variant="primary" size="lg" fullWidth loading={submitting}>
              <Trans>Sign in</Trans>
            </Button>
          </form>
        )
      )}
    </AuthLayout>
  );
});
