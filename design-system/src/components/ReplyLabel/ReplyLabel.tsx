import { PenLine, UserCheck } from 'lucide-react';
import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../../internal/class-names';
import styles from './ReplyLabel.module.css';

export type ReplySource = 'owner' | 'revised';

export interface ReplyLabelProps extends HTMLAttributes<HTMLParagraphElement> {
  /** owner: the person answered a question their twin passed on; revised: they rewrote the twin's reply. */
  source: ReplySource;
  /** The person's name, as visitors know it. */
  name: string;
}

const TEXT: Record<ReplySource, (name: string) => string> = {
  owner: (name) => `Answered by ${name}`,
  revised: (name) => `Revised by ${name}`,
};

/** Says who a twin reply came from when it was not the twin alone: "Answered by Ada Lovelace". */
export const ReplyLabel = forwardRef<HTMLParagraphElement, ReplyLabelProps>(function ReplyLabel(
  { source, name, className, ...rest },
  ref,
) {
  const Icon = source === 'owner' ? UserCheck : PenLine;
  return (
    <p ref={ref} className={cx(styles.root, className)} data-source={source} {...rest}>
      <Icon aria-hidden="true" className={styles.icon} />
      {TEXT[source](name)}
    </p>
  );
});
