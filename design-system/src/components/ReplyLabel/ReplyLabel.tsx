import { useLingui } from '@lingui/react/macro';
import { PenLine, Sparkles, UserCheck } from 'lucide-react';
import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../../internal/class-names';
import styles from './ReplyLabel.module.css';

export type ReplySource = 'owner' | 'revised' | 'twin';

export interface ReplyLabelProps extends HTMLAttributes<HTMLParagraphElement> {
  /**
   * owner: the person answered a question their twin passed on; revised: they rewrote the twin's
   * reply; twin: the twin wrote it alone, from the person's public facts (the quieter label).
   */
  source: ReplySource;
  /** The person's name, as visitors know it. */
  name: string;
}

const ICONS: Record<ReplySource, typeof Sparkles> = { owner: UserCheck, revised: PenLine, twin: Sparkles };

/**
 * Says who a twin reply came from: "Answered by Ada Lovelace", "Revised by Ada Lovelace", or, more
 * quietly, "Written by Ada Lovelace's twin from public facts".
 */
export const ReplyLabel = forwardRef<HTMLParagraphElement, ReplyLabelProps>(function ReplyLabel(
  { source, name, className, ...rest },
  ref,
) {
  const { t } = useLingui();
  const Icon = ICONS[source];
  const text =
    source === 'owner'
      ? t`Answered by ${name}`
      : source === 'revised'
        ? t`Revised by ${name}`
        : t`Written by ${name}'s twin from public facts`;
  return (
    <p ref={ref} className={cx(styles.root, className)} data-source={source} {...rest}>
      <Icon aria-hidden="true" className={styles.icon} />
      {text}
    </p>
  );
});
