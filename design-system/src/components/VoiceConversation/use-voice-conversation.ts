/**
 * Runs a voice conversation (converse.ts) while the component that uses it is on the page: its
 * phase for the indicator, and the reason when it stopped on its own. Leaving ends it.
 */
import { t } from '@lingui/core/macro';
import { useEffect, useRef, useState } from 'react';
import { ConversationEnded, converse, type ConversationPhase, type ConversationParts } from './converse';

export function useVoiceConversation(parts: Omit<ConversationParts, 'phase'>): {
  phase: ConversationPhase;
  /** Why the conversation stopped on its own; null while it goes on. */
  stopped: string | null;
} {
  const [phase, setPhase] = useState<ConversationPhase>('starting');
  const [stopped, setStopped] = useState<string | null>(null);
  // The parts as the conversation starts: it keeps them until it ends.
  const initial = useRef(parts);
  useEffect(() => {
    const controller = new AbortController();
    converse({ ...initial.current, phase: setPhase }, controller.signal).catch((error: unknown) => {
      if (controller.signal.aborted) return;
      setStopped(
        error instanceof ConversationEnded ? error.message : t`The conversation stopped. Start it again to go on.`,
      );
    });
    return () => controller.abort();
  }, []);
  return { phase, stopped };
}
