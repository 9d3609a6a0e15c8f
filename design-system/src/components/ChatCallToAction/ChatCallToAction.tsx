import { Trans } from '@lingui/react/macro';
import { MessageCircleOff, Sparkles } from 'lucide-react';
import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../../internal/class-names';
import { Button } from '../Button';
import styles from './ChatCallToAction.module.css';

export interface ChatCallToActionProps extends HTMLAttributes<HTMLElement> {
  /** The profile's display name or username. */
  name: string;
  onStart: () => void;
  /** False while the owner lets nobody talk to their twin: the card says so, with no button. */
  available?: boolean;
}

/** 'Ready to Chat?': invites a visitor to talk with the person's AI twin (or says the twin is off). */
export const ChatCallToAction = forwardRef<HTMLElement, ChatCallToActionProps>(function ChatCallToAction(
  { name, onStart, available = true, className, ...rest },
  ref,
) {
  if (!available)
    return (
      <section ref={ref} className={cx(styles.root, styles.off, className)} aria-labelledby="chat-cta-title" {...rest}>
        <div className={styles.icon} aria-hidden="true">
          <MessageCircleOff />
        </div>
        <div className={styles.text}>
          <h2 id="chat-cta-title" className={styles.title}>
            <Trans>The twin is off</Trans>
          </h2>
          <p className={styles.description}>
            <Trans>{name}'s twin is not taking conversations right now.</Trans>
          </p>
        </div>
      </section>
    );
  return (
    <section ref={ref} className={cx(styles.root, className)} aria-labelledby="chat-cta-title" {...rest}>
      <div className={styles.icon} aria-hidden="true">
        <Sparkles />
      </div>
      <div className={styles.text}>
        <h2 id="chat-cta-title" className={styles.title}>
          <Trans>Ready to Chat?</Trans>
        </h2>
        <p className={styles.description}>
          <Trans>Start a conversation with {name}'s AI twin</Trans>
        </p>
      </div>
      <Button variant="primary" size="lg" onClick={onStart} className={styles.button}>
        <Trans>Start Twin Chat</Trans>
      </Button>
    </section>
  );
});
