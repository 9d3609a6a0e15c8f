import { Trans, useLingui } from '@lingui/react/macro';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import { currentLocale } from '../../i18n';
import styles from './UsageOverview.module.css';

export interface UsageMeterValue {
  /** "Today", "This month". */
  label: string;
  used: number;
  /** null: no limit. */
  limit: number | null;
  /** "messages", "tokens". */
  unit: string;
  /** When the period starts again, in words ("Resets 26 Nov, 00:00 UTC"). */
  resets?: ReactNode;
}

export interface UsageDayValue {
  /** YYYY-MM-DD. */
  day: string;
  value: number;
}

export interface UsageModelRow {
  model: string;
  /** "Answers", "Titles"… */
  purpose: string;
  calls: number;
  inputTokens: number;
  outputTokens: number;
  /** Some tokens are an estimate. */
  estimated?: boolean;
  /** Cost in words ("$0.12"); leave out where no price is set. */
  cost?: string | null;
}

export interface UsageOverviewProps extends HTMLAttributes<HTMLDivElement> {
  meters: UsageMeterValue[];
  /** The days of a bar chart, oldest first (e.g. messages per day). */
  days?: UsageDayValue[];
  /** What the bars count: "Messages per day". */
  daysLabel?: string;
  rows?: UsageModelRow[];
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  /** Whether to show a cost column. */
  showCost?: boolean;
  /** The table's name: "Tokens by model". */
  tableLabel?: string;
}

const number = (n: number) => n.toLocaleString(currentLocale());

function Meter({ m }: { m: UsageMeterValue }) {
  const share = m.limit ? Math.min(1, m.used / m.limit) : 0;
  const { t } = useLingui();
  const reached = m.limit !== null && m.used >= m.limit;
  const { label, unit } = m;
  const used = number(m.used);
  const limit = m.limit === null ? null : number(m.limit);
  return (
    <div className={styles.meter} data-reached={reached || undefined}>
      <p className={styles.meterLabel}>{m.label}</p>
      <p className={styles.meterValue}>
        {limit === null ? (
          <>
            <strong>{used}</strong> {unit}
          </>
        ) : (
          <Trans>
            <strong>{used}</strong> of {limit} {unit}
          </Trans>
        )}
      </p>
      {m.limit !== null && (
        <div
          className={styles.track}
          role="meter"
          aria-label={t`${label}: ${used} of ${limit} ${unit}`}
          aria-valuemin={0}
          aria-valuemax={m.limit}
          aria-valuenow={Math.min(m.used, m.limit)}
        >
          <span className={styles.fill} style={{ inlineSize: `${share * 100}%` }} />
        </div>
      )}
      <p className={styles.meterNote}>{m.limit === null ? <Trans>No limit</Trans> : m.resets}</p>
    </div>
  );
}

/**
 * A person's usage: meters for the periods with limits, a bar chart of the days and the tokens by
 * model and purpose. Figures only; the app says what they mean.
 */
export const UsageOverview = forwardRef<HTMLDivElement, UsageOverviewProps>(function UsageOverview(
  { meters, days = [], daysLabel, rows = [], empty, showCost = false, tableLabel, className, ...rest },
  ref,
) {
  const { t } = useLingui();
  daysLabel ??= t`Per day`;
  empty ??= t`Nothing used yet.`;
  tableLabel ??= t`Tokens by model`;
  const highest = Math.max(1, ...days.map((d) => d.value));
  return (
    <div ref={ref} className={cx(styles.root, className)} {...rest}>
      <div className={styles.meters}>
        {meters.map((m) => (
          <Meter key={m.label} m={m} />
        ))}
      </div>
      {days.length > 0 && (
        <figure className={styles.chart}>
          <figcaption className={styles.caption}>{daysLabel}</figcaption>
          <ol className={styles.bars}>
            {days.map((d) => (
              <li key={d.day} className={styles.bar} title={`${d.day}: ${number(d.value)}`}>
                <span className={styles.barFill} style={{ blockSize: `${(d.value / highest) * 100}%` }} />
                <span className={styles.visuallyHidden}>{`${d.day}: ${number(d.value)}`}</span>
              </li>
            ))}
          </ol>
          <div className={styles.axis} aria-hidden="true">
            <span>{days[0]!.day}</span>
            <span>{days[days.length - 1]!.day}</span>
          </div>
        </figure>
      )}
      {rows.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        // Scrolls sideways on a narrow screen: focusable, so a keyboard scrolls it too.
        <div className={styles.tableWrap} role="region" aria-label={tableLabel} tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Model</Trans>
                </th>
                <th scope="col">
                  <Trans context="what a model was used for">For</Trans>
                </th>
                <th scope="col" className={styles.num}>
                  <Trans>Calls</Trans>
                </th>
                <th scope="col" className={styles.num}>
                  <Trans>Input tokens</Trans>
                </th>
                <th scope="col" className={styles.num}>
                  <Trans>Output tokens</Trans>
                </th>
                {showCost && (
                  <th scope="col" className={styles.num}>
                    <Trans>Cost</Trans>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={`${r.model}-${r.purpose}`}>
                  <th scope="row" className={styles.model}>
                    {r.model}
                  </th>
                  <td>
                    {r.purpose}
                    {r.estimated && <span className={styles.estimated}> {t`(estimated)`}</span>}
                  </td>
                  <td className={styles.num}>{number(r.calls)}</td>
                  <td className={styles.num}>{number(r.inputTokens)}</td>
                  <td className={styles.num}>{number(r.outputTokens)}</td>
                  {showCost && <td className={styles.num}>{r.cost ?? '—'}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
});
