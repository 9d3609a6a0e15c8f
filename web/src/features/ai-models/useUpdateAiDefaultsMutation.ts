/** UpdateAiDefaults for the AI models page (AiModelsRoute.tsx). */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useUpdateAiDefaultsMutation as Mutation } from '../../__generated__/useUpdateAiDefaultsMutation.graphql';
import { committed } from '../../relay/committed';
import { refuse } from './refusals';

const DefaultsMutation = graphql`
  mutation useUpdateAiDefaultsMutation(
    $defaultChatModel: ID
    $utilityModel: ID
    $embeddingModel: ID
    $transcriptionModel: ID
  ) {
    updateAiDefaults(
      defaultChatModel: $defaultChatModel
      utilityModel: $utilityModel
      embeddingModel: $embeddingModel
      transcriptionModel: $transcriptionModel
    ) {
      __typename
      ... on Error @alias(as: "refusal") {
        message
      }
    }
  }
`;

/** The default chat model, the model for titles and judgements, the embedding model (the page reads itself again after). */
export function useUpdateAiDefaultsMutation() {
  const [commit] = useMutation<Mutation>(DefaultsMutation);
  return useCallback(
    async (change: {
      defaultChatModel?: string | null;
      utilityModel?: string | null;
      embeddingModel?: string | null;
      transcriptionModel?: string | null;
    }) => {
      const { updateAiDefaults: r } = await committed(commit, { variables: change });
      if (r.refusal) refuse(r);
    },
    [commit],
  );
}
