import { Sparkles } from 'lucide-react';
import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../../internal/class-names';
import { Button } from '../Button';
import styles from './ChatCallToAction.module.css';

export interface ChatCallToActionProps extends HTMLAttributes<HTMLElement> {
  /** The profile's display name or username. */
  name: string;
  onStart: () => void;
}

/** 'Ready to Chat?': invites a visitor to talk with the person's AI twin. */
export const ChatCallToAction = forwardRef<HTMLElement, ChatCallToActionProps>(function ChatCallToAction(
  { name, onStart, className, ...rest },
  ref,
) {
  return (
    <section ref={ref} className={cx(styles.root, className)} aria-labelledby="chat-cta-title" {...rest}>
      <div className={styles.icon} aria-hidden="true">
        <Sparkles />
      </div>
      <div className={styles.text}>
        <h2 id="chat-cta-title" className={styles.title}>
          Ready to Chat?
        </h2>
        <p className={styles.description}>{`Start a conversation with ${name}'s AI twin`}</p>
      </div>
      <Button variant="primary" size="lg" onClick={onStart} className={styles.button}>
        Start Twin Chat
      </Button>
    </section>
  );
});
