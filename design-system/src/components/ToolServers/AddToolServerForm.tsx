import { Trans, useLingui } from '@lingui/react/macro';
import { forwardRef, useState, type FormEvent, type HTMLAttributes } from 'react';
import { cx } from '../../internal/class-names';
import { Button } from '../Button';
import { TextField } from '../TextField';
import styles from './ToolServers.module.css';

export interface NewToolServer {
  name: string;
  url: string;
  headers: { name: string; value: string }[];
}

export interface AddToolServerFormProps extends Omit<HTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  onAdd: (server: NewToolServer) => Promise<unknown> | void;
  adding?: boolean;
  /** A refusal, by field ("name", "url", "headers") or for the form. */
  errors?: { name?: string; url?: string; headers?: string; form?: string };
  /** Changing a server: its name and address to start from (header values never come back). */
  initial?: { name: string; url: string };
  /** The submit button's words (Connect by default). */
  submitLabel?: string;
  /** A note above the buttons (when changing: what happens to the headers it has). */
  note?: string;
  onCancel?: () => void;
}

const EMPTY: NewToolServer = { name: '', url: '', headers: [] };

/** Examples in the empty fields: a server's, a header's and a token's names, the same in every language. */
const exampleServerName = 'GitHub';
const exampleHeaderName = 'Authorization';
const exampleToken = 'Bearer …';

/** Connect an MCP server: a name, its Streamable HTTP address, and headers (a token) if it needs them. */
export const AddToolServerForm = forwardRef<HTMLFormElement, AddToolServerFormProps>(function AddToolServerForm(
  { onAdd, adding = false, errors = {}, initial, submitLabel, note, onCancel, className, ...rest },
  ref,
) {
  const { t } = useLingui();
  submitLabel ??= t`Connect`;
  const start = initial ? { ...initial, headers: [] } : EMPTY;
  const [value, setValue] = useState<NewToolServer>(start);
  const setHeader = (i: number, part: 'name' | 'value', text: string) =>
    setValue({ ...value, headers: value.headers.map((h, j) => (j === i ? { ...h, [part]: text } : h)) });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (adding) return;
    const added = await Promise.resolve(onAdd(value)).then(
      () => true,
      () => false,
    );
    if (added) setValue(start);
  };
  return (
    <form ref={ref} className={cx(styles.form, className)} onSubmit={submit} noValidate {...rest}>
      <div className={styles.row}>
        <TextField
          label={t`Name`}
          placeholder={exampleServerName}
          value={value.name}
          maxLength={80}
          onChange={(e) => setValue({ ...value, name: e.target.value })}
          error={errors.name}
        />
        <TextField
          label={t`Address`}
          type="url"
          placeholder="https://example.com/mcp"
          hint={t`The server’s Streamable HTTP address.`}
          value={value.url}
          onChange={(e) => setValue({ ...value, url: e.target.value })}
          error={errors.url}
        />
      </div>
      {value.headers.map((header, i) => {
        const number = i + 1;
        return (
          <fieldset key={i} className={styles.header}>
            <legend className={styles.legend}>
              <Trans>Header {number}</Trans>
            </legend>
            <TextField
              label={t`Header name`}
              placeholder={exampleHeaderName}
              value={header.name}
              onChange={(e) => setHeader(i, 'name', e.target.value)}
            />
            <TextField
              label={t`Value`}
              type="password"
              autoComplete="off"
              placeholder={exampleToken}
              value={header.value}
              onChange={(e) => setHeader(i, 'value', e.target.value)}
            />
            <Button
              size="sm"
              variant="ghost"
              className={styles.removeHeader}
              onClick={() => setValue({ ...value, headers: value.headers.filter((_, j) => j !== i) })}
            >
              <Trans>Remove header {number}</Trans>
            </Button>
          </fieldset>
        );
      })}
      {errors.headers && (
        <p className={styles.error} role="alert">
          {errors.headers}
        </p>
      )}
      {note && <p className={styles.meta}>{note}</p>}
      {errors.form && (
        <p className={styles.error} role="alert">
          {errors.form}
        </p>
      )}
      <div className={styles.formActions}>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setValue({ ...value, headers: [...value.headers, { name: '', value: '' }] })}
        >
          <Trans>Add a header</Trans>
        </Button>
        <div className={styles.cardActions}>
          {onCancel && (
            <Button size="sm" variant="ghost" onClick={onCancel}>
              <Trans>Cancel</Trans>
            </Button>
          )}
          <Button type="submit" variant="primary" loading={adding}>
            {submitLabel}
          </Button>
        </div>
      </div>
    </form>
  );
});
