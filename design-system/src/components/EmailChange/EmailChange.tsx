import { Trans, useLingui } from '@lingui/react/macro';
import { MailCheck } from 'lucide-react';
import { forwardRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import { Button } from '../Button';
import { PasswordField } from '../PasswordField';
import { TextField } from '../TextField';
import styles from './EmailChange.module.css';

export interface EmailChangeErrors {
  email?: string;
  password?: string;
  /** About the whole change (a limit, the mail that could not go out). */
  form?: string;
}

export interface EmailChangeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onSubmit'> {
  /** The account's e-mail now. */
  email: string;
  /** The new address a link went to, while it waits to be used; null or left out: nothing waits. */
  pendingEmail?: string | null;
  /** Asks for the change: the new address and the password (empty when not typed). */
  onRequest: (value: { email: string; password: string }) => void;
  /** Mails the waiting change a new link. */
  onResend: () => void;
  /** Drops the waiting change. */
  onCancel: () => void;
  /** What is being sent now. */
  busy?: 'request' | 'resend' | 'cancel' | null;
  errors?: EmailChangeErrors;
  /** What just happened, in plain words ("We sent a new link to …"). */
  notice?: string | null;
  /** Under the password field. */
  passwordHint?: ReactNode;
}

/**
 * Changing the e-mail: the new address and the password; then, while the mailed link waits, "We
 * sent a link to …" with Resend and Cancel. Nothing changes until the link is used.
 */
export const EmailChange = forwardRef<HTMLDivElement, EmailChangeProps>(function EmailChange(
  {
    email,
    pendingEmail,
    onRequest,
    onResend,
    onCancel,
    busy = null,
    errors = {},
    notice,
    passwordHint,
    className,
    ...rest
  },
  ref,
) {
  const { t } = useLingui();
  passwordHint ??= t`Not needed if you signed in within the last 10 minutes.`;
  const [next, setNext] = useState('');
  const [password, setPassword] = useState('');
  const problem = errors.form && (
    <p className={styles.error} role="alert">
      {errors.form}
    </p>
  );
  if (pendingEmail) {
    return (
      <div ref={ref} className={cx(styles.root, className)} {...rest}>
        <div className={styles.pending} role="status">
          <MailCheck className={styles.pendingIcon} aria-hidden="true" />
          <div className={styles.pendingText}>
            <p className={styles.pendingTitle}>
              <Trans>
                We sent a link to <strong className={styles.address}>{pendingEmail}</strong>
              </Trans>
            </p>
            <p className={styles.pendingNote}>
              <Trans>
                Open it to use that address. Until then you sign in with <span className={styles.address}>{email}</span>
                . The link works for 24 hours.
              </Trans>
            </p>
          </div>
        </div>
        {problem}
        <div className={styles.actions}>
          {notice && (
            <p className={styles.notice} role="status">
              {notice}
            </p>
          )}
          <Button onClick={onCancel} loading={busy === 'cancel'} disabled={busy !== null && busy !== 'cancel'}>
            <Trans>Cancel change</Trans>
          </Button>
          <Button onClick={onResend} loading={busy === 'resend'} disabled={busy !== null && busy !== 'resend'}>
            <Trans>Resend</Trans>
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div ref={ref} className={cx(styles.root, className)} {...rest}>
      <p className={styles.current}>
        <Trans>
          You sign in with <span className={styles.address}>{email}</span>.
        </Trans>
      </p>
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onRequest({ email: next.trim(), password });
        }}
      >
        <TextField
          label={t`New e-mail`}
          type="email"
          autoComplete="email"
          value={next}
          onChange={(event) => setNext(event.target.value)}
          error={errors.email}
          hint={t`We will send a link to it. Nothing changes until you open that link.`}
        />
        <PasswordField
          label={t`Your password`}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.password}
          hint={passwordHint}
        />
        {problem}
        <div className={styles.actions}>
          {notice && (
            <p className={styles.notice} role="status">
              {notice}
            </p>
          )}
          <Button type="submit" variant="primary" loading={busy === 'request'}>
            <Trans>Send a link</Trans>
          </Button>
        </div>
      </form>
    </div>
  );
});
