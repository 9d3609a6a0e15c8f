/**
 * A twin conversation's live events while its page is open: when the owner answers a question the
 * twin passed on, the answer is appended to the history at once (threadEvents, then the newest steps
 * as after an answer, append-steps.ts). The stream reconnects after a drop, then catches up.
 */
import { useEffect } from 'react';
import { graphql, requestSubscription, useRelayEnvironment } from 'react-relay/hooks';
import type { useThreadEventsSubscription } from '../../__generated__/useThreadEventsSubscription.graphql';
import { keepSubscribed } from '../../relay/keep-subscribed';
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
    const catchUp = () => void appendNewSteps(environment, threadId).catch(() => undefined);
    return keepSubscribed(
      (life) =>
        requestSubscription<useThreadEventsSubscription>(environment, {
          subscription: Subscription,
          variables: { threadId },
          onNext: (event) => {
            life.received();
            if (event?.threadEvents.type === 'step_added') catchUp();
          },
          onError: life.ended,
          onCompleted: () => life.ended(),
        }),
      // Whatever arrived while the stream was down is read after it reopens.
      { delay: retryDelay, onReopen: catchUp },
    );
  }, [environment, threadId, enabled]);
}
