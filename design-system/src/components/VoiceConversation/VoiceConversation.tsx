import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { forwardRef, useEffect } from 'react';
import { cx } from '../../internal/class-names';
import { Button } from '../Button';
import type { ConversationParts, ConversationPhase } from './converse';
import { useVoiceConversation } from './use-voice-conversation';
import styles from './VoiceConversation.module.css';

export interface VoiceConversationProps {
  /** How it hears, sends, waits for the answer and reads it (converse.ts); it starts as it mounts. */
  parts: Omit<ConversationParts, 'phase'>;
  /** The person ended it (End, or Escape anywhere on the page). */
  onEnd: () => void;
  /** A note that does not stop it (e.g. the browser has no voice: answers are shown, not read). */
  notice?: string | null;
  className?: string;
}

const WORDS: Record<ConversationPhase, { title: MessageDescriptor; detail: MessageDescriptor }> = {
  starting: { title: msg`Starting…`, detail: msg`Allow the microphone if your browser asks.` },
  listening: { title: msg`Listening…`, detail: msg`Speak when you’re ready: what you say is sent when you pause.` },
  writing: { title: msg`Writing down what you said…`, detail: msg`Your message is sent next.` },
  thinking: { title: msg`Answering…`, detail: msg`The answer is read aloud when it’s written.` },
  speaking: { title: msg`Speaking…`, detail: msg`Listening again when it’s done.` },
};

/**
 * A hands-free voice conversation in place of the composer: Duet listens, sends what was said,
 * reads its answer aloud and listens again. What it is doing shows beside a pulsing light and is
 * said to screen readers; End (or Escape, from anywhere on the page) stops it at once.
 */
export const VoiceConversation = forwardRef<HTMLElement, VoiceConversationProps>(function VoiceConversation(
  { parts, onEnd, notice = null, className },
  ref,
) {
  const { i18n, t } = useLingui();
  const { phase, stopped } = useVoiceConversation(parts);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      onEnd();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onEnd]);
  const words = stopped
    ? { title: t`The conversation stopped.`, detail: stopped }
    : { title: i18n._(WORDS[phase].title), detail: i18n._(WORDS[phase].detail) };
  return (
    <section
      ref={ref}
      aria-label={t`Voice conversation`}
      className={cx(styles.root, className)}
      data-phase={stopped ? 'stopped' : phase}
    >
      <span className={styles.light} aria-hidden="true" />
      <div className={styles.words} role="status" aria-live="polite">
        <p className={styles.title}>{words.title}</p>
        <p className={styles.detail}>{words.detail}</p>
        {notice && !stopped && <p className={styles.detail}>{notice}</p>}
      </div>
      {/* Where the keyboard is while the conversation goes on: Enter or Escape ends it. */}
      <Button
        variant={stopped ? 'primary' : 'secondary'}
        autoFocus
        title={t`End the conversation (Esc)`}
        onClick={onEnd}
      >
        {stopped ? <Trans>Back to typing</Trans> : <Trans context="end the voice conversation">End</Trans>}
      </Button>
    </section>
  );
});
