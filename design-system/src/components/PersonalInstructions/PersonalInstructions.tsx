import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { forwardRef, useEffect, useState, type FormEvent, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import { Button } from '../Button';
import { TextArea } from '../TextArea';
import styles from './PersonalInstructions.module.css';

export interface PersonalInstructionsValue {
  /** What should Duet know about you? */
  about: string;
  /** How should Duet answer? */
  style: string;
}

export interface PersonalInstructionsProps extends Omit<HTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /** What is saved now (empty strings: nothing). */
  value: PersonalInstructionsValue;
  /** Saves both as typed. */
  onSave: (value: PersonalInstructionsValue) => void;
  /** The most characters each may have. */
  maxLength?: number;
  saving?: boolean;
  /** A refusal, by field ("about", "style") or for the form. */
  errors?: { about?: string; style?: string; form?: string };
  /** What just happened ("Saved."). */
  notice?: string | null;
  /** Under the form: what the answering model does with them (the offline brain: only the length). */
  footnote?: ReactNode;
}

/** The two boxes, in order. */
const FIELDS = [
  {
    key: 'about',
    label: msg`What should Duet know about you?`,
    placeholder: msg`Your work, where you live, what you are learning…`,
  },
  { key: 'style', label: msg`How should Duet answer?`, placeholder: msg`Brief and direct, in French, with examples…` },
] as const;

/** The count under a box: how many characters are left, in the warning colour near the end. */
function Count({ length, max }: { length: number; max: number }) {
  const left = max - length;
  return (
    <span className={styles.count} data-near={left <= max / 10 ? true : undefined}>
      <Plural value={left} one="# character left" other="# characters left" />
    </span>
  );
}

/**
 * Personal instructions: "What should Duet know about you?" and "How should Duet answer?", each
 * with the characters left, and Save. Every private conversation's model gets them; the twin never.
 */
export const PersonalInstructions = forwardRef<HTMLFormElement, PersonalInstructionsProps>(
  function PersonalInstructions(
    { value, onSave, maxLength = 1500, saving = false, errors = {}, notice, footnote, className, ...rest },
    ref,
  ) {
    const { i18n } = useLingui();
    const [typed, setTyped] = useState<PersonalInstructionsValue>(value);
    // What was saved elsewhere (another tab, the server's trimmed copy) replaces what is shown.
    useEffect(() => setTyped({ about: value.about, style: value.style }), [value.about, value.style]);
    const changed = typed.about !== value.about || typed.style !== value.style;
    const submit = (event: FormEvent) => {
      event.preventDefault();
      if (!saving) onSave(typed);
    };
    return (
      <form ref={ref} className={cx(styles.root, className)} onSubmit={submit} noValidate {...rest}>
        <p className={styles.lead}>
          <Trans>Every private conversation follows these. Your twin never sees them.</Trans>
        </p>
        {FIELDS.map(({ key, label, placeholder }) => (
          <TextArea
            key={key}
            label={i18n._(label)}
            placeholder={i18n._(placeholder)}
            rows={4}
            maxLength={maxLength}
            value={typed[key]}
            onChange={(e) => setTyped({ ...typed, [key]: e.target.value })}
            error={errors[key]}
            hint={<Count length={typed[key].length} max={maxLength} />}
          />
        ))}
        {errors.form && (
          <p className={styles.error} role="alert">
            {errors.form}
          </p>
        )}
        <div className={styles.actions}>
          <Button type="submit" loading={saving} disabled={!changed && !saving}>
            <Trans>Save</Trans>
          </Button>
          <span role="status" className={styles.notice}>
            {notice}
          </span>
        </div>
        {footnote && <div className={styles.footnote}>{footnote}</div>}
      </form>
    );
  },
);
