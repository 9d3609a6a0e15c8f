import { SkipForward } from 'lucide-react';
import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../../internal/class-names';
import { Button } from '../Button';
import styles from './ProfilePalProgress.module.css';

export interface ProfilePalStepView {
  label: string;
  /** answered, skipped (left out for now), current (asked now) or todo. */
  status: 'answered' | 'skipped' | 'current' | 'todo';
  /** Needed for the public page (name, about you, interests): it cannot be skipped. */
  required?: boolean;
}

export interface ProfilePalProgressProps extends HTMLAttributes<HTMLElement> {
  steps: readonly ProfilePalStepView[];
  /** How many are behind the person (answered, or skipped when not needed). */
  done: number;
  /**
   * Skips the question asked now (omit to leave the button out). A required one can only be put off
   * while another question is left: once it is the last, skipping would only ask it again, so the
   * button is not offered.
   */
  onSkip?: () => void;
  /** While an answer is being written. */
  skipDisabled?: boolean;
}

/**
 * Profile Pal's questions as a bar of steps: how many are done ("2 of 5"), which one is asked now,
 * which were skipped, and a button to skip the current one (for now, when the page needs its answer).
 */
export const ProfilePalProgress = forwardRef<HTMLElement, ProfilePalProgressProps>(function ProfilePalProgress(
  { steps, done, onSkip, skipDisabled = false, className, ...rest },
  ref,
) {
  const total = steps.length;
  const current = steps.find((s) => s.status === 'current');
  const skipped = steps.filter((s) => s.status === 'skipped').length;
  const anotherLeft = steps.some(
    (s) => s !== current && (s.status === 'todo' || (s.status === 'skipped' && s.required)),
  );
  const canSkip = current !== undefined && (!current.required || anotherLeft);
  return (
    <section ref={ref} className={cx(styles.root, className)} aria-label="Your profile" {...rest}>
      <div className={styles.head}>
        <p className={styles.count}>
          <strong>
            {done} of {total}
          </strong>{' '}
          <span className={styles.caption}>
            {current ? `· Now: ${current.label}${current.required ? ' (needed for your page)' : ''}` : '· All done'}
            {skipped > 0 && ` · ${skipped} skipped`}
          </span>
        </p>
        {onSkip && canSkip && (
          <Button
            size="sm"
            variant="ghost"
            leadingIcon={<SkipForward />}
            onClick={onSkip}
            disabled={skipDisabled}
            aria-label="Skip this question"
            title="Skip this question"
          >
            Skip
          </Button>
        )}
      </div>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label="Profile questions done"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={`${done} of ${total} questions done${current ? `, now: ${current.label}` : ''}`}
      >
        {steps.map((step) => (
          <span key={step.label} className={styles.step} data-status={step.status}>
            <span className={styles.segment} />
            <span className={styles.label}>{step.label}</span>
          </span>
        ))}
      </div>
    </section>
  );
});
