/** UpdateAiConnection for the AI models page (AiModelsRoute.tsx). */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useUpdateAiConnectionMutation as Mutation } from '../../__generated__/useUpdateAiConnectionMutation.graphql';
import { committed } from '../../relay/committed';
import { refuse, type ConnectionInput } from './refusals';

const UpdateMutation = graphql`
  mutation useUpdateAiConnectionMutation($id: ID!, $name: String, $baseUrl: String, $apiKey: String) {
    updateAiConnection(id: $id, name: $name, baseUrl: $baseUrl, apiKey: $apiKey) {
      ... on AiConnection @alias(as: "connection") {
        id
        ...ConnectionCard_connection
      }
      ... on ValidationError @alias(as: "invalid") {
        fieldErrors {
          field
          message
        }
      }
      ... on Error @alias(as: "refusal") {
        message
      }
    }
  }
`;

/** Renames a connection, moves it, or replaces or removes its key (undefined: kept). */
export function useUpdateAiConnectionMutation() {
  const [commit, inFlight] = useMutation<Mutation>(UpdateMutation);
  const update = useCallback(
    async (id: string, input: Omit<ConnectionInput, 'kind'>) => {
      const { updateAiConnection: r } = await committed(commit, { variables: { id, ...input } });
      return r.connection ?? refuse(r);
    },
    [commit],
  );
  return [update, inFlight] as const;
}
