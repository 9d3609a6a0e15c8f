import { Check } from 'lucide-react';
import { forwardRef, useEffect, useId, useState, type FormHTMLAttributes } from 'react';
import { cx } from '../../internal/class-names';
import { Button } from '../Button';
import { TextField } from '../TextField';
import styles from './TwinAccessSettings.module.css';

export type TwinAccess = 'everyone' | 'signed_in' | 'nobody';

export interface TwinAccessValue {
  access: TwinAccess;
  anonymousDailyLimit: number;
}

export interface TwinAccessSettingsProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /** Who may talk to the twin now (as saved). */
  access: TwinAccess;
  /** Messages each anonymous visitor may send per day (as saved); only used when everyone may talk. */
  anonymousDailyLimit: number;
  /** The highest limit the owner may choose. */
  maxAnonymousDailyLimit: number;
  /** Saves the choice; the props change once it is saved, and the form follows them. */
  onSave: (value: TwinAccessValue) => void;
  saving?: boolean;
  /** Why the last save failed, in plain words. */
  error?: string | null;
  /** The last save went through: "Saved" shows until the next change. */
  saved?: boolean;
}

const OPTIONS: ReadonlyArray<{ value: TwinAccess; label: string; hint: string }> = [
  { value: 'everyone', label: 'Everyone', hint: 'Anyone with the link, signed in or not' },
  { value: 'signed_in', label: 'Signed-in people only', hint: 'Visitors must sign in to chat' },
  { value: 'nobody', label: 'Nobody', hint: 'Your page stays visible; the twin is off' },
];

/** The limit as typed, or null when it is not a whole number from 0 to the maximum. */
function parseLimit(text: string, max: number): number | null {
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value <= max ? value : null;
}

/**
 * Who may talk to the owner's twin (everyone, signed-in people, nobody) and how many messages a
 * day each anonymous visitor may send.
 */
export const TwinAccessSettings = forwardRef<HTMLFormElement, TwinAccessSettingsProps>(function TwinAccessSettings(
  { access, anonymousDailyLimit, maxAnonymousDailyLimit, onSave, saving = false, error, saved = false, className, ...rest },
  ref,
) {
  const id = useId();
  const [choice, setChoice] = useState<TwinAccess>(access);
  const [limitText, setLimitText] = useState(String(anonymousDailyLimit));
  useEffect(() => {
    setChoice(access);
    setLimitText(String(anonymousDailyLimit));
  }, [access, anonymousDailyLimit]);

  const limitShown = choice === 'everyone';
  const limit = parseLimit(limitText, maxAnonymousDailyLimit);
  const limitError = limitShown && limit === null ? `Enter a whole number from 0 to ${maxAnonymousDailyLimit.toLocaleString('en-US')}` : null;
  // Only what is shown counts: a limit edited and then hidden (another choice) is left as saved.
  const next: TwinAccessValue = { access: choice, anonymousDailyLimit: limitShown && limit !== null ? limit : anonymousDailyLimit };
  const changed = next.access !== access || next.anonymousDailyLimit !== anonymousDailyLimit;
  const canSave = changed && !saving && !limitError;

  return (
    <form
      ref={ref}
      className={cx(styles.root, className)}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (canSave) onSave(next);
      }}
      {...rest}
    >
      <fieldset className={styles.fieldset} disabled={saving}>
        <legend className={styles.legend}>Who can talk to your twin</legend>
        <div className={styles.options}>
          {OPTIONS.map((option) => {
            const inputId = `${id}-${option.value}`;
            const checked = choice === option.value;
            return (
              <div key={option.value} className={styles.option} data-checked={checked || undefined}>
                <label className={styles.choice} htmlFor={inputId}>
                  <input
                    id={inputId}
                    className={styles.radio}
                    type="radio"
                    name={`${id}-access`}
                    value={option.value}
                    checked={checked}
                    aria-labelledby={`${inputId}-label`}
                    aria-describedby={`${inputId}-hint`}
                    onChange={() => setChoice(option.value)}
                  />
                  <span className={styles.text}>
                    <span id={`${inputId}-label`} className={styles.label}>
                      {option.label}
                    </span>
                    <span id={`${inputId}-hint`} className={styles.hint}>
                      {option.hint}
                    </span>
                  </span>
                </label>
                {option.value === 'everyone' && checked && (
                  <TextField
                    className={styles.limit}
                    label="Messages per day for each anonymous visitor"
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={maxAnonymousDailyLimit}
                    step={1}
                    value={limitText}
                    hint={`Up to ${maxAnonymousDailyLimit.toLocaleString('en-US')}`}
                    error={limitError}
                    onChange={(event) => setLimitText(event.target.value)}
                  />
                )}
              </div>
            );
          })}
        </div>
      </fieldset>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.footer}>
        <Button type="submit" variant="primary" disabled={!canSave} loading={saving}>
          Save
        </Button>
        <p className={styles.saved} role="status">
          {saved && !changed && !saving && (
            <>
              <Check aria-hidden="true" />
              Saved
            </>
          )}
        </p>
      </div>
    </form>
  );
});
