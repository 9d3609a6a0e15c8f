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
  if (count < 2) return null;
  const label = kind === 'answer' ? 'answer' : 'message';
  return (
    <div
      ref={ref}
      role="group"
      aria-label={`Versions of this ${label}`}
      className={cx(styles.root, className)}
      {...rest}
    >
      <button
        type="button"
        className={styles.arrow}
        aria-label={`Previous version of this ${label}`}
        title="Previous version"
        disabled={disabled || index <= 0}
        onClick={() => onChange(index - 1)}
      >
        <ChevronLeft aria-hidden="true" />
      </button>
      <span className={styles.position} aria-label={`Version ${index + 1} of ${count}`}>
        {index + 1} / {count}
      </span>
      <button
        type="button"
        className={styles.arrow}
        aria-label={`Next version of this ${label}`}
        title="Next version"
        disabled={disabled || index >= count - 1}
        onClick={() => onChange(index + 1)}
      >
        <ChevronRight aria-hidden="true" />
      </button>
    </div>
  );
});
