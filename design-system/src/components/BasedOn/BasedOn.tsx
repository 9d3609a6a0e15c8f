import { Trans, useLingui } from '@lingui/react/macro';
import { forwardRef, useId, useState, type HTMLAttributes } from 'react';
import { cx } from '../../internal/class-names';
import { linkProps, type NavigateHandler } from '../../internal/navigation';
import styles from './BasedOn.module.css';

/** A public fact in the owner's words, or a public document by its title with where it opens. */
export type BasedOnSource = string | { label: string; href?: string | null };

export interface BasedOnProps extends HTMLAttributes<HTMLDivElement> {
  /** The public facts and documents an answer was written from. */
  sources: readonly BasedOnSource[];
  /** How many show before "Show all" (default 3). */
  initial?: number;
  /** Opens a source's link in the app (a plain click); without it the link navigates. */
  onNavigate?: NavigateHandler;
}

const labelOf = (source: BasedOnSource) => (typeof source === 'string' ? source : source.label);
const hrefOf = (source: BasedOnSource) => (typeof source === 'string' ? null : (source.href ?? null));

/**
 * "Based on": under a twin's answer, the public facts it came from, in the owner's words, and the
 * public documents it read, each a link to the document.
 */
export const BasedOn = forwardRef<HTMLDivElement, BasedOnProps>(function BasedOn(
  { sources, initial = 3, onNavigate, className, ...rest },
  ref,
) {
  const { t } = useLingui();
  const [all, setAll] = useState(false);
  const titleId = useId();
  if (sources.length === 0) return null;
  const shown = all ? sources : sources.slice(0, initial);
  const count = sources.length;
  return (
    <div ref={ref} className={cx(styles.root, className)} role="group" aria-labelledby={titleId} {...rest}>
      <span id={titleId} className={styles.title}>
        <Trans>Based on</Trans>
      </span>
      <ul className={styles.list}>
        {shown.map((source, i) => {
          const href = hrefOf(source);
          return (
            <li key={`${i}-${labelOf(source)}`}>
              {href ? (
                <a className={styles.link} {...linkProps(href, onNavigate)}>
                  {labelOf(source)}
                </a>
              ) : (
                labelOf(source)
              )}
            </li>
          );
        })}
      </ul>
      {sources.length > initial && (
        <button type="button" className={styles.more} aria-expanded={all} onClick={() => setAll((v) => !v)}>
          {all ? t`Show fewer` : t`Show all ${count}`}
        </button>
      )}
    </div>
  );
});
