/**
 * For a voice conversation (VoiceTalk.tsx): a promise of the answer to the message just sent. It is
 * the newest answer once one newer than at sending is on the page and no answer is being written;
 * null when the message got none (it was refused, or the answer failed).
 */
import type { SpokenAnswer } from '@duet/design-system';
import { useCallback, useEffect, useRef } from 'react';

interface Waiter {
  before: string | null;
  /** An answer was being written since the message was sent. */
  sawAnswering: boolean;
  resolve: (answer: SpokenAnswer | null) => void;
}

export function useAnswered(
  answering: boolean,
  failed: boolean,
  newest: SpokenAnswer | null,
): (signal: AbortSignal) => Promise<SpokenAnswer | null> {
  const newestRef = useRef(newest);
  newestRef.current = newest;
  const waiters = useRef<Waiter[]>([]);
  useEffect(() => {
    waiters.current = waiters.current.filter((waiter) => {
      if (answering) {
        waiter.sawAnswering = true;
        return true;
      }
      if (newest && newest.id !== waiter.before) waiter.resolve(newest);
      else if (failed && waiter.sawAnswering) waiter.resolve(null);
      else return true;
      return false;
    });
  }, [answering, failed, newest]);
  return useCallback(
    (signal: AbortSignal) =>
      new Promise<SpokenAnswer | null>((resolve) => {
        waiters.current.push({ before: newestRef.current?.id ?? null, sawAnswering: false, resolve });
        signal.addEventListener('abort', () => resolve(null), { once: true });
      }),
    [],
  );
}
