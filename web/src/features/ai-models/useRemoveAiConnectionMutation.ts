/** RemoveAiConnection for the AI models page (AiModelsRoute.tsx). */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useRemoveAiConnectionMutation as Mutation } from '../../__generated__/useRemoveAiConnectionMutation.graphql';
import { committed } from '../../relay/committed';
import { refuse } from './refusals';

const RemoveMutation = graphql`
  mutation useRemoveAiConnectionMutation($id: ID!) {
    removeAiConnection(id: $id) {
      ... on Deleted @alias(as: "removed") {
        id
      }
      ... on Error @alias(as: "refusal") {
        message
      }
    }
  }
`;

/** Removes a connection (the page reads itself again after). */
export function useRemoveAiConnectionMutation() {
  const [commit] = useMutation<Mutation>(RemoveMutation);
  return useCallback(
    async (id: string) => {
      const { removeAiConnection: r } = await committed(commit, { variables: { id } });
      return r.removed ?? refuse(r);
    },
    [commit],
  );
}
