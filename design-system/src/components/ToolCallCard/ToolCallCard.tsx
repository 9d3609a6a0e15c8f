import { Check, ChevronRight, Wrench } from 'lucide-react';
import { forwardRef, useId, useState, type HTMLAttributes } from 'react';
import { cx } from '../../internal/class-names';
import { Spinner } from '../Spinner';
import { formatDuration } from './duration';
import styles from './ToolCallCard.module.css';

export type ToolCallStatus = 'running' | 'completed';

export interface ToolCallCardProps extends HTMLAttributes<HTMLDivElement> {
  name: string;
  /** A friendly name; falls back to `name`. */
  displayName?: string | null;
  status: ToolCallStatus;
  durationMs?: number | null;
  input?: unknown;
  output?: unknown;
  defaultExpanded?: boolean;
}

function pretty(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value, null, 2);
  } catch {
    return String(value);
  }
}

/** A tool the assistant called: name, running/completed, duration, collapsible input and output. */
export const ToolCallCard = forwardRef<HTMLDivElement, ToolCallCardProps>(function ToolCallCard(
  { name, displayName, status, durationMs, input, output, defaultExpanded = false, className, ...rest },
  ref,
) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const panelId = useId();
  const hasInput = input !== undefined && input !== null;
  const hasOutput = output !== undefined && output !== null;
  return (
    <div ref={ref} className={cx(styles.root, className)} data-status={status} {...rest}>
      <button
        type="button"
        className={styles.header}
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => setExpanded((v) => !v)}
      >
        <span className={styles.statusIcon}>
          {status === 'running' ? <Spinner size="sm" label="" /> : <Check aria-hidden="true" />}
        </span>
        <Wrench className={styles.toolIcon} aria-hidden="true" />
        <span className={styles.name}>{displayName || name}</span>
        <span className={styles.status}>
          {status === 'running' ? 'Running' : 'Completed'}
          {status === 'completed' && durationMs != null && ` · ${formatDuration(durationMs)}`}
        </span>
        <ChevronRight className={styles.chevron} aria-hidden="true" />
      </button>
      {expanded && (
        <div id={panelId} className={styles.panel}>
          {hasInput && (
            <section className={styles.section}>
              <h4 className={styles.sectionTitle}>Input</h4>
              <pre className={styles.code} tabIndex={0}>
                {pretty(input)}
              </pre>
            </section>
          )}
          {hasOutput ? (
            <section className={styles.section}>
              <h4 className={styles.sectionTitle}>Output</h4>
              <pre className={styles.code} tabIndex={0}>
                {pretty(output)}
              </pre>
            </section>
          ) : (
            status === 'running' && <p className={styles.waiting}>Waiting for output…</p>
          )}
        </div>
      )}
    </div>
  );
});
