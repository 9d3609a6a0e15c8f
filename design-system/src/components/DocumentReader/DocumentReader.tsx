import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';
import { forwardRef, useEffect, useId, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { DocumentKindIcon, documentKindLabel, type DocumentKind } from '../DocumentRow';
import styles from './DocumentReader.module.css';

/** A passage of a document's text, as it was read: on a page (a PDF) or under a heading. */
export interface ReaderPassage {
  id: string;
  /** The page it is on, counted as a viewer shows them. */
  page?: number | null;
  /** The heading it sits under (a Word file, a web page, Markdown). */
  heading?: string | null;
  /** Its text; a blank line starts a new paragraph. */
  text: string;
}

export interface DocumentReaderProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title: string;
  /** How it was read; none for a file of a type Duet does not know. */
  kind?: DocumentKind;
  /** Pages found (a PDF). */
  pages?: number | null;
  /**
   * Where the file or the web page itself opens ("Open original", in a new tab). A PDF opened from a
   * cited passage opens at that passage's page (`#page=N`, which browsers' PDF viewers follow).
   */
  originalHref?: string | null;
  /** The text, in document order. Each has the anchor `passage-<id>`, each page `page-<n>`. */
  passages: readonly ReaderPassage[];
  /** The passage an answer's source pointed to: marked as cited and scrolled into view. */
  highlightId?: string | null;
  /** The title's heading level: 1 on a page of its own, 2 inside a page with its own h1. */
  headingLevel?: 1 | 2;
  /** Shown when there is no text. */
  empty?: ReactNode;
}

/** The anchor of a passage: `#passage-<id>`. */
export const passageAnchor = (id: string) => `passage-${id}`;
/** The anchor of a page: `#page-<n>`. */
export const pageAnchor = (page: number) => `page-${page}`;

/** The original's link: a PDF at the cited passage's page, when there is one. */
export function originalAt(
  href: string,
  kind: DocumentKind | undefined,
  passages: readonly ReaderPassage[],
  highlightId: string | null | undefined,
): string {
  const page = highlightId ? passages.find((p) => p.id === highlightId)?.page : null;
  if (kind !== 'pdf' || !page) return href;
  return `${href.replace(/#.*$/, '')}#page=${page}`;
}

/** A passage's paragraphs (split at blank lines); a page without text says so (`noText`). */
function paragraphs(text: string, noText: string): string[] {
  const parts = text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
  return parts.length > 0 ? parts : [noText];
}

/**
 * A document's text in the library: its title, kind and pages and a link to the original, then its
 * passages by page or section, each with an anchor. The passage an answer cited is marked and
 * brought into view, so the person reads what the brain read.
 */
export const DocumentReader = forwardRef<HTMLElement, DocumentReaderProps>(function DocumentReader(
  { title, kind, pages, originalHref, passages, highlightId, headingLevel = 2, empty, className, ...rest },
  ref,
) {
  const { t } = useLingui();
  if (empty === undefined) empty = t`No text was found in this document.`;
  const titleId = useId();
  const cited = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Only the nearest scrolling box moves (the app's column, not the whole window or a docs page).
    const options = { block: 'start', container: 'nearest' } as ScrollIntoViewOptions;
    if (highlightId) cited.current?.scrollIntoView(options);
  }, [highlightId]);
  const Title = `h${headingLevel}` as const;
  const Sub = `h${headingLevel + 1}` as 'h2' | 'h3';
  const Section = (passages.some((p) => p.page != null) ? `h${headingLevel + 2}` : Sub) as 'h3' | 'h4';
  const pageCount = pages ? plural(pages, { one: '# page', other: '# pages' }) : null;
  const noText = t`(No text here.)`;
  const details = [kind ? documentKindLabel(kind) : null, pageCount].filter(Boolean).join(' · ');
  return (
    <article ref={ref} className={cx(styles.root, className)} aria-labelledby={titleId} {...rest}>
      <header className={styles.header}>
        <span className={styles.icon}>
          <DocumentKindIcon kind={kind} />
        </span>
        <div className={styles.heading}>
          <Title id={titleId} className={styles.title}>
            {title}
          </Title>
          <p className={styles.details}>{details}</p>
        </div>
        {originalHref && (
          <a
            className={styles.original}
            href={originalAt(originalHref, kind, passages, highlightId)}
            target="_blank"
            rel="noreferrer"
          >
            <ExternalLink aria-hidden="true" />
            <Trans>
              Open original<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Trans>
          </a>
        )}
      </header>
      {passages.length === 0 ? (
        <p className={styles.empty}>{empty}</p>
      ) : (
        <div className={styles.text}>
          {passages.map((passage, i) => {
            const before = passages[i - 1];
            const newPage = passage.page != null && passage.page !== before?.page;
            const newHeading = passage.heading && (passage.heading !== before?.heading || newPage);
            const isCited = passage.id === highlightId;
            const page = passage.page;
            return (
              <div key={passage.id} className={styles.part}>
                {newPage && (
                  <Sub id={pageAnchor(page!)} className={styles.page}>
                    <Trans>Page {page}</Trans>
                  </Sub>
                )}
                <div
                  ref={isCited ? cited : undefined}
                  id={passageAnchor(passage.id)}
                  className={styles.passage}
                  data-cited={isCited || undefined}
                  aria-current={isCited ? 'true' : undefined}
                >
                  {isCited && (
                    <p className={styles.citedLabel}>
                      <Trans>Cited passage</Trans>
                    </p>
                  )}
                  {newHeading && <Section className={styles.sectionHeading}>{passage.heading}</Section>}
                  {paragraphs(passage.text, noText).map((paragraph, j) => (
                    <p key={j} className={styles.paragraph}>
                      {paragraph}
                    </p>
                  ))}
                </div>
              </div>
            );
          })}
        </div>
      )}
    </article>
  );
});
