/**
 * Chooses a conversation's model from the composer's menu: the answer brings the thread's model
 * back (ChatThread reads it), and the choice becomes the person's default for new conversations.
 */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useChooseThreadModelMutation as Mutation } from '../../__generated__/useChooseThreadModelMutation.graphql';
import { committed, failureMessage, throwIfFailed } from '../../relay/committed';

const ChooseThreadModel = graphql`
  mutation useChooseThreadModelMutation($threadId: ID!, $model: ID!) {
    chooseThreadModel(threadId: $threadId, model: $model) {
      ... on Thread {
        id
        model {
          id
          offline
        }
      }
      ... on Error @alias(as: "refusal") {
        message
      }
    }
  }
`;

export function useChooseThreadModelMutation() {
  const [commit] = useMutation<Mutation>(ChooseThreadModel);
  return useCallback(
    (threadId: string, model: string) =>
      committed(commit, { variables: { threadId, model } }).then(({ chooseThreadModel: result }) =>
        throwIfFailed(failureMessage(result)),
      ),
    [commit],
  );
}
