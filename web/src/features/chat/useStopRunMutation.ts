/** "Stop generating" (stopRun): the server ends the answer where it is; its stream then ends by itself. */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useStopRunMutation as Mutation } from '../../__generated__/useStopRunMutation.graphql';

const StopRun = graphql`
  mutation useStopRunMutation($threadId: ID!) {
    stopRun(threadId: $threadId) {
      __typename
      ... on StopRunPayload {
        stopped
      }
    }
  }
`;

export function useStopRunMutation() {
  const [commit] = useMutation<Mutation>(StopRun);
  return useCallback(
    (threadId: string) =>
      commit({ variables: { threadId }, onError: (error) => console.warn('stopRun failed', error) }),
    [commit],
  );
}
