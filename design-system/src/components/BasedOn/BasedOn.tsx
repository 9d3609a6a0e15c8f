import { forwardRef, useId, useState, type HTMLAttributes } from 'react';
import { cx } from '../../internal/class-names';
import styles from './BasedOn.module.css';

export interface BasedOnProps extends HTMLAttributes<HTMLDivElement> {
  /** The public facts an answer was written from. */
  sources: readonly string[];
  /** How many show before "Show all" (default 3). */
  initial?: number;
}

/** "Based on": under a twin's answer, the public facts it came from, in the owner's words. */
export const BasedOn = forwardRef<HTMLDivElement, BasedOnProps>(function BasedOn(
  { sources, initial = 3, className, ...rest },
  ref,
) {
  const [all, setAll] = useState(false);
  const titleId = useId();
  if (sources.length === 0) return null;
  const shown = all ? sources : sources.slice(0, initial);
  return (
    <div ref={ref} className={cx(styles.root, className)} role="group" aria-labelledby={titleId} {...rest}>
      <span id={titleId} className={styles.title}>
        Based on
      </span>
      <ul className={styles.list}>
        {shown.map((source) => (
          <li key={source}>{source}</li>
        ))}
      </ul>
      {sources.length > initial && (
        <button type="button" className={styles.more} aria-expanded={all} onClick={() => setAll((v) => !v)}>
          {all ? 'Show fewer' : `Show all ${sources.length}`}
        </button>
      )}
    </div>
  );
});
