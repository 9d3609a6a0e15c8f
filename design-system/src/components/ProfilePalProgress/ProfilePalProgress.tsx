import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SkipForward } from 'lucide-react';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
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

/** "2 of 5 done", each number a text of its own: the questions answered, not the one asked now. */
function Tally({ done, total }: { done: ReactNode; total: ReactNode }) {
  return (
    <Trans>
      {done} of {total} done
    </Trans>
  );
}

/**
 * Profile Pal's questions as a bar of steps: how many are done ("2 of 5 done"), which one is asked now,
 * which were skipped, and a button to skip the current one (for now, when the page needs its answer).
 */
export const ProfilePalProgress = forwardRef<HTMLElement, ProfilePalProgressProps>(function ProfilePalProgress(
  { steps, done, onSkip, skipDisabled = false, className, ...rest },
  ref,
) {
  const { t } = useLingui();
  const total = steps.length;
  const current = steps.find((s) => s.status === 'current');
  const skipped = steps.filter((s) => s.status === 'skipped').length;
  const anotherLeft = steps.some(
    (s) => s !== current && (s.status === 'todo' || (s.status === 'skipped' && s.required)),
  );
  const canSkip = current !== undefined && (!current.required || anotherLeft);
  const label = current?.label;
  const now = current ? (current.required ? t`Now: ${label} (needed for your page)` : t`Now: ${label}`) : t`All done`;
  const skippedText = plural(skipped, { one: '# skipped', other: '# skipped' });
  const valueText = current
    ? t`${done} of ${total} questions done, now: ${label}`
    : t`${done} of ${total} questions done`;
  return (
    <section ref={ref} className={cx(styles.root, className)} aria-label={t`Your profile`} {...rest}>
      <div className={styles.head}>
        <p className={styles.count}>
          <strong>
            <Tally done={<>{done}</>} total={<>{total}</>} />
          </strong>{' '}
          <span className={styles.caption}>
            {`· ${now}`}
            {skipped > 0 && ` · ${skippedText}`}
          </span>
        </p>
        {onSkip && canSkip && (
          <Button
            size="sm"
            variant="ghost"
            leadingIcon={<SkipForward />}
            onClick={onSkip}
            disabled={skipDisabled}
            aria-label={t`Skip this question`}
            title={t`Skip this question`}
          >
            <Trans>Skip</Trans>
          </Button>
        )}
      </div>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={t`Profile questions done`}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={valueText}
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
