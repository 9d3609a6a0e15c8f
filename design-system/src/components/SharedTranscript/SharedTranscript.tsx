import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import styles from './SharedTranscript.module.css';

export interface SharedTranscriptMessage {
  role: 'user' | 'assistant';
  /** The message's text (Markdown as written; shown as plain paragraphs unless `renderText` says otherwise). */
  text: string;
}

export interface SharedTranscriptProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  title: string;
  /** Who shared it (their display name): also the label of their messages. */
  sharedBy: string;
  /** When it was shared, as shown (e.g. "Nov 24, 2026"): format it once, so the server and the browser agree. */
  sharedOn: string;
  /** The same moment, machine-readable (ISO 8601), for the <time> element. */
  sharedAt: string;
  messages: readonly SharedTranscriptMessage[];
  /** The label of the assistant's messages. */
  assistantLabel?: string;
  /** How a message's text shows (e.g. rendered Markdown). Default: paragraphs of plain text. */
  renderText?: (text: string, role: SharedTranscriptMessage['role']) => ReactNode;
  /** Where "Try Duet" leads. */
  homeHref?: string;
}

/** The assistant's messages are signed with the product's name. */
const productName = 'Duet';

/** Plain text as paragraphs: blank lines separate them, single line breaks stay. */
export function PlainText({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .filter((p) => p.trim() !== '')
        .map((paragraph, i) => (
          <p key={i} className={styles.paragraph}>
            {paragraph.trim()}
          </p>
        ))}
    </>
  );
}

/**
 * A conversation someone shared: its title, who shared it and when, then each message with who
 * wrote it, read-only. A note at the end says later messages are not included.
 */
export const SharedTranscript = forwardRef<HTMLElement, SharedTranscriptProps>(function SharedTranscript(
  {
    title,
    sharedBy,
    sharedOn,
    sharedAt,
    messages,
    assistantLabel = productName,
    renderText,
    homeHref = '/',
    className,
    ...rest
  },
  ref,
) {
  const { t } = useLingui();
  const count = messages.length;
  // Its own text node, as the name was before the words were translatable: the same glyphs, to the pixel.
  const sharer = <>{sharedBy}</>;
  const show = renderText ?? ((text: string) => <PlainText text={text} />);
  return (
    <article ref={ref} className={cx(styles.root, className)} {...rest}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>
          <Trans>Shared conversation</Trans>
        </p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.meta}>
          <Trans>
            Shared by {sharer} on <time dateTime={sharedAt}>{sharedOn}</time>
          </Trans>
          {' · '}
          <Plural value={count} one="# message" other="# messages" />
        </p>
      </header>
      <ol className={styles.messages} aria-label={t`Messages`}>
        {messages.map((message, i) => (
          <li key={i} className={styles.message} data-role={message.role}>
            <p className={styles.author}>{message.role === 'user' ? sharedBy : assistantLabel}</p>
            <div className={styles.text}>{show(message.text, message.role)}</div>
          </li>
        ))}
      </ol>
      <footer className={styles.footer}>
        <p className={styles.note}>
          <Trans>Shared from Duet · later messages are not included</Trans>
        </p>
        <a className={styles.link} href={homeHref}>
          <Trans>Try Duet</Trans>
        </a>
      </footer>
    </article>
  );
});
