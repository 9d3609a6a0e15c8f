/**
 * Adds a memory from the Knowledge page's form: it shows at the top of the list at once
 * (optimistic) and leaves it again if the server refuses, whose message the form then shows. The
 * list is the viewer's `memories` connection (relay/viewer-connections.ts).
 */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type {
  MemoryVisibility,
  useCreateMemoryMutation as Mutation,
} from '../../__generated__/useCreateMemoryMutation.graphql';
import { committed, failureMessage, throwIfFailed } from '../../relay/committed';
import { prependResult, useViewerConnections } from '../../relay/viewer-connections';

const CreateMemory = graphql`
  mutation useCreateMemoryMutation($content: String!, $visibility: MemoryVisibility!) @raw_response_type {
    createMemory(content: $content, visibility: $visibility) {
      __typename
      ... on Memory {
        id
        ...MemoryItem_memory @alias
      }
      ... on Error @alias(as: "refusal") {
        message
      }
    }
  }
`;

/** The GraphQL type of a memory (createMemory answers a union). */
const MEMORY_TYPE = 'Memory' as const;

export function useCreateMemoryMutation() {
  const [commit, inFlight] = useMutation<Mutation>(CreateMemory);
  const connections = useViewerConnections('memories');
  const create = useCallback(
    (content: string, visibility: MemoryVisibility) => {
      const now = new Date().toISOString();
      // createMemory answers a union: the new memory joins the list only when it is a Memory
      // (docs/decisions/relay-connections.md).
      const prepend = (store: RecordSourceSelectorProxy) =>
        prependResult(store, 'createMemory', MEMORY_TYPE, connections());
      return committed(commit, {
        variables: { content, visibility },
        optimisticResponse: {
          createMemory: {
            __typename: MEMORY_TYPE,
            id: `client:memory:${now}`,
            content,
            visibility,
            source: 'owner',
            sourceThreadId: null,
            createdAt: now,
            updatedAt: now,
            history: [],
          },
        },
        updater: prepend,
        optimisticUpdater: prepend,
      }).then((data) => throwIfFailed(failureMessage(data.createMemory)));
    },
    [commit, connections],
  );
  return [create, inFlight] as const;
}
