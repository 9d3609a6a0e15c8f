import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { forwardRef, type HTMLAttributes } from 'react';
import { cx } from '../../internal/class-names';
import styles from './ChatPhaseIndicator.module.css';

export type ChatPhase = 'idle' | 'thinking' | 'compacting' | 'streaming_message' | 'processing' | 'complete' | 'error';

/** What each phase says, shown with `i18n._(…)`; `labels` overrides them. */
export const CHAT_PHASE_LABELS: Partial<Record<ChatPhase, MessageDescriptor>> = {
  thinking: msg`Thinking...`,
  compacting: msg`Compacting conversation...`,
  streaming_message: msg`Writing...`,
  processing: msg`Using tools...`,
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
  const { i18n } = useLingui();
  const standard = CHAT_PHASE_LABELS[phase];
  const label = labels && phase in labels ? labels[phase] : standard && i18n._(standard);
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
