import { Plural, useLingui } from '@lingui/react/macro';
import { forwardRef, useEffect, useState, type FormEvent, type HTMLAttributes } from 'react';
import { cx } from '../../internal/class-names';
import { Button } from '../Button';
import { Switch } from '../Switch';
import { TextArea } from '../TextArea';
import { TextField } from '../TextField';
import styles from './ProjectSettings.module.css';

export interface ProjectSettingsValue {
  name: string;
  /** Empty: none. */
  instructions: string;
  /** Memories learned in its conversations are recalled only in them. */
  keepMemoriesToItself: boolean;
}

export interface ProjectSettingsProps extends Omit<HTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /** What is saved now (a new project: an empty name). */
  value: ProjectSettingsValue;
  onSave: (value: ProjectSettingsValue) => void;
  /** The submit button's words ("Create project", "Save"). */
  submitLabel?: string;
  /** The most characters the instructions may have. */
  maxLength?: number;
  saving?: boolean;
  /** A refusal, by field or for the form. */
  errors?: { name?: string; instructions?: string; form?: string };
  /** What just happened ("Saved."). */
  notice?: string | null;
}

/** The count under the instructions: how many characters are left, in the warning colour near the end. */
function Count({ length, max }: { length: number; max: number }) {
  const left = max - length;
  return (
    <span className={styles.count} data-near={left <= max / 10 ? true : undefined}>
      <Plural value={left} one="# character left" other="# characters left" />
    </span>
  );
}

/**
 * A project's name, its instructions (every conversation in it answers with them, on top of the
 * person's own) and whether it keeps its memories to itself; Save, or Create for a new one.
 */
export const ProjectSettings = forwardRef<HTMLFormElement, ProjectSettingsProps>(function ProjectSettings(
  { value, onSave, submitLabel, maxLength = 1500, saving = false, errors = {}, notice, className, ...rest },
  ref,
) {
  const { t } = useLingui();
  submitLabel ??= t`Save`;
  const [typed, setTyped] = useState<ProjectSettingsValue>(value);
  // What was saved elsewhere (another tab, the server's trimmed copy) replaces what is shown.
  useEffect(
    () =>
      setTyped({
        name: value.name,
        instructions: value.instructions,
        keepMemoriesToItself: value.keepMemoriesToItself,
      }),
    [value.name, value.instructions, value.keepMemoriesToItself],
  );
  const changed =
    typed.name !== value.name ||
    typed.instructions !== value.instructions ||
    typed.keepMemoriesToItself !== value.keepMemoriesToItself;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) onSave(typed);
  };
  return (
    <form ref={ref} className={cx(styles.root, className)} onSubmit={submit} noValidate {...rest}>
      <TextField
        label={t`Name`}
        value={typed.name}
        maxLength={100}
        required
        autoComplete="off"
        onChange={(e) => setTyped({ ...typed, name: e.target.value })}
        error={errors.name}
      />
      <TextArea
        label={t`Instructions`}
        placeholder={t`What every chat in this project should know, and how to answer…`}
        rows={5}
        maxLength={maxLength}
        value={typed.instructions}
        onChange={(e) => setTyped({ ...typed, instructions: e.target.value })}
        error={errors.instructions}
        hint={<Count length={typed.instructions.length} max={maxLength} />}
      />
      <Switch
        label={t`Keep its memories to itself`}
        description={t`What Duet learns in this project is remembered only in its chats.`}
        checked={typed.keepMemoriesToItself}
        onCheckedChange={(keepMemoriesToItself) => setTyped({ ...typed, keepMemoriesToItself })}
      />
      {errors.form && (
        <p className={styles.error} role="alert">
          {errors.form}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" loading={saving} disabled={(!changed && !saving) || !typed.name.trim()}>
          {submitLabel}
        </Button>
        <span role="status" className={styles.notice}>
          {notice}
        </span>
      </div>
    </form>
  );
});
