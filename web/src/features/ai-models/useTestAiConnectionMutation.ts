/** TestAiConnection for the AI models page (AiModelsRoute.tsx). */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useTestAiConnectionMutation as Mutation } from '../../__generated__/useTestAiConnectionMutation.graphql';
import { committed } from '../../relay/committed';
import { refuse } from './refusals';

const TestMutation = graphql`
  mutation useTestAiConnectionMutation($id: ID!) {
    testAiConnection(id: $id) {
      ... on AiConnection @alias(as: "connection") {
        id
        ...ConnectionCard_connection
      }
      ... on Error @alias(as: "refusal") {
        message
      }
    }
  }
`;

/** Tests a connection: its last test and its models come back in its fragment. */
export function useTestAiConnectionMutation() {
  const [commit] = useMutation<Mutation>(TestMutation);
  return useCallback(
    async (id: string) => {
      const { testAiConnection: r } = await committed(commit, { variables: { id } });
      return r.connection ?? refuse(r);
    },
    [commit],
  );
}
