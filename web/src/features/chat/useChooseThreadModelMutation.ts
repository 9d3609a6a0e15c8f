/**
 * Chooses a conversation's model from the composer's menu: the answer brings the thread's model
 * back (ChatThread reads it), and the choice becomes the person's default for new conversations.
 */
import { useCallback } from 'react';
import type { useChooseThreadModelMutation as Mutation } from '../../__generated__/useChooseThreadModelMutation.graphql';
import { committed, failureMessage, throwIfFailed } from '../../relay/committed';
import { later } from '../../after-paint/load-later';
import { useLaterMutation } from '../../after-paint/later-mutation';

const ChooseThreadModel = later(() =>
  import('./useChooseThreadModelMutation.operation').then((m) => m.ChooseThreadModel),
);

export function useChooseThreadModelMutation() {
  const [commit] = useLaterMutation<Mutation>(ChooseThreadModel);
  return useCallback(
    (threadId: string, model: string) =>
      committed(commit, { variables: { threadId, model } }).then(({ chooseThreadModel: result }) =>
        throwIfFailed(failureMessage(result)),
      ),
    [commit],
  );
}
