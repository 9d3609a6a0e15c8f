/** The admin's default limits (AdminUsageRoute.tsx): messages or tokens, per day and per month; empty for none. */
import { Button, PageSection, TextField } from '@duet/design-system';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import type { UsageUnit } from '../../__generated__/useSetUsageLimitsMutation.graphql';
import { limitText, limitValue } from './limit-input';
import { useSetUsageLimitsMutation } from './useSetUsageLimitsMutation';
import styles from './usage-forms.module.css';

interface Limits {
  readonly unit: string;
  readonly daily: number | null | undefined;
  readonly monthly: number | null | undefined;
}

export function DefaultLimitsForm({ defaults, onSaved }: { defaults: Limits; onSaved: () => void }) {
  const { t } = useLingui();
  const save = useSetUsageLimitsMutation();
  const [unit, setUnit] = useState<UsageUnit>(defaults.unit === 'tokens' ? 'tokens' : 'messages');
  const [daily, setDaily] = useState(limitText(defaults.daily));
  const [monthly, setMonthly] = useState(limitText(defaults.monthly));
  const [state, setState] = useState<{ busy: boolean; saved: boolean; error: string | null }>({
    busy: false,
    saved: false,
    error: null,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setState({ busy: true, saved: false, error: null });
    Promise.resolve()
      .then(() => save({ unit, daily: limitValue(daily), monthly: limitValue(monthly) }))
      .then(() => {
        setState({ busy: false, saved: true, error: null });
        onSaved();
      })
      .catch((e: Error) => setState({ busy: false, saved: false, error: e.message }));
  };
  return (
    <PageSection
      as="form"
      onSubmit={submit}
      titleId="limits-title"
      title={t`Default limits`}
      note={t`Everyone has these unless you set their own below. A twin's replies count against its owner. Leave a field empty for no limit.`}
    >
      <div className={styles.row}>
        <label className={styles.select}>
          <Trans>Count</Trans>
          <select value={unit} onChange={(e) => setUnit(e.target.value === 'tokens' ? 'tokens' : 'messages')}>
            <option value="messages">{t`Messages`}</option>
            <option value="tokens">{t`Tokens`}</option>
          </select>
        </label>
        <TextField label={t`Per day`} inputMode="numeric" value={daily} onChange={(e) => setDaily(e.target.value)} />
        <TextField
          label={t`Per month`}
          inputMode="numeric"
          value={monthly}
          onChange={(e) => setMonthly(e.target.value)}
        />
        <Button type="submit" loading={state.busy}>
          <Trans>Save limits</Trans>
        </Button>
      </div>
      {state.error && (
        <p role="alert" className={styles.error}>
          {state.error}
        </p>
      )}
      {state.saved && (
        <p role="status" className={styles.status}>
          <Trans>Limits saved.</Trans>
        </p>
      )}
    </PageSection>
  );
}
