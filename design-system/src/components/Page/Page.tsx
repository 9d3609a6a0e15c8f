import type { FormHTMLAttributes, HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import styles from './Page.module.css';

export interface PageProps extends HTMLAttributes<HTMLDivElement> {
  /** A sentence or two under the app's header saying what the page is for. */
  intro?: ReactNode;
}

/** The content column of a signed-in page (Knowledge, My Story, Settings…): a calm width, room around it. */
export function Page({ intro, className, children, ...rest }: PageProps) {
  return (
    <div className={cx(styles.page, className)} {...rest}>
      {intro && <p className={styles.intro}>{intro}</p>}
      {children}
    </div>
  );
}

interface SectionOwnProps {
  /** The section's heading (an h2). */
  title: ReactNode;
  /** The heading's id: the section is labelled by it (aria-labelledby). */
  titleId: string;
  /** A line under the heading. */
  note?: ReactNode;
  /** Controls beside the heading (a count, a button). */
  actions?: ReactNode;
}

export type PageSectionProps = SectionOwnProps &
  (({ as?: 'section' } & HTMLAttributes<HTMLElement>) | ({ as: 'form' } & FormHTMLAttributes<HTMLFormElement>));

/** A card of the page with its heading: a <section>, or a <form> when the whole card is one. */
export function PageSection({
  title,
  titleId,
  note,
  actions,
  as = 'section',
  className,
  children,
  ...rest
}: PageSectionProps) {
  const header = (
    <>
      <div className={styles.sectionHeader}>
        <h2 id={titleId} className={styles.sectionTitle}>
          {title}
        </h2>
        {actions}
      </div>
      {note && <p className={styles.sectionNote}>{note}</p>}
    </>
  );
  if (as === 'form') {
    return (
      <form
        className={cx(styles.section, className)}
        aria-labelledby={titleId}
        {...(rest as FormHTMLAttributes<HTMLFormElement>)}
      >
        {header}
        {children}
      </form>
    );
  }
  return (
    <section
      className={cx(styles.section, className)}
      aria-labelledby={titleId}
      {...(rest as HTMLAttributes<HTMLElement>)}
    >
      {header}
      {children}
    </section>
  );
}

export interface PageHeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** h2 for a part of the page (the default), h3 inside a section. */
  level?: 2 | 3;
}

/** A heading in the page's style, where a whole PageSection is not wanted (a list's title, a card's heading). */
export function PageHeading({ level = 2, className, ...rest }: PageHeadingProps) {
  const Tag = level === 3 ? 'h3' : 'h2';
  return <Tag className={cx(styles.sectionTitle, className)} {...rest} />;
}

export interface PageNoteProps extends HTMLAttributes<HTMLElement> {
  /** Inside a line of other things (a span) rather than a line of its own (a paragraph). */
  inline?: boolean;
}

/** A quiet line that explains: under a heading, in an empty list, beside a control. */
export function PageNote({ inline, className, ...rest }: PageNoteProps) {
  const Tag = inline ? 'span' : 'p';
  return <Tag className={cx(styles.sectionNote, className)} {...rest} />;
}

export interface FormMessageProps extends HTMLAttributes<HTMLElement> {
  /** An error is announced at once (alert); a success politely (status). */
  tone: 'error' | 'success';
  /** Beside a button in a row (a span) rather than a line of its own (a paragraph). */
  inline?: boolean;
}

/** What happened after a form was sent. */
export function FormMessage({ tone, inline, className, ...rest }: FormMessageProps) {
  const Tag = inline ? 'span' : 'p';
  return (
    <Tag
      className={cx(tone === 'error' ? styles.error : styles.success, className)}
      role={tone === 'error' ? 'alert' : 'status'}
      {...rest}
    />
  );
}
