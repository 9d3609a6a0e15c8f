/** The admin's price per model (AdminUsageRoute.tsx): per million input and output tokens; both empty removes it. */
import { Button, TextField } from '@duet/design-system';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useSetModelPriceMutation } from './useSetModelPriceMutation';
import styles from './usage-forms.module.css';

interface ModelPrice {
  readonly model: string;
  readonly price: { readonly inputPerMillion: number; readonly outputPerMillion: number } | null;
}

/** A price typed in a field: empty is none; otherwise a number of 0 or more. */
function amount(text: string): number | null {
  const typed = text.trim();
  if (typed === '') return null;
  const n = Number(typed);
  if (!Number.isFinite(n) || n < 0) throw new Error(t`A price is a number of 0 or more, or empty.`);
  return n;
}

export function PriceForm({ models, onSaved }: { models: readonly ModelPrice[]; onSaved: () => void }) {
  const { t } = useLingui();
  const save = useSetModelPriceMutation();
  const [model, setModel] = useState(models[0]?.model ?? '');
  const current = models.find((m) => m.model === model)?.price ?? null;
  const [input, setInput] = useState(current ? String(current.inputPerMillion) : '');
  const [output, setOutput] = useState(current ? String(current.outputPerMillion) : '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (models.length === 0) return null;
  const choose = (name: string) => {
    setModel(name);
    const price = models.find((m) => m.model === name)?.price ?? null;
    setInput(price ? String(price.inputPerMillion) : '');
    setOutput(price ? String(price.outputPerMillion) : '');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    Promise.resolve()
      .then(() => save(model, { inputPerMillion: amount(input), outputPerMillion: amount(output) }))
      .then(onSaved)
      .catch((e: Error) => setError(e.message))
      .finally(() => setBusy(false));
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-label={t`Price of a model`}>
      <div className={styles.row}>
        <label className={styles.select}>
          <Trans>Model</Trans>
          <select value={model} onChange={(e) => choose(e.target.value)}>
            {models.map((m) => (
              <option key={m.model} value={m.model}>
                {m.model}
              </option>
            ))}
          </select>
        </label>
        <TextField
          label={t`Input, per million`}
          inputMode="decimal"
          value={input}
          onChange={(e) => setInput(e.target.value)}
        />
        <TextField
          label={t`Output, per million`}
          inputMode="decimal"
          value={output}
          onChange={(e) => setOutput(e.target.value)}
        />
        <Button type="submit" variant="secondary" loading={busy}>
          <Trans>Save price</Trans>
        </Button>
      </div>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </form>
  );
}
