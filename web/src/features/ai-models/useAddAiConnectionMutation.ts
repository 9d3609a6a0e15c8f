/** AddAiConnection for the AI models page (AiModelsRoute.tsx). */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useAddAiConnectionMutation as Mutation } from '../../__generated__/useAddAiConnectionMutation.graphql';
import { committed } from '../../relay/committed';
import { refuse, type ConnectionInput } from './refusals';

const AddMutation = graphql`
  mutation useAddAiConnectionMutation($name: String!, $kind: AiConnectionKind!, $baseUrl: String!, $apiKey: String) {
    addAiConnection(name: $name, kind: $kind, baseUrl: $baseUrl, apiKey: $apiKey) {
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

/** Adds a connection; the server tests it at once and lists its models. Rejects with the refusal, by field. */
export function useAddAiConnectionMutation() {
  const [commit, inFlight] = useMutation<Mutation>(AddMutation);
  const add = useCallback(
    async (input: ConnectionInput) => {
      const { addAiConnection: r } = await committed(commit, { variables: { ...input, apiKey: input.apiKey || null } });
      return r.connection ?? refuse(r);
    },
    [commit],
  );
  return [add, inFlight] as const;
}
