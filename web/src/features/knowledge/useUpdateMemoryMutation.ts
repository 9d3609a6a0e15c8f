/**
 * Saves an edited memory: the new words show at once (optimistic) and the old ones come back if
 * the server refuses, whose message the memory then shows.
 */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useUpdateMemoryMutation as Mutation } from '../../__generated__/useUpdateMemoryMutation.graphql';
import { committed, failureMessage, throwIfFailed } from '../../relay/committed';

const UpdateMemory = graphql`
  mutation useUpdateMemoryMutation($id: ID!, $content: String!) {
    updateMemory(id: $id, content: $content) {
      __typename
      ... on Memory {
        id
        content
        updatedAt
      }
      ... on Error @alias(as: "refusal") {
        message
      }
    }
  }
`;

export function useUpdateMemoryMutation() {
  const [commit, inFlight] = useMutation<Mutation>(UpdateMemory);
  const update = useCallback(
    (id: string, content: string) =>
      committed(commit, {
        variables: { id, content },
        optimisticResponse: {
          updateMemory: { __typename: 'Memory' as const, id, content, updatedAt: new Date().toISOString() },
        },
      }).then((data) => throwIfFailed(failureMessage(data.updateMemory))),
    [commit],
  );
  return [update, inFlight] as const;
}
