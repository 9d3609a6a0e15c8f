/**
 * A twin conversation's live events while its page is open: when the owner answers a question the
 * twin passed on, the answer is appended to the history at once (threadEvents, then the newest steps
 * as after an answer, append-steps.ts). The stream reconnects after a drop, then catches up.
 */
import { useEffect } from 'react';
import { graphql, requestSubscription, useRelayEnvironment } from 'react-relay/hooks';
import type { useThreadEventsSubscription } from '../../__generated__/useThreadEventsSubscription.graphql';
import { appendNewSteps } from './append-steps';

const Subscription = graphql`
  subscription useThreadEventsSubscription($threadId: ID!) {
    threadEvents(threadId: $threadId) {
      type
    }
  }
`;

/** Reconnect delays after the stream drops: 2 s doubling to 60 s. */
const retryDelay = (attempt: number) => Math.min(60_000, 2000 * 2 ** attempt);

export function useThreadEvents(threadId: string, enabled = true) {
  const environment = useRelayEnvironment();
  useEffect(() => {
    if (!enabled) return;
    let disposed = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let subscription: { dispose(): void } | null = null;
    const catchUp = () => void appendNewSteps(environment, threadId).catch(() => undefined);
    const reconnect = () => {
      if (disposed) return;
      timer = setTimeout(() => {
        connect();
        catchUp(); // whatever arrived while the stream was down
      }, retryDelay(attempt++));
    };
    function connect() {
      subscription = requestSubscription<useThreadEventsSubscription>(environment, {
        subscription: Subscription,
        variables: { threadId },
        onNext: (event) => {
          attempt = 0;
          if (event?.threadEvents.type === 'step_added') catchUp();
        },
        onError: reconnect,
        onCompleted: reconnect,
      });
    }
    connect();
    return () => {
      disposed = true;
      clearTimeout(timer);
      subscription?.dispose();
    };
  }, [environment, threadId, enabled]);
}
