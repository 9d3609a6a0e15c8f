/** The words at the top of the public page: display name, title, bio, location (one Save). */
import { Button, FormMessage, TextArea, TextField } from '@duet/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FieldError } from '../../relay/field-error';
import styles from './PublicPageEditor.module.css';

export interface Basics {
  displayName: string;
  title: string;
  bio: string;
  location: string;
}

type Errors = Partial<Record<keyof Basics | 'form', string>>;

export function ProfileBasicsForm({
  initial,
  onSave,
}: {
  initial: Basics;
  onSave: (values: { [K in keyof Basics]: string | null }) => Promise<void>;
}) {
  const { t } = useLingui();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [saved, setSaved] = useState(false);
  const [saving, setSaving] = useState(false);
  const field = (key: keyof Basics) => ({
    value: values[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) => {
      setSaved(false);
      setValues((v) => ({ ...v, [key]: event.target.value }));
    },
  });
  return (
    <form
      className={styles.basics}
      aria-label={t`About you`}
      onSubmit={(event) => {
        event.preventDefault();
        setErrors({});
        setSaving(true);
        const blank = (v: string) => v.trim() || null;
        onSave({
          displayName: blank(values.displayName),
          title: blank(values.title),
          bio: blank(values.bio),
          location: blank(values.location),
        })
          .then(() => setSaved(true))
          .catch((error: unknown) => {
            const key = error instanceof FieldError && error.field in values ? error.field : 'form';
            setErrors({ [key]: error instanceof Error ? error.message : t`Failed to update profile` });
          })
          .finally(() => setSaving(false));
      }}
    >
      <div className={styles.pair}>
        <TextField label={t`Display name`} maxLength={130} {...field('displayName')} />
        <TextField label={t`Title`} placeholder={t`e.g. Product designer`} maxLength={170} {...field('title')} />
      </div>
      <TextArea label={t`Bio`} rows={4} maxLength={2050} {...field('bio')} />
      <TextField label={t`Location`} placeholder={t`e.g. Lisbon`} maxLength={170} {...field('location')} />
      {errors.form && <FormMessage tone="error">{errors.form}</FormMessage>}
      <div className={styles.saveRow}>
        {saved && (
          <span role="status">
            <Trans>Saved</Trans>
          </span>
        )}
        <Button type="submit" loading={saving}>
          <Trans>Save</Trans>
        </Button>
      </div>
    </form>
  );
}
