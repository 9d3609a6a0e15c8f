/** "Stop generating" (stopRun): the server ends the answer where it is; its stream then ends by itself. */
import { useCallback } from 'react';
import type { useStopRunMutation as Mutation } from '../../__generated__/useStopRunMutation.graphql';
import { later } from '../../after-paint/load-later';
import { useLaterMutation } from '../../after-paint/later-mutation';

const StopRun = later(() => import('./useStopRunMutation.operation').then((m) => m.StopRun));

export function useStopRunMutation() {
  const [commit] = useLaterMutation<Mutation>(StopRun);
  return useCallback(
    (threadId: string) =>
      commit({ variables: { threadId }, onError: (error) => console.warn('stopRun failed', error) }),
    [commit],
  );
}
