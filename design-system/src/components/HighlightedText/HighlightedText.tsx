import { Fragment, type HTMLAttributes } from 'react';
import { cx } from '../../internal/class-names';
import styles from './HighlightedText.module.css';

export interface TextRange {
  /** Offsets into `text` (UTF-16 code units), end exclusive. */
  start: number;
  end: number;
}

export interface HighlightedTextProps extends HTMLAttributes<HTMLSpanElement> {
  text: string;
  /** The matched words (from the server's search), marked with <mark>. */
  highlights: readonly TextRange[];
}

/** A passage with its matched words marked: a search result's snippet. */
export function HighlightedText({ text, highlights, className, ...rest }: HighlightedTextProps) {
  const parts: { text: string; mark: boolean }[] = [];
  let at = 0;
  for (const h of [...highlights].sort((a, b) => a.start - b.start)) {
    const start = Math.max(at, Math.min(h.start, text.length));
    const end = Math.max(start, Math.min(h.end, text.length));
    if (start > at) parts.push({ text: text.slice(at, start), mark: false });
    if (end > start) parts.push({ text: text.slice(start, end), mark: true });
    at = end;
  }
  if (at < text.length) parts.push({ text: text.slice(at), mark: false });
  return (
    <span className={cx(styles.root, className)} {...rest}>
      {parts.map((part, i) =>
        part.mark ? (
          <mark key={i} className={styles.mark}>
            {part.text}
          </mark>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </span>
  );
}
