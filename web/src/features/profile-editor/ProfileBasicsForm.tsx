/** The words at the top of the public page: display name, title, bio, location (one Save). */
import { Button, FormMessage, TextArea, TextField } from '@duet/design-system';
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
      aria-label="About you"
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
            setErrors({ [key]: error instanceof Error ? error.message : 'Failed to update profile' });
          })
          .finally(() => setSaving(false));
      }}
    >
      <div className={styles.pair}>
        <TextField label="Display name" maxLength={130} {...field('displayName')} />
        <TextField label="Title" placeholder="e.g. Product designer" maxLength={170} {...field('title')} />
      </div>
      <TextArea label="Bio" rows={4} maxLength={2050} {...field('bio')} />
      <TextField label="Location" placeholder="e.g. Lisbon" maxLength={170} {...field('location')} />
      {errors.form && <FormMessage tone="error">{errors.form}</FormMessage>}
      <div className={styles.saveRow}>
        {saved && <span role="status">Saved</span>}
        <Button type="submit" loading={saving}>
          Save
        </Button>
      </div>
    </form>
  );
}
