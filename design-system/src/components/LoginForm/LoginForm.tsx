import { forwardRef, useState } from 'react';
import { linkProps, type NavigateHandler } from '../../internal/navigation';
import { AuthLayout } from '../AuthLayout';
import { Button } from '../Button';
import { PasswordField } from '../PasswordField';
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
  onNavigate?: NavigateHandler;
}

/** Sign in: e-mail and password, links to reset the password and to sign up. */
export const LoginForm = forwardRef<HTMLFormElement, LoginFormProps>(function LoginForm(
  { onSubmit, submitting = false, errors = {}, defaultEmail = '', onNavigate },
  ref,
) {
  const [values, setValues] = useState<LoginValues>({ email: defaultEmail, password: '' });
  return (
    <AuthLayout
      title="Sign in"
      subtitle="Welcome back to your private brain."
      error={errors.form}
      onNavigate={onNavigate}
      footer={
        <>
          New to Duet? <a {...linkProps('/accounts/signup', onNavigate)}>Get Started</a>
        </>
      }
    >
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
          label="Email"
          type="email"
          autoComplete="email"
          value={values.email}
          error={errors.email}
          onChange={(event) => setValues({ ...values, email: event.target.value })}
        />
        <PasswordField
          label="Password"
          value={values.password}
          error={errors.password}
          onChange={(event) => setValues({ ...values, password: event.target.value })}
        />
        <a className={styles.forgot} {...linkProps('/forgot-password', onNavigate)}>
          Forgot password?
        </a>
        <Button type="submit" variant="primary" size="lg" fullWidth loading={submitting}>
          Sign in
        </Button>
      </form>
    </AuthLayout>
  );
});
