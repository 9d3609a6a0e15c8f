import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2, XCircle } from 'lucide-react';
import { forwardRef, useState } from 'react';
import { linkProps, type NavigateHandler } from '../../internal/navigation';
import { AuthLayout } from '../AuthLayout';
import { Button } from '../Button';
import { PasswordField } from '../PasswordField';
import { SingleSignOn } from '../SingleSignOn';
import { Spinner } from '../Spinner';
import { TextField } from '../TextField';
import styles from './SignupForm.module.css';

export interface SignupValues {
  email: string;
  password: string;
  username: string;
  displayName: string;
}

export type UsernameStatus = 'idle' | 'checking' | 'available' | 'unavailable';

export interface SignupFormProps {
  onSubmit: (values: SignupValues) => void;
  /** Fires on every username edit, for the app's live (debounced) availability check. */
  onUsernameChange?: (username: string) => void;
  /** Fires on every edit of any field, e.g. to drop the field's error once it is fixed. */
  onFieldChange?: (field: keyof SignupValues, value: string) => void;
  usernameStatus?: UsernameStatus;
  submitting?: boolean;
  /** Field errors with the spec's messages, e.g. { username: 'This username is not available' }. */
  errors?: { email?: string; password?: string; username?: string; displayName?: string; form?: string };
  onNavigate?: NavigateHandler;
  /** Who may sign up here, when not everyone ("Sign-up is by invitation only…"): shown above the form. */
  notice?: string;
  /** Signed up, and nothing more to do here ("Your account waits for approval…"): replaces the form. */
  done?: string;
  /** The operator's OpenID provider: a "Continue with {name}" link above the form. */
  singleSignOn?: { name: string; href: string; onLeave?: () => void };
  /** False when this form makes no accounts (single sign-on only): the provider's link alone. */
  registration?: boolean;
}

/** Create an account: e-mail, password, username (checked live), optional display name. */
export const SignupForm = forwardRef<HTMLFormElement, SignupFormProps>(function SignupForm(
  {
    onSubmit,
    onUsernameChange,
    onFieldChange,
    usernameStatus = 'idle',
    submitting = false,
    errors = {},
    onNavigate,
    notice,
    done,
    singleSignOn,
    registration = true,
  },
  ref,
) {
  const { t } = useLingui();
  const [values, setValues] = useState<SignupValues>({ email: '', password: '', username: '', displayName: '' });
  const { username } = values;
  const edit = (field: keyof SignupValues, value: string) => {
    setValues({ ...values, [field]: value });
    onFieldChange?.(field, value);
  };
  const status =
    usernameStatus === 'checking' ? (
      <Spinner size="sm" label={t`Checking username`} />
    ) : usernameStatus === 'available' ? (
      <CheckCircle2 className={styles.ok} role="img" aria-label={t`Username available`} />
    ) : usernameStatus === 'unavailable' ? (
      <XCircle className={styles.bad} role="img" aria-label={t`Username not available`} />
    ) : null;
  const providerName = singleSignOn?.name;
  return (
    <AuthLayout
      title={t`Get Started`}
      subtitle={t`Create your private brain and your public twin.`}
      error={errors.form}
      onNavigate={onNavigate}
      footer={
        <Trans>
          Already have an account? <a {...linkProps('/accounts/login', onNavigate)}>Sign in</a>
        </Trans>
      }
    >
      {notice && !done && (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      )}
      {done ? (
        <p className={styles.notice} role="status">
          {done}
        </p>
      ) : (
        <>
          {singleSignOn && <SingleSignOn {...singleSignOn} divider={registration} />}
          {!registration && (
            <p className={styles.closed}>
              {providerName
                ? t`Accounts on this server are made by signing in with ${providerName}.`
                : t`This server does not make new accounts.`}
            </p>
          )}
          {registration && (
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
                onChange={(event) => edit('email', event.target.value)}
              />
              <TextField
                label={t`Username`}
                autoComplete="username"
                autoCapitalize="none"
                spellCheck={false}
                value={values.username}
                error={errors.username}
                // An error says what to change: no hint under it.
                hint={
                  errors.username
                    ? undefined
                    : usernameStatus === 'available'
                      ? t`Username is available`
                      : username
                        ? t`Your public page: /${username}`
                        : t`Your public page: /username`
                }
                endAdornment={status && <span className={styles.status}>{status}</span>}
                onChange={(event) => {
                  edit('username', event.target.value);
                  onUsernameChange?.(event.target.value);
                }}
              />
              <TextField
                label={t`Display name (optional)`}
                autoComplete="name"
                value={values.displayName}
                error={errors.displayName}
                onChange={(event) => edit('displayName', event.target.value)}
              />
              <PasswordField
                label={t`Password`}
                autoComplete="new-password"
                value={values.password}
                error={errors.password}
                hint={errors.password ? undefined : t`At least 8 characters.`}
                onChange={(event) => edit('password', event.target.value)}
              />
              <Button
                type="submit"
                variant="primary"
                size="lg"
                fullWidth
                loading={submitting}
                disabled={usernameStatus === 'unavailable'}
              >
                <Trans>Create account</Trans>
              </Button>
            </form>
          )}
        </>
      )}
    </AuthLayout>
  );
});
