import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import styles from './Tag.module.css';

export type TagTone = 'new' | 'high' | 'urgent' | 'neutral' | 'accent' | 'success';

const DEFAULT_TEXT: Partial<Record<TagTone, string>> = { new: 'New', high: 'High', urgent: 'Urgent' };

export interface TagProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: TagTone;
  /** Defaults to 'New', 'High' or 'Urgent' for those tones. */
  children?: ReactNode;
}

/** A small status label: 'New', 'High', 'Urgent', 'N new'. */
export const Tag = forwardRef<HTMLSpanElement, TagProps>(function Tag(
  { tone = 'neutral', children, className, ...rest },
  ref,
) {
  return (
    <span ref={ref} className={cx(styles.root, className)} data-tone={tone} {...rest}>
      {children ?? DEFAULT_TEXT[tone]}
    </span>
  );
});
