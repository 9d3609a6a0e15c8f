/**
 * A twin conversation's live events while its page is open: when the owner answers a question the
 * twin passed on, the answer is appended to the history at once (threadEvents, then the newest steps
 * as after an answer, append-steps.ts); when the owner revises a reply, that reply is read again and
 * changes in place. The stream reconnects after a drop, then catches up.
 */
import { useEffect } from 'react';
import { fetchQuery, graphql, requestSubscription, useRelayEnvironment } from 'react-relay/hooks';
import type { useThreadEventsStepQuery } from '../../__generated__/useThreadEventsStepQuery.graphql';
import type { useThreadEventsSubscription } from '../../__generated__/useThreadEventsSubscription.graphql';
import { keepSubscribed } from '../../relay/keep-subscribed';
import { appendNewSteps } from './append-steps';

const Subscription = graphql`
  subscription useThreadEventsSubscription($threadId: ID!) {
    threadEvents(threadId: $threadId) {
      type
      stepId
    }
  }
`;

// What a revision changes, refreshed in the step's record in the store (ChatThread's history reads it).
/* eslint-disable relay/unused-fields */
const StepQuery = graphql`
  query useThreadEventsStepQuery($id: ID!) {
    node(id: $id) {
      ... on Step {
        id
        output
        metadata
        # A revised reply lists no "Based on" (api/src/chat/based-on.ts), nor sources (api/src/chat/sources.ts).
        basedOn
        sources {
          documentId
          title
          where
          href
        }
      }
    }
  }
`;
/* eslint-enable relay/unused-fields */

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
            if (event?.threadEvents.type === 'step_revised') {
              fetchQuery<useThreadEventsStepQuery>(
                environment,
                StepQuery,
                { id: event.threadEvents.stepId },
                { fetchPolicy: 'network-only' },
              )
                .toPromise()
                .catch(() => undefined);
            }
          },
          onError: life.ended,
          onCompleted: () => life.ended(),
        }),
      // Whatever arrived while the stream was down is read after it reopens.
      { delay: retryDelay, onReopen: catchUp },
    );
  }, [environment, threadId, enabled]);
}
