import { Trans } from '@lingui/react/macro';
import styles from './visually-hidden.module.css';

/**
 * What a reorder handle does, for screen readers (the handles point at it with aria-describedby),
 * and the live region that says where an item went (internal/reorder.ts).
 */
export function ReorderHelp({ id, announcement }: { id: string; announcement: string }) {
  return (
    <>
      <span id={id} className={styles.visuallyHidden}>
        <Trans>Use the arrow keys to move it, Home or End to move it to the start or the end.</Trans>
      </span>
      <span role="status" className={styles.visuallyHidden}>
        {announcement}
      </span>
    </>
  );
}
