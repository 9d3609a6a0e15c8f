import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronRight, Sparkles } from 'lucide-react';
import { forwardRef, useId, useState, type HTMLAttributes } from 'react';
import { cx } from '../../internal/class-names';
import { currentLocale } from '../../i18n';
import { Spinner } from '../Spinner';
import { formatDuration } from './duration';
import { withoutIds } from './without-ids';
import styles from './ToolActivity.module.css';

export interface ToolActivityItem {
  id: string;
  /** What was done, in the past tense: "Searched your memories". */
  label: string;
  /** While it runs: "Searching your memories" (falls back to `label`). */
  activeLabel?: string | null;
  status: 'running' | 'completed';
  durationMs?: number | null;
  /** Plain-language lines: what was looked for, what came back. */
  summary?: readonly string[];
  /** The raw call, only behind "Show details" (ids are left out). */
  input?: unknown;
  output?: unknown;
}

export interface ToolActivityProps extends HTMLAttributes<HTMLDivElement> {
  items: readonly ToolActivityItem[];
  /**
   * Whether the line is open, when the caller keeps it: a streamed answer is drawn again once it
   * is saved, and the line a reader opened meanwhile must stay open. Left out, the line keeps its own.
   */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** "Read your profile" → "read your profile" after a "·"; German keeps its capitals (its nouns have them). */
const lowerFirst = (s: string) =>
  currentLocale() !== 'de' && /^[A-Z][a-z]/.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s;

/** An action under way: "Searching your memories…". */
function underWay(item: ToolActivityItem): string {
  const activity = item.activeLabel || item.label;
  return t`${activity}…`;
}

/** "Searched your memories · read your profile": each distinct action once, the first capitalised. */
export function activityLine(items: readonly ToolActivityItem[]): string {
  const running = items.find((i) => i.status === 'running');
  if (running) return underWay(running);
  const labels = [...new Set(items.map((i) => i.label))];
  return labels.map((l, n) => (n === 0 ? l : lowerFirst(l))).join(' · ');
}

function pretty(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(withoutIds(value), null, 2);
  } catch {
    return String(value);
  }
}

function Item({ item }: { item: ToolActivityItem }) {
  const { t } = useLingui();
  const [details, setDetails] = useState(false);
  const detailsId = useId();
  const hasRaw = item.input != null || item.output != null;
  return (
    <li className={styles.item}>
      <div className={styles.itemHead}>
        <span className={styles.itemLabel}>{item.status === 'running' ? underWay(item) : item.label}</span>
        {item.status === 'completed' && item.durationMs != null && (
          <span className={styles.duration}>{formatDuration(item.durationMs)}</span>
        )}
      </div>
      {item.summary && item.summary.length > 0 && (
        <ul className={styles.summary}>
          {item.summary.map((line, n) => (
            <li key={n}>{line}</li>
          ))}
        </ul>
      )}
      {hasRaw && (
        <>
          <button
            type="button"
            className={styles.detailsToggle}
            aria-expanded={details}
            aria-controls={detailsId}
            onClick={() => setDetails((v) => !v)}
          >
            {details ? <Trans>Hide details</Trans> : <Trans>Show details</Trans>}
          </button>
          {details && (
            <div id={detailsId} className={styles.raw}>
              {item.input != null && (
                <pre tabIndex={0} aria-label={t`Input`}>
                  {pretty(item.input)}
                </pre>
              )}
              {item.output != null && (
                <pre tabIndex={0} aria-label={t`Result`}>
                  {pretty(item.output)}
                </pre>
              )}
            </div>
          )}
        </>
      )}
    </li>
  );
}

/**
 * What the assistant did while answering, as one quiet line ("Searched your memories · read your
 * profile") that opens to a plain-language account of each step; the raw call stays behind
 * "Show details".
 */
export const ToolActivity = forwardRef<HTMLDivElement, ToolActivityProps>(function ToolActivity(
  { items, open: openProp, onOpenChange, className, ...rest },
  ref,
) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = openProp ?? ownOpen;
  const toggle = () => {
    setOwnOpen(!open);
    onOpenChange?.(!open);
  };
  const panelId = useId();
  if (items.length === 0) return null;
  const running = items.some((i) => i.status === 'running');
  return (
    <div ref={ref} className={cx(styles.root, className)} data-running={running || undefined} {...rest}>
      <button type="button" className={styles.line} aria-expanded={open} aria-controls={panelId} onClick={toggle}>
        <span className={styles.icon}>
          {running ? <Spinner size="sm" label="" /> : <Sparkles aria-hidden="true" />}
        </span>
        <span className={styles.text}>{activityLine(items)}</span>
        <ChevronRight className={styles.chevron} aria-hidden="true" />
      </button>
      {open && (
        <ol id={panelId} className={styles.list}>
          {items.map((item) => (
            <Item key={item.id} item={item} />
          ))}
        </ol>
      )}
    </div>
  );
});
