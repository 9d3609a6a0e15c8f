import { useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../../internal/class-names';
import styles from './BranchSwitcher.module.css';

export interface BranchSwitcherProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> {
  /** The version shown, from 0. */
  index: number;
  /** How many versions there are (edits or regenerations of the same message). */
  count: number;
  /** Show version `index` (0-based). */
  onChange: (index: number) => void;
  /** "message" (an edited message) or "answer" (a regenerated answer): names the controls. */
  kind?: 'message' | 'answer';
  disabled?: boolean;
}

/** "‹ 2 / 3 ›": moves between the versions of an edited message or a regenerated answer. */
export const BranchSwitcher = forwardRef<HTMLDivElement, BranchSwitcherProps>(function BranchSwitcher(
  { index, count, onChange, kind = 'message', disabled = false, className, ...rest },
  ref,
) {
  const { t } = useLingui();
  if (count < 2) return null;
  const answer = kind === 'answer';
  const position = index + 1;
  return (
    <div
      ref={ref}
      role="group"
      aria-label={answer ? t`Versions of this answer` : t`Versions of this message`}
      className={cx(styles.root, className)}
      {...rest}
    >
      <button
        type="button"
        className={styles.arrow}
        aria-label={answer ? t`Previous version of this answer` : t`Previous version of this message`}
        title={t`Previous version`}
        disabled={disabled || index <= 0}
        onClick={() => onChange(index - 1)}
      >
        <ChevronLeft aria-hidden="true" />
      </button>
      <span className={styles.position} aria-label={t`Version ${position} of ${count}`}>
        {position} / {count}
      </span>
      <button
        type="button"
        className={styles.arrow}
        aria-label={answer ? t`Next version of this answer` : t`Next version of this message`}
        title={t`Next version`}
        disabled={disabled || index >= count - 1}
        onClick={() => onChange(index + 1)}
      >
        <ChevronRight aria-hidden="true" />
      </button>
    </div>
  );
});
