import { Trans, useLingui } from '@lingui/react/macro';
import { forwardRef, useId, useRef, useState, type FormHTMLAttributes } from 'react';
import { cx } from '../../internal/class-names';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { checkLinkAddress } from './link-address';
import styles from './AddLinkForm.module.css';

export interface AddLinkFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  /** Adds the page; the form waits for it, and empties its field once it resolves. */
  onSubmit: (url: string) => Promise<unknown>;
  /** Why the last address could not be added, in plain words (shown under the field until it is edited). */
  error?: string | null;
  /** The field's label. */
  label?: string;
  disabled?: boolean;
}

/**
 * Adding a web page to the knowledge library by its address: a field and "Add link". The address
 * is trimmed and must be a full web address; the form waits for the app, then empties itself.
 */
export const AddLinkForm = forwardRef<HTMLFormElement, AddLinkFormProps>(function AddLinkForm(
  { onSubmit, error, label, disabled = false, className, ...rest },
  ref,
) {
  const { t } = useLingui();
  label ??= t`Web page address`;
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [value, setValue] = useState('');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The app's error stays until the address is edited; a new submit shows the next one.
  const [dismissed, setDismissed] = useState<string | null>(null);
  const shown = problem ?? (!pending && error && error !== dismissed ? error : null);
  return (
    <form
      ref={ref}
      className={cx(styles.root, className)}
      noValidate
      aria-busy={pending || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        if (pending || disabled) return;
        const checked = checkLinkAddress(value);
        if (!checked.ok) {
          setProblem(checked.message);
          input.current?.focus();
          return;
        }
        setProblem(null);
        setDismissed(null);
        setPending(true);
        Promise.resolve()
          .then(() => onSubmit(checked.url))
          .then(
            () => setValue(''),
            () => {},
          )
          .finally(() => setPending(false));
      }}
      {...rest}
    >
      <div className={styles.row}>
        <TextField
          ref={input}
          className={styles.field}
          label={label}
          type="url"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          placeholder="https://"
          value={value}
          readOnly={pending}
          disabled={disabled}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? errorId : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setProblem(null);
            if (error) setDismissed(error);
          }}
        />
        <Button className={styles.submit} type="submit" variant="primary" loading={pending} disabled={disabled}>
          <Trans>Add link</Trans>
        </Button>
      </div>
      {shown && (
        <p id={errorId} className={styles.error} role="alert">
          {shown}
        </p>
      )}
    </form>
  );
});
