/**
 * Answers a question of the review queue: the answer becomes a public memory the twin uses from now
 * on. The question leaves the queue at once (optimistic), and comes back if the answer fails.
 */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useAnswerTwinQuestionMutation as MutationType } from '../../__generated__/useAnswerTwinQuestionMutation.graphql';
import { committed } from '../../relay/committed';

const Mutation = graphql`
  mutation useAnswerTwinQuestionMutation($id: ID!, $answer: String!) {
    answerTwinQuestion(id: $id, answer: $answer) {
      __typename
      ... on TwinQuestion {
        id
        status
        answer
      }
      ... on ValidationError {
        message
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

const OPEN = { status: 'open' };

/** Drops the question from the viewer's open queue. */
export function removeFromQueue(
  store: RecordSourceSelectorProxy,
  viewerId: string,
  questionId: string,
) {
  const viewer = store.get(viewerId);
  const open = viewer?.getLinkedRecords('twinQuestions', OPEN);
  if (!viewer || !open) return;
  viewer.setLinkedRecords(
    open.filter((q) => q && q.getDataID() !== questionId),
    'twinQuestions',
    OPEN,
  );
}

export function useAnswerTwinQuestionMutation(viewerId: string) {
  const [commit, pending] = useMutation<MutationType>(Mutation);
  const answer = useCallback(
    (id: string, text: string) =>
      committed(commit, {
        variables: { id, answer: text },
        optimisticUpdater: (store) => removeFromQueue(store, viewerId, id),
        updater: (store, data) => {
          if (data?.answerTwinQuestion.__typename === 'TwinQuestion')
            removeFromQueue(store, viewerId, id);
        },
      }).then(({ answerTwinQuestion: result }) => {
        if (result.__typename !== 'TwinQuestion')
          throw new Error(result.__typename === '%other' ? 'Failed to answer' : result.message);
      }),
    [commit, viewerId],
  );
  return [answer, pending] as const;
}
