import { Trans, useLingui } from '@lingui/react/macro';
import { forwardRef, useId, useState, type HTMLAttributes } from 'react';
import { cx } from '../../internal/class-names';
import { linkProps, type NavigateHandler } from '../../internal/navigation';
import styles from './AnswerSources.module.css';

export interface AnswerSource {
  id: string;
  /** The document's title or file name: "report.pdf". */
  title: string;
  /** Where in it, in words: "page 12", "section: Pricing". */
  where?: string | null;
  /** Where the passage opens (the document's reader at the passage). */
  href: string;
}

export interface AnswerSourcesProps extends HTMLAttributes<HTMLDivElement> {
  /** The passages the answer was written from, in the order the answer uses them. */
  sources: readonly AnswerSource[];
  /** How many show before "Show all" (default 3). */
  initial?: number;
  /** Opens a source in the app (a plain click); without it the link navigates. */
  onNavigate?: NavigateHandler;
}

/** "report.pdf · page 12": a source as its link reads. */
export function sourceText(source: Pick<AnswerSource, 'title' | 'where'>): string {
  return source.where ? `${source.title} · ${source.where}` : source.title;
}

/**
 * "Sources": under the brain's answer, the documents and pages it read the answer from, each a link
 * to the passage, so the person can check what it said.
 */
export const AnswerSources = forwardRef<HTMLDivElement, AnswerSourcesProps>(function AnswerSources(
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
        <Trans>Sources</Trans>
      </span>
      <ul className={styles.list}>
        {shown.map((source) => (
          <li key={source.id}>
            <a className={styles.link} {...linkProps(source.href, onNavigate)}>
              {source.title}
              {source.where && (
                <>
                  {' '}
                  <span className={styles.where}>· {source.where}</span>
                </>
              )}
            </a>
          </li>
        ))}
      </ul>
      {sources.length > initial && (
        <button type="button" className={styles.more} aria-expanded={all} onClick={() => setAll((v) => !v)}>
          {all ? t`Show fewer` : t`Show all ${count}`}
        </button>
      )}
    </div>
  );
});
