import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { forwardRef, useId, useState, type FormHTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import { Button } from '../Button';
import { TextField } from '../TextField';
import {
  KIND_NAMES,
  OLLAMA_LOCAL_URL,
  baseUrlForKind,
  checkConnection,
  defaultBaseUrl,
  type AiConnectionField,
  type AiConnectionKind,
} from './connection-values';
import styles from './AiConnectionForm.module.css';
import { KeyField, type KeyState } from './KeyField';

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

const KINDS: ReadonlyArray<{ value: AiConnectionKind; hint: MessageDescriptor }> = [
  {
    value: 'openai-compatible',
    hint: msg`OpenAI, OpenRouter, LM Studio, vLLM and other servers that speak OpenAI’s API.`,
  },
  { value: 'ollama', hint: msg`Models you run yourself with Ollama, on this machine or another.` },
];

/** What the address field suggests for each kind: a server's usual address. */
const exampleUrl: Record<AiConnectionKind, string> = {
  'openai-compatible': 'https://api.openai.com/v1',
  ollama: OLLAMA_LOCAL_URL,
};

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
  const { t, i18n } = useLingui();
  const id = useId();
  const [kind, setKind] = useState<AiConnectionKind>(connection?.kind ?? defaultKind);
  const [name, setName] = useState(connection?.name ?? '');
  const [baseUrl, setBaseUrl] = useState(connection?.baseUrl ?? defaultBaseUrl(defaultKind));
  const [key, setKey] = useState('');
  const [keyState, setKeyState] = useState<KeyState>(connection?.hasKey ? 'saved' : 'none');
  /** What the form found missing on the last try; a field's own goes away as it is edited. */
  const [checked, setChecked] = useState<Partial<Record<AiConnectionField, string>>>({});
  const busy = saving || testing;
  const heading = title === undefined ? (connection ? t`Edit connection` : t`Add a connection`) : title;

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
        <legend className={styles.label}>
          <Trans>Kind of server</Trans>
        </legend>
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
              {i18n._(KIND_NAMES[option.value])}
            </label>
          ))}
        </div>
        <p id={`${id}-kind-hint`} className={styles.hint}>
          {i18n._(KINDS.find((option) => option.value === kind)!.hint)}
        </p>
      </fieldset>
      <TextField
        label={t`Name`}
        value={name}
        placeholder={kind === 'ollama' ? t`Ollama on this machine` : 'OpenAI'}
        hint={t`What the page calls it; people see the models' names.`}
        autoComplete="off"
        error={shown('name')}
        onChange={(event) => {
          setName(event.target.value);
          edited('name');
        }}
      />
      <TextField
        label={t`Address`}
        type="url"
        inputMode="url"
        value={baseUrl}
        placeholder={exampleUrl[kind]}
        hint={kind === 'ollama' ? t`Where Ollama listens.` : t`The base URL, usually ending in /v1.`}
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
      {/* As in every dialog (Dialog's footer): Cancel, then the primary action at the right end. */}
      <div className={styles.footer}>
        {onTest && (
          <Button className={styles.test} loading={testing} disabled={saving} onClick={() => !busy && attempt(onTest)}>
            <Trans>Test</Trans>
          </Button>
        )}
        {onCancel && (
          <Button variant="ghost" disabled={saving} onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        )}
        <Button type="submit" variant="primary" loading={saving} disabled={testing}>
          <Trans>Save</Trans>
        </Button>
      </div>
      {testResult}
    </form>
  );
});
