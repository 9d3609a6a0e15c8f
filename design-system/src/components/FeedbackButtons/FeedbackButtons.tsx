import { Trans, useLingui } from '@lingui/react/macro';
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { forwardRef, useEffect, useId, useState, type HTMLAttributes } from 'react';
import { cx } from '../../internal/class-names';
import hidden from '../../internal/visually-hidden.module.css';
import { Button } from '../Button';
import styles from './FeedbackButtons.module.css';

export type FeedbackRating = 'up' | 'down';

export interface FeedbackButtonsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> {
  rating: FeedbackRating | null;
  comment?: string | null;
  /** A thumb sets the rating (pressing it again clears it); the form adds a comment to it. */
  onRate: (rating: FeedbackRating | null, comment: string | null) => void;
  disabled?: boolean;
}

/** Thumbs up or down on an answer, with an optional comment that says why. */
export const FeedbackButtons = forwardRef<HTMLDivElement, FeedbackButtonsProps>(function FeedbackButtons(
  { rating, comment = null, onRate, disabled = false, className, ...rest },
  ref,
) {
  const { t } = useLingui();
  const id = useId();
  const [writing, setWriting] = useState(false);
  const [draft, setDraft] = useState(comment ?? '');
  const [thanked, setThanked] = useState(false);
  useEffect(() => setDraft(comment ?? ''), [comment]);
  const rate = (next: FeedbackRating) => {
    const value = rating === next ? null : next;
    onRate(value, value ? comment : null);
    setWriting(value === 'down' && !comment);
    setThanked(value !== null);
  };
  return (
    <div ref={ref} className={cx(styles.root, className)} {...rest}>
      <div className={styles.buttons} role="group" aria-label={t`Rate this answer`}>
        <button
          type="button"
          className={styles.thumb}
          aria-pressed={rating === 'up'}
          aria-label={t`Good answer`}
          title={t`Good answer`}
          disabled={disabled}
          onClick={() => rate('up')}
        >
          <ThumbsUp aria-hidden="true" />
        </button>
        <button
          type="button"
          className={styles.thumb}
          aria-pressed={rating === 'down'}
          aria-label={t`Bad answer`}
          title={t`Bad answer`}
          disabled={disabled}
          onClick={() => rate('down')}
        >
          <ThumbsDown aria-hidden="true" />
        </button>
        {rating && !writing && (
          <button type="button" className={styles.more} onClick={() => setWriting(true)}>
            {comment ? t`Edit comment` : t`Add a comment`}
          </button>
        )}
      </div>
      <span className={hidden.visuallyHidden} aria-live="polite">
        {thanked && !writing ? t`Thanks for the feedback` : ''}
      </span>
      {rating && writing && (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            onRate(rating, draft.trim() || null);
            setWriting(false);
            setThanked(true);
          }}
        >
          <label className={styles.label} htmlFor={`${id}-comment`}>
            {rating === 'down' ? t`What was wrong with this answer? (optional)` : t`What was good about it? (optional)`}
          </label>
          <textarea
            id={`${id}-comment`}
            className={styles.textarea}
            rows={2}
            maxLength={2000}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <div className={styles.formActions}>
            <Button type="button" size="sm" variant="ghost" onClick={() => setWriting(false)}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" size="sm" variant="secondary">
              <Trans>Send</Trans>
            </Button>
          </div>
        </form>
      )}
    </div>
  );
});
