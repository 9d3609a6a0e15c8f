import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import styles from './Tag.module.css';

export type TagTone = 'new' | 'high' | 'urgent' | 'neutral' | 'accent' | 'success';

const DEFAULT_TEXT: Partial<Record<TagTone, MessageDescriptor>> = {
  new: msg({ message: 'New', context: 'tag' }),
  high: msg({ message: 'High', context: 'priority tag' }),
  urgent: msg({ message: 'Urgent', context: 'priority tag' }),
};

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
  const { i18n } = useLingui();
  const text = DEFAULT_TEXT[tone];
  return (
    <span ref={ref} className={cx(styles.root, className)} data-tone={tone} {...rest}>
      {children ?? (text && i18n._(text))}
    </span>
  );
});
