import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { forwardRef, useEffect, useState } from 'react';
import { Button } from '../Button';
import { Dialog, DialogClose } from '../Dialog';
import { Switch } from '../Switch';
import { TextField } from '../TextField';
import styles from './ProfileSettingsDialog.module.css';

export interface SectionVisibility {
  achievements: boolean;
  posts: boolean;
  photos: boolean;
  skills: boolean;
  projects: boolean;
}

export interface ProfileSettingsValues {
  displayName: string;
  username: string;
  sectionVisibility: SectionVisibility;
}

export const DEFAULT_SECTION_VISIBILITY: SectionVisibility = {
  achievements: true,
  posts: true,
  photos: true,
  skills: true,
  projects: true,
};

export interface ProfileSettingsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialValues: ProfileSettingsValues;
  onSave: (values: ProfileSettingsValues) => void;
  saving?: boolean;
  /** Field errors, e.g. { username: 'This username is not available' }. */
  errors?: { displayName?: string; username?: string };
}

const SECTIONS: Array<[keyof SectionVisibility, MessageDescriptor]> = [
  ['achievements', msg`Achievements`],
  ['posts', msg`Posts`],
  ['photos', msg`Photos`],
  ['skills', msg`Skills`],
  ['projects', msg`Projects`],
];

/** The owner's 'Profile Settings': display name, username, section visibility. */
export const ProfileSettingsDialog = forwardRef<HTMLDivElement, ProfileSettingsDialogProps>(
  function ProfileSettingsDialog({ open, onOpenChange, initialValues, onSave, saving = false, errors = {} }, ref) {
    const { i18n, t } = useLingui();
    const [values, setValues] = useState(initialValues);
    useEffect(() => {
      if (open) setValues(initialValues);
    }, [open, initialValues]);
    const formId = 'profile-settings-form';
    return (
      <Dialog
        ref={ref}
        open={open}
        onOpenChange={onOpenChange}
        title={t`Profile Settings`}
        showClose={false}
        footer={
          <>
            <DialogClose asChild>
              <Button>
                <Trans>Close</Trans>
              </Button>
            </DialogClose>
            <Button type="submit" form={formId} variant="primary" loading={saving}>
              {saving ? t`Saving...` : t`Save`}
            </Button>
          </>
        }
      >
        <form
          id={formId}
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            onSave(values);
          }}
        >
          <TextField
            label={t`Display name`}
            value={values.displayName}
            error={errors.displayName}
            onChange={(event) => setValues({ ...values, displayName: event.target.value })}
          />
          <TextField
            label={t`Username`}
            value={values.username}
            error={errors.username}
            hint={t`Lowercase letters, numbers, and hyphens; no leading or trailing hyphen.`}
            autoCapitalize="none"
            spellCheck={false}
            onChange={(event) => setValues({ ...values, username: event.target.value })}
          />
          <fieldset className={styles.sections}>
            <legend className={styles.legend}>
              <Trans>Section visibility</Trans>
            </legend>
            {SECTIONS.map(([key, label]) => (
              <Switch
                key={key}
                label={i18n._(label)}
                checked={values.sectionVisibility[key]}
                onCheckedChange={(checked) =>
                  setValues({ ...values, sectionVisibility: { ...values.sectionVisibility, [key]: checked } })
                }
              />
            ))}
          </fieldset>
          <p className={styles.note}>
            <Trans>Your bio and sections are curated automatically by agents from your conversations.</Trans>
          </p>
        </form>
      </Dialog>
    );
  },
);
