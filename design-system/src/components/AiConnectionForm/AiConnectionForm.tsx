import { KeyRound } from 'lucide-react';
import { forwardRef, useEffect, useId, useRef, useState, type FormHTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import { Button } from '../Button';
import { PasswordField } from '../PasswordField';
import { TextField } from '../TextField';
import {
  KIND_NAMES,
  baseUrlForKind,
  checkConnection,
  defaultBaseUrl,
  type AiConnectionField,
  type AiConnectionKind,
} from './connection-values';
import styles from './AiConnectionForm.module.css';

export interface AiConnectionFormValues {
  kind: AiConnectionKind;
  name: string;
  baseUrl: string;
  /** undefined: keep the saved key (or still none); '': remove the saved key; any other text: the new key. */
  apiKey: string | undefined;
}

/** A saved connection as the form edits it: whether it has a key, never the key. */
export interface AiConnectionFormInitial {
  kind: AiConnectionKind;
  name: string;
  baseUrl: string;
  hasKey: boolean;
}

export interface AiConnectionFormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'title'> {
  /** The connection to edit; leave out to add one. */
  connection?: AiConnectionFormInitial;
  /** The kind a new connection starts as. */
  defaultKind?: AiConnectionKind;
  /** Saves: called with the values once the name and the address are filled in. */
  onSubmit: (values: AiConnectionFormValues) => void;
  onCancel?: () => void;
  /** Tests the connection as filled in (a real round trip, saved or not); leave out for no Test button. */
  onTest?: (values: AiConnectionFormValues) => void;
  saving?: boolean;
  testing?: boolean;
  /** Why the server refused a field, in plain words. */
  errors?: Partial<Record<AiConnectionField, string>>;
  /** Why the save failed as a whole, in plain words. */
  error?: string | null;
  /** The last test's outcome (an AiConnectionTestResult), under the buttons. */
  testResult?: ReactNode;
  /** The form's heading (an h2); null for none, when what holds the form has one (a dialog). */
  title?: ReactNode | null;
}

const KINDS: ReadonlyArray<{ value: AiConnectionKind; hint: string }> = [
  {
    value: 'openai-compatible',
    hint: 'OpenAI, OpenRouter, LM Studio, vLLM and other servers that speak OpenAI’s API.',
  },
  { value: 'ollama', hint: 'Models you run yourself with Ollama, on this machine or another.' },
];

/** The saved key: "Key saved" with Replace and Remove; or the field for a new one. */
type KeyState = 'saved' | 'replace' | 'remove' | 'none';

/**
 * Adds or edits a connection to a model server on the "AI models" page: its kind, a name, the
 * address (Ollama's local one filled in) and the API key, which is write-only: a saved key shows as
 * "Key saved" and can be replaced or removed, never read back.
 */
export const AiConnectionForm = forwardRef<HTMLFormElement, AiConnectionFormProps>(function AiConnectionForm(
  {
    connection,
    defaultKind = 'openai-compatible',
    onSubmit,
    onCancel,
    onTest,
    saving = false,
    testing = false,
    errors = {},
    error,
    testResult,
    title,
    className,
    ...rest
  },
  ref,
) {
  const id = useId();
  const [kind, setKind] = useState<AiConnectionKind>(connection?.kind ?? defaultKind);
  const [name, setName] = useState(connection?.name ?? '');
  const [baseUrl, setBaseUrl] = useState(connection?.baseUrl ?? defaultBaseUrl(defaultKind));
  const [key, setKey] = useState('');
  const [keyState, setKeyState] = useState<KeyState>(connection?.hasKey ? 'saved' : 'none');
  /** What the form found missing on the last try; a field's own goes away as it is edited. */
  const [checked, setChecked] = useState<Partial<Record<AiConnectionField, string>>>({});
  const busy = saving || testing;
  const heading = title === undefined ? (connection ? 'Edit connection' : 'Add a connection') : title;

  const values = (): AiConnectionFormValues => ({
    kind,
    name: name.trim(),
    baseUrl: baseUrl.trim(),
    apiKey: keyState === 'remove' ? '' : key.trim() === '' ? undefined : key.trim(),
  });
  const attempt = (send: (values: AiConnectionFormValues) => void) => {
    const problems = checkConnection({ name, baseUrl });
    setChecked(problems);
    if (Object.keys(problems).length === 0) send(values());
  };
  const shown = (field: AiConnectionField) => checked[field] ?? errors[field];
  const edited = (field: AiConnectionField) => setChecked(({ [field]: _gone, ...others }) => others);

  return (
    <form
      ref={ref}
      className={cx(styles.root, className)}
      noValidate
      aria-labelledby={heading ? `${id}-title` : undefined}
      aria-busy={busy || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) attempt(onSubmit);
      }}
      {...rest}
    >
      {heading && (
        <h2 id={`${id}-title`} className={styles.title}>
          {heading}
        </h2>
      )}
      <fieldset className={styles.kind} aria-describedby={`${id}-kind-hint`}>
        <legend className={styles.label}>Kind of server</legend>
        <div className={styles.segmented}>
          {KINDS.map((option) => (
            <label key={option.value} className={styles.segment} data-checked={kind === option.value || undefined}>
              <input
                className={styles.segmentInput}
                type="radio"
                name={`${id}-kind`}
                value={option.value}
                checked={kind === option.value}
                onChange={() => {
                  setBaseUrl((current) => baseUrlForKind(current, kind, option.value));
                  setKind(option.value);
                }}
              />
              {KIND_NAMES[option.value]}
            </label>
          ))}
        </div>
        <p id={`${id}-kind-hint`} className={styles.hint}>
          {KINDS.find((option) => option.value === kind)!.hint}
        </p>
      </fieldset>
      <TextField
        label="Name"
        value={name}
        placeholder={kind === 'ollama' ? 'Ollama on this machine' : 'OpenAI'}
        hint="What the page calls it; people see the models' names."
        autoComplete="off"
        error={shown('name')}
        onChange={(event) => {
          setName(event.target.value);
          edited('name');
        }}
      />
      <TextField
        label="Address"
        type="url"
        inputMode="url"
        value={baseUrl}
        placeholder={kind === 'ollama' ? 'http://127.0.0.1:11434' : 'https://api.openai.com/v1'}
        hint={kind === 'ollama' ? 'Where Ollama listens.' : 'The base URL, usually ending in /v1.'}
        spellCheck={false}
        autoComplete="off"
        error={shown('baseUrl')}
        onChange={(event) => {
          setBaseUrl(event.target.value);
          edited('baseUrl');
        }}
      />
      <KeyField
        id={id}
        kind={kind}
        state={keyState}
        value={key}
        error={shown('apiKey')}
        onState={(next) => {
          setKeyState(next);
          setKey('');
          edited('apiKey');
        }}
        onChange={(next) => {
          setKey(next);
          edited('apiKey');
        }}
      />
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.footer}>
        <Button type="submit" variant="primary" loading={saving} disabled={testing}>
          Save
        </Button>
        {onTest && (
          <Button loading={testing} disabled={saving} onClick={() => !busy && attempt(onTest)}>
            Test
          </Button>
        )}
        {onCancel && (
          <Button variant="ghost" className={styles.cancel} disabled={saving} onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
      {testResult}
    </form>
  );
});

/** The API key: write-only. A saved one is only said to be there; it can be replaced or removed. */
function KeyField({
  id,
  kind,
  state,
  value,
  error,
  onState,
  onChange,
}: {
  id: string;
  kind: AiConnectionKind;
  state: KeyState;
  value: string;
  error?: string;
  onState: (state: KeyState) => void;
  onChange: (value: string) => void;
}) {
  // After Replace, Remove, Keep: focus goes to what took the pressed button's place.
  const next = useRef<HTMLElement | null>(null);
  const moved = useRef(false);
  useEffect(() => {
    if (moved.current) next.current?.focus();
    moved.current = false;
  }, [state]);
  const go = (to: KeyState) => {
    moved.current = true;
    onState(to);
  };
  const focusTarget = (node: HTMLElement | null) => {
    next.current = node;
  };
  if (state === 'saved' || state === 'remove') {
    const removing = state === 'remove';
    return (
      <div className={styles.key} role="group" aria-labelledby={`${id}-key-label`}>
        <span id={`${id}-key-label`} className={styles.label}>
          API key
        </span>
        <div className={styles.keyRow} data-removing={removing || undefined}>
          <span className={styles.keyStatus}>
            <KeyRound aria-hidden="true" />
            {removing ? 'Removed when you save.' : 'Key saved'}
          </span>
          <span className={styles.keyActions}>
            {removing ? (
              <Button ref={focusTarget} size="sm" variant="ghost" onClick={() => go('saved')}>
                Keep it
              </Button>
            ) : (
              <>
                <Button ref={focusTarget} size="sm" onClick={() => go('replace')}>
                  Replace
                </Button>
                <Button size="sm" variant="ghost" onClick={() => go('remove')}>
                  Remove
                </Button>
              </>
            )}
          </span>
        </div>
        {error && <p className={styles.fieldError}>{error}</p>}
      </div>
    );
  }
  const replacing = state === 'replace';
  return (
    <div className={styles.key}>
      <PasswordField
        ref={focusTarget}
        label={replacing ? 'New API key' : 'API key'}
        value={value}
        autoComplete="off"
        showLabel="Show key"
        hideLabel="Hide key"
        hint={
          replacing
            ? 'Leave it empty to keep the saved key.'
            : kind === 'ollama'
              ? 'Ollama needs none; fill it in only if your server asks for one.'
              : 'Kept encrypted on the server and never shown again.'
        }
        error={error}
        onChange={(event) => onChange(event.target.value)}
      />
      {replacing && (
        <div>
          <Button size="sm" variant="ghost" onClick={() => go('saved')}>
            Keep the saved key
          </Button>
        </div>
      )}
    </div>
  );
}
