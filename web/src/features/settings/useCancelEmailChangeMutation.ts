/** Drops the waiting change of e-mail: its link stops working, the e-mail stays as it is. */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useCancelEmailChangeMutation as Mutation } from '../../__generated__/useCancelEmailChangeMutation.graphql';
import { committed } from '../../relay/committed';

const CancelEmailChange = graphql`
  mutation useCancelEmailChangeMutation {
    cancelEmailChange {
      ...EmailSection_viewer
    }
  }
`;

export function useCancelEmailChangeMutation() {
  const [commit, inFlight] = useMutation<Mutation>(CancelEmailChange);
  const cancel = useCallback(() => committed(commit, { variables: {} }).then(() => undefined), [commit]);
  return [cancel, inFlight] as const;
}
