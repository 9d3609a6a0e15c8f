/** Change the password (current + new); docs/product.md §5 messages at their field; other devices and access tokens are signed out. */
import { Button, FormMessage, PageSection, PasswordField } from '@duet/design-system';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { passwordError } from '../../routes/auth/account-rules';
import page from '../../layouts/page-parts.module.css';
import { useChangePasswordMutation } from './useChangePasswordMutation';
import { errorText } from '../../relay/error-text';
import { FieldError } from '../../relay/field-error';

type Errors = Partial<Record<'currentPassword' | 'newPassword' | 'form', string>>;

export function PasswordForm({ onChanged }: { onChanged: () => void }) {
  const { t } = useLingui();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState<string | null>(null);
  const [change, changing] = useChangePasswordMutation();

  const submit = async () => {
    const found: Errors = {};
    if (!current) found.currentPassword = t`Enter your current password`;
    const weak = passwordError(next);
    if (weak) found.newPassword = weak;
    setErrors(found);
    setDone(null);
    if (Object.keys(found).length) return;
    try {
      const result = await change(current, next);
      setCurrent('');
      setNext('');
      const changed = result.message;
      const ended = result.endedSessions;
      const signedOut = plural(ended, {
        one: '# other device or access token was signed out.',
        other: '# other devices and access tokens were signed out.',
      });
      setDone(t`${changed}. ${signedOut}`);
      onChanged();
    } catch (e) {
      if (e instanceof FieldError && (e.field === 'currentPassword' || e.field === 'newPassword'))
        setErrors({ [e.field]: e.message });
      else setErrors({ form: errorText(e) });
    }
  };

  return (
    <PageSection
      as="form"
      titleId="password-title"
      title={t`Password`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <PasswordField
        label={t`Current password`}
        autoComplete="current-password"
        value={current}
        onChange={(event) => setCurrent(event.target.value)}
        error={errors.currentPassword}
      />
      <PasswordField
        label={t`New password`}
        autoComplete="new-password"
        hint={t`At least 8 characters. Your other devices will be signed out and your access tokens will stop working.`}
        value={next}
        onChange={(event) => setNext(event.target.value)}
        error={errors.newPassword}
      />
      {errors.form && <FormMessage tone="error">{errors.form}</FormMessage>}
      <div className={page.rowEnd}>
        {done && (
          <FormMessage tone="success" inline>
            {done}
          </FormMessage>
        )}
        <Button type="submit" loading={changing}>
          <Trans>Change password</Trans>
        </Button>
      </div>
    </PageSection>
  );
}
