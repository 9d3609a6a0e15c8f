import { Trans } from '@lingui/react/macro';
import { Info, Plug } from 'lucide-react';
import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { cx } from '../../internal/class-names';
import { linkProps, type NavigateHandler } from '../../internal/navigation';
import styles from './OfflineBrainNotice.module.css';

/**
 * What the person can do about it: choose a connected model in the model menu when one is offered
 * to them, else an admin connects one (a link to the "AI models" page), anyone else asks their admin.
 */
export type OfflineBrainAction = { kind: 'connect'; href: string } | { kind: 'ask-admin' } | { kind: 'choose' };

export interface OfflineBrainNoticeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title?: ReactNode;
  /** What the offline brain can and cannot do. */
  text?: ReactNode;
  /** Leave out to say only what the brain is (e.g. where the admin is already on the models page). */
  action?: OfflineBrainAction;
  /** Follows the "Connect a model" link in the app (a plain left click); the href stays for a new tab. */
  onNavigate?: NavigateHandler;
  /** Smaller, for inline use (an answer's info): no icon tile, the action as a text link. */
  compact?: boolean;
}

/**
 * Says plainly that answers come from Duet's offline brain, what it does and does not do, and how
 * to get a model that writes: in an empty chat, and in an answer's info. A calm note, not a warning.
 */
export const OfflineBrainNotice = forwardRef<HTMLDivElement, OfflineBrainNoticeProps>(function OfflineBrainNotice(
  { title, text, action, onNavigate, compact = false, className, ...rest },
  ref,
) {
  title ??= <Trans>Duet's offline brain</Trans>;
  text ??= <Trans>It remembers, finds and organises what you tell it, and cannot write or reason.</Trans>;
  const id = useId();
  return (
    <div
      ref={ref}
      role="note"
      aria-labelledby={`${id}-title`}
      className={cx(styles.root, className)}
      data-compact={compact || undefined}
      {...rest}
    >
      <span className={styles.icon} aria-hidden="true">
        <Info />
      </span>
      <div className={styles.body}>
        <p id={`${id}-title`} className={styles.title}>
          {title}
        </p>
        <p className={styles.text}>{text}</p>
        {action?.kind === 'connect' && (
          <p className={styles.action}>
            <a className={styles.connect} {...linkProps(action.href, onNavigate)}>
              {!compact && <Plug aria-hidden="true" />}
              <Trans>Connect a model</Trans>
            </a>
          </p>
        )}
        {action?.kind === 'ask-admin' && (
          <p className={styles.ask}>
            <Trans>Ask your admin to connect a model.</Trans>
          </p>
        )}
        {action?.kind === 'choose' && (
          <p className={styles.ask}>
            <Trans>A connected model is in your model menu: choose it to get answers that write.</Trans>
          </p>
        )}
      </div>
    </div>
  );
});
