import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../../internal/class-names';
import styles from './ChatPhaseIndicator.module.css';

export type ChatPhase = 'idle' | 'thinking' | 'compacting' | 'streaming_message' | 'processing' | 'complete' | 'error';

export const CHAT_PHASE_LABELS: Partial<Record<ChatPhase, string>> = {
  thinking: 'Thinking...',
  compacting: 'Compacting conversation...',
  streaming_message: 'Writing...',
  processing: 'Using tools...',
};

export interface ChatPhaseIndicatorProps extends HTMLAttributes<HTMLDivElement> {
  phase: ChatPhase;
  labels?: Partial<Record<ChatPhase, string>>;
}

/** What the assistant is doing now; renders nothing when idle, complete or failed. */
export const ChatPhaseIndicator = forwardRef<HTMLDivElement, ChatPhaseIndicatorProps>(function ChatPhaseIndicator(
  { phase, labels, className, ...rest },
  ref,
) {
  const label = { ...CHAT_PHASE_LABELS, ...labels }[phase];
  return (
    <div ref={ref} role="status" className={cx(styles.root, className)} data-phase={phase} {...rest}>
      {label && (
        <>
          <span className={styles.dots} aria-hidden="true">
            <span />
            <span />
            <span />
          </span>
          <span className={styles.label}>{label}</span>
        </>
      )}
    </div>
  );
});
