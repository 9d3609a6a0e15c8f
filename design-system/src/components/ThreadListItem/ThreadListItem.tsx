import { Trash2 } from 'lucide-react';
import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../../internal/class-names';
import styles from './ThreadListItem.module.css';

export interface ThreadListItemProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onSelect'> {
  id: string;
  title: string;
  /** A line under the title (last message preview or subtitle). */
  preview?: string | null;
  active?: boolean;
  onSelect: (id: string) => void;
  /** Shows a delete button (on hover and keyboard focus; always on touch screens). */
  onDelete?: (id: string) => void;
  deleteLabel?: string;
}

/** One conversation in the sidebar's 'Recent' list. */
export const ThreadListItem = forwardRef<HTMLDivElement, ThreadListItemProps>(function ThreadListItem(
  { id, title, preview, active = false, onSelect, onDelete, deleteLabel, className, ...rest },
  ref,
) {
  return (
    <div ref={ref} className={cx(styles.root, className)} data-active={active || undefined} {...rest}>
      <button
        type="button"
        className={styles.main}
        aria-current={active ? 'page' : undefined}
        onClick={() => onSelect(id)}
      >
        <span className={styles.title}>{title}</span>
        {preview && <span className={styles.preview}>{preview}</span>}
      </button>
      {onDelete && (
        <button
          type="button"
          className={styles.delete}
          aria-label={deleteLabel ?? `Delete ${title}`}
          onClick={() => onDelete(id)}
        >
          <Trash2 aria-hidden="true" />
        </button>
      )}
    </div>
  );
});
