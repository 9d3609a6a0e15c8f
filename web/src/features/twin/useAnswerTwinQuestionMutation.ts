/**
 * Answers a question of the review queue: the answer becomes a public memory the twin uses from now
 * on. The question leaves the queue at once (optimistic), and comes back if the answer fails.
 */
import { t } from '@lingui/core/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useAnswerTwinQuestionMutation as MutationType } from '../../__generated__/useAnswerTwinQuestionMutation.graphql';
import { committed, failureMessage } from '../../relay/committed';
import { removeFromQueue } from './review-queue';

const Mutation = graphql`
  mutation useAnswerTwinQuestionMutation($id: ID!, $answer: String!) {
    answerTwinQuestion(id: $id, answer: $answer) {
      __typename
      ... on TwinQuestion {
        id
        status
        answer
      }
      ... on Error @alias(as: "refusal") {
        message
      }
    }
  }
`;

export function useAnswerTwinQuestionMutation(viewerId: string) {
  const [commit, pending] = useMutation<MutationType>(Mutation);
  const answer = useCallback(
    (id: string, text: string) =>
      committed(commit, {
        variables: { id, answer: text },
        optimisticUpdater: (store) => removeFromQueue(store, viewerId, id),
        updater: (store, data) => {
          if (data?.answerTwinQuestion.__typename === 'TwinQuestion') removeFromQueue(store, viewerId, id);
        },
      }).then(({ answerTwinQuestion: result }) => {
        if (result.__typename !== 'TwinQuestion') throw new Error(failureMessage(result) ?? t`Failed to answer`);
      }),
    [commit, viewerId],
  );
  return [answer, pending] as const;
}
