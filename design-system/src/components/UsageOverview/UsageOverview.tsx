import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
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

const number = (n: number) => n.toLocaleString('en-US');

function Meter({ m }: { m: UsageMeterValue }) {
  const share = m.limit ? Math.min(1, m.used / m.limit) : 0;
  const reached = m.limit !== null && m.used >= m.limit;
  return (
    <div className={styles.meter} data-reached={reached || undefined}>
      <p className={styles.meterLabel}>{m.label}</p>
      <p className={styles.meterValue}>
        <strong>{number(m.used)}</strong> {m.limit === null ? m.unit : `of ${number(m.limit)} ${m.unit}`}
      </p>
      {m.limit !== null && (
        <div
          className={styles.track}
          role="meter"
          aria-label={`${m.label}: ${number(m.used)} of ${number(m.limit)} ${m.unit}`}
          aria-valuemin={0}
          aria-valuemax={m.limit}
          aria-valuenow={Math.min(m.used, m.limit)}
        >
          <span className={styles.fill} style={{ inlineSize: `${share * 100}%` }} />
        </div>
      )}
      <p className={styles.meterNote}>{m.limit === null ? 'No limit' : m.resets}</p>
    </div>
  );
}

/**
 * A person's usage: meters for the periods with limits, a bar chart of the days and the tokens by
 * model and purpose. Figures only; the app says what they mean.
 */
export const UsageOverview = forwardRef<HTMLDivElement, UsageOverviewProps>(function UsageOverview(
  {
    meters,
    days = [],
    daysLabel = 'Per day',
    rows = [],
    empty = 'Nothing used yet.',
    showCost = false,
    tableLabel = 'Tokens by model',
    className,
    ...rest
  },
  ref,
) {
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
                <th scope="col">Model</th>
                <th scope="col">For</th>
                <th scope="col" className={styles.num}>
                  Calls
                </th>
                <th scope="col" className={styles.num}>
                  Input tokens
                </th>
                <th scope="col" className={styles.num}>
                  Output tokens
                </th>
                {showCost && (
                  <th scope="col" className={styles.num}>
                    Cost
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
                    {r.estimated && <span className={styles.estimated}> (estimated)</span>}
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
