/**
 * Flips a memory between private and public (only public memories reach the twin): the switch
 * moves at once (optimistic) and back if the server refuses.
 */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type {
  MemoryVisibility,
  useSetMemoryVisibilityMutation as Mutation,
} from '../../__generated__/useSetMemoryVisibilityMutation.graphql';
import { committed, failureMessage, throwIfFailed } from '../../relay/committed';

const SetMemoryVisibility = graphql`
  mutation useSetMemoryVisibilityMutation($id: ID!, $visibility: MemoryVisibility!) {
    setMemoryVisibility(id: $id, visibility: $visibility) {
      __typename
      ... on Memory {
        id
        visibility
      }
      ... on Error @alias(as: "refusal") {
        message
      }
    }
  }
`;

export function useSetMemoryVisibilityMutation() {
  const [commit, inFlight] = useMutation<Mutation>(SetMemoryVisibility);
  const set = useCallback(
    (id: string, visibility: MemoryVisibility) =>
      committed(commit, {
        variables: { id, visibility },
        optimisticResponse: { setMemoryVisibility: { __typename: 'Memory' as const, id, visibility } },
      }).then((data) => throwIfFailed(failureMessage(data.setMemoryVisibility))),
    [commit],
  );
  return [set, inFlight] as const;
}
