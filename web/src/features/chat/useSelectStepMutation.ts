/** "‹ 2 / 3 ›": shows the branch through another version of a message (selectStep), then the caller reloads the history. */
import { t } from '@lingui/core/macro';
import { useCallback } from 'react';
import type { useSelectStepMutation as Mutation } from '../../__generated__/useSelectStepMutation.graphql';
import { committed, failureMessage } from '../../relay/committed';
import { later } from '../../after-paint/load-later';
import { useLaterMutation } from '../../after-paint/later-mutation';

const SelectStep = later(() => import('./useSelectStepMutation.operation').then((m) => m.SelectStep));

/** Resolves with an error message when the switch was refused, null when it was made. */
export function useSelectStepMutation() {
  const [commit] = useLaterMutation<Mutation>(SelectStep);
  return useCallback(
    (stepId: string) =>
      committed(commit, { variables: { stepId } }).then(
        ({ selectStep: result }) =>
          result.__typename === 'Step' ? null : (failureMessage(result) ?? t`That version could not be shown`),
        () => t`That version could not be shown. Try again.`,
      ),
    [commit],
  );
}
