import { useLingui } from '@lingui/react/macro';
import { forwardRef, useId, type HTMLAttributes } from 'react';
import { cx } from '../../internal/class-names';
import styles from './QuotedQuestion.module.css';

export interface QuotedQuestionProps extends HTMLAttributes<HTMLElement> {
  /** The question a reply answers, as it was asked. */
  question: string;
  /** What introduces the quote. */
  label?: string;
}

/**
 * The question a reply answers, quoted above it ("You asked: “…”"), for a reply that may arrive
 * after other messages and must not read as their answer.
 */
export const QuotedQuestion = forwardRef<HTMLElement, QuotedQuestionProps>(function QuotedQuestion(
  { question, label, className, ...rest },
  ref,
) {
  const { t } = useLingui();
  label ??= t`You asked`;
  const labelId = useId();
  return (
    <figure ref={ref} className={cx(styles.root, className)} aria-labelledby={labelId} {...rest}>
      <figcaption id={labelId} className={styles.label}>
        {label}
      </figcaption>
      <blockquote className={styles.quote}>{question}</blockquote>
    </figure>
  );
});
