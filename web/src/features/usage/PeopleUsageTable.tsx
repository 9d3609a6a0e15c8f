/**
 * Everyone's usage over the last 30 days (AdminUsageRoute.tsx): messages, tokens and cost per
 * person, what limits apply to them, and a form for a person's own limits.
 */
import { Button, currentLocale, PageSection, TextField } from '@duet/design-system';
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { PeopleUsageTable_report$key } from '../../__generated__/PeopleUsageTable_report.graphql';
import { limitText, limitValue } from './limit-input';
import { costText } from './usage-figures';
import { useSetPersonUsageLimitsMutation } from './useSetPersonUsageLimitsMutation';
import styles from './usage-forms.module.css';

const Fragment = graphql`
  fragment PeopleUsageTable_report on UsageReport {
    people {
      userId
      username
      email
      messages
      inputTokens
      outputTokens
      cost
      ownLimits {
        daily
        dailySet
        monthly
        monthlySet
      }
      limits {
        unit
        daily
        monthly
      }
    }
  }
`;

const number = (n: number) => n.toLocaleString(currentLocale());
const limitWords = (n: number | null | undefined) => (n === null || n === undefined ? t`none` : number(n));
/** What a limit counts, in words (the GraphQL UsageUnit). */
const unitWords = (unit: string) => (unit === 'tokens' ? t`tokens` : unit === 'messages' ? t`messages` : unit);

export function PeopleUsageTable({ report, onSaved }: { report: PeopleUsageTable_report$key; onSaved: () => void }) {
  const { t } = useLingui();
  const { people } = useFragment(Fragment, report);
  const save = useSetPersonUsageLimitsMutation();
  const [who, setWho] = useState(people[0]?.userId ?? '');
  const person = people.find((p) => p.userId === who);
  const [daily, setDaily] = useState(limitText(person?.ownLimits.daily));
  const [monthly, setMonthly] = useState(limitText(person?.ownLimits.monthly));
  const [error, setError] = useState<string | null>(null);
  const choose = (id: string) => {
    setWho(id);
    const p = people.find((x) => x.userId === id);
    setDaily(limitText(p?.ownLimits.daily));
    setMonthly(limitText(p?.ownLimits.monthly));
  };
  const done = (work: () => Promise<void>) => {
    setError(null);
    Promise.resolve()
      .then(work)
      .then(onSaved)
      .catch((e: Error) => setError(e.message));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    done(() => save(who, { daily: limitValue(daily), monthly: limitValue(monthly) }));
  };
  return (
    <PageSection titleId="people-title" title={t`People`} note={t`Usage over the last 30 days, UTC.`}>
      {people.length === 0 ? (
        <p className={styles.muted}>
          <Trans>Nobody has used a model in the last 30 days.</Trans>
        </p>
      ) : (
        <div className={styles.tableWrap} role="region" aria-label={t`Usage by person`} tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Person</Trans>
                </th>
                <th scope="col" className={styles.num}>
                  <Trans>Messages</Trans>
                </th>
                <th scope="col" className={styles.num}>
                  <Trans>Tokens</Trans>
                </th>
                <th scope="col" className={styles.num}>
                  <Trans>Cost</Trans>
                </th>
                <th scope="col">
                  <Trans>Limits (day / month)</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {people.map((p) => (
                <tr key={p.userId}>
                  <th scope="row">
                    @{p.username}
                    <span className={styles.email}>{p.email}</span>
                  </th>
                  <td className={styles.num}>{number(p.messages)}</td>
                  <td className={styles.num}>{number(p.inputTokens + p.outputTokens)}</td>
                  <td className={styles.num}>{costText(p.cost) ?? '—'}</td>
                  <td>
                    {limitWords(p.limits.daily)} / {limitWords(p.limits.monthly)} {unitWords(p.limits.unit)}
                    {(p.ownLimits.dailySet || p.ownLimits.monthlySet) && (
                      <span className={styles.muted}> {t`(own)`}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {people.length > 0 && (
        <form className={styles.form} onSubmit={submit} aria-label={t`Own limits`}>
          <div className={styles.row}>
            <label className={styles.select}>
              <Trans>Person</Trans>
              <select value={who} onChange={(e) => choose(e.target.value)}>
                {people.map((p) => (
                  <option key={p.userId} value={p.userId}>
                    @{p.username}
                  </option>
                ))}
              </select>
            </label>
            <TextField
              label={t`Own limit per day`}
              inputMode="numeric"
              value={daily}
              onChange={(e) => setDaily(e.target.value)}
            />
            <TextField
              label={t`Own limit per month`}
              inputMode="numeric"
              value={monthly}
              onChange={(e) => setMonthly(e.target.value)}
            />
            <Button type="submit" variant="secondary">
              <Trans>Save own limits</Trans>
            </Button>
            <Button type="button" variant="ghost" onClick={() => done(() => save(who, { reset: true }))}>
              <Trans>Use the default</Trans>
            </Button>
          </div>
          {error && (
            <p role="alert" className={styles.error}>
              {error}
            </p>
          )}
        </form>
      )}
    </PageSection>
  );
}
