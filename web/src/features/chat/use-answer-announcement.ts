/**
 * What a screen reader hears when an answer is complete: the answer, once (the message list itself
 * does not announce the text as it streams). ChatThread puts it in a polite live region.
 */
import { spokenText, type ChatPhase } from '@duet/design-system';
import { t } from '@lingui/core/macro';
import { useEffect, useRef, useState } from 'react';
import { isActive } from './run-state';

const ANNOUNCE_MAX = 1000;

export function useCompletedAnswerAnnouncement(phase: ChatPhase, text: string, refused: boolean): string {
  const [announcement, setAnnouncement] = useState('');
  const previous = useRef(phase);
  useEffect(() => {
    const was = previous.current;
    previous.current = phase;
    if (!isActive(was) || phase === was) return;
    if (phase === 'complete') {
      // The words, not the Markdown: no ``` or ** read out.
      const answer = spokenText(text);
      const clipped = answer.length > ANNOUNCE_MAX ? `${answer.slice(0, ANNOUNCE_MAX)}…` : answer;
      setAnnouncement(answer ? t`Answer: ${clipped}` : t`Answer complete`);
    } else if (phase === 'error' && !refused) setAnnouncement(t`The answer failed.`);
    // A refused message is announced by its own alert, above the composer.
  }, [phase, text, refused]);
  return announcement;
}
