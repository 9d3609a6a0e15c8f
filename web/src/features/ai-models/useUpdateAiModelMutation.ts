/** UpdateAiModel for the AI models page (AiModelsRoute.tsx). */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useUpdateAiModelMutation as Mutation } from '../../__generated__/useUpdateAiModelMutation.graphql';
import { committed } from '../../relay/committed';
import { refuse } from './refusals';

const UpdateModelMutation = graphql`
  mutation useUpdateAiModelMutation($id: ID!, $allowed: Boolean, $supportsTools: Boolean, $supportsImages: Boolean) {
    updateAiModel(id: $id, allowed: $allowed, supportsTools: $supportsTools, supportsImages: $supportsImages) {
      ... on AiModel @alias(as: "model") {
        id
        ...ConnectionCard_model
      }
      ... on Error @alias(as: "refusal") {
        message
      }
    }
  }
`;

/** Whether people may use a model, and whether it takes tools and images. */
export function useUpdateAiModelMutation() {
  const [commit] = useMutation<Mutation>(UpdateModelMutation);
  return useCallback(
    async (id: string, change: { allowed?: boolean; supportsTools?: boolean; supportsImages?: boolean }) => {
      const { updateAiModel: r } = await committed(commit, {
        variables: { id, ...change },
        // The box shows the change at once; the server's answer (or a refusal) settles it.
        optimisticUpdater: (store) => {
          const model = store.get(id);
          for (const [field, value] of Object.entries(change)) model?.setValue(value, field);
        },
      });
      return r.model ?? refuse(r);
    },
    [commit],
  );
}
