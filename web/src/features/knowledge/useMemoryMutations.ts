/**
 * The brain's memories: add, edit, flip private/public, delete. Every change shows at once
 * (optimistic) and is undone by Relay when the server refuses it; the Knowledge page's list is the
 * viewer's `memories` connection (relay/viewer-connections.ts).
 */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useMemoryMutationsCreateMutation as CreateMutation } from '../../__generated__/useMemoryMutationsCreateMutation.graphql';
import type { useMemoryMutationsDeleteMutation as DeleteMutation } from '../../__generated__/useMemoryMutationsDeleteMutation.graphql';
import type { useMemoryMutationsUpdateMutation as UpdateMutation } from '../../__generated__/useMemoryMutationsUpdateMutation.graphql';
import type { useMemoryMutationsVisibilityMutation as VisibilityMutation } from '../../__generated__/useMemoryMutationsVisibilityMutation.graphql';
import { committed, failureMessage, throwIfFailed } from '../../relay/committed';
import { prependResult, useViewerConnections } from '../../relay/viewer-connections';

export type Visibility = 'private' | 'public';

const Create = graphql`
  mutation useMemoryMutationsCreateMutation($content: String!, $visibility: MemoryVisibility!) {
    createMemory(content: $content, visibility: $visibility) {
      __typename
      ... on Memory {
        id
        ...MemoryItem_memory @alias
      }
      ... on ValidationError {
        message
      }
    }
  }
`;

const Update = graphql`
  mutation useMemoryMutationsUpdateMutation($id: ID!, $content: String!) {
    updateMemory(id: $id, content: $content) {
      __typename
      ... on Memory {
        id
        content
        updatedAt
      }
      ... on ValidationError {
        message
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

const SetVisibility = graphql`
  mutation useMemoryMutationsVisibilityMutation($id: ID!, $visibility: MemoryVisibility!) {
    setMemoryVisibility(id: $id, visibility: $visibility) {
      __typename
      ... on Memory {
        id
        visibility
      }
      ... on ValidationError {
        message
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

const Delete = graphql`
  mutation useMemoryMutationsDeleteMutation($id: ID!, $connections: [ID!]!) {
    deleteMemory(id: $id) {
      __typename
      ... on Deleted {
        id @deleteEdge(connections: $connections)
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

export function useCreateMemoryMutation() {
  const [commit, inFlight] = useMutation<CreateMutation>(Create);
  const connections = useViewerConnections('memories');
  const create = useCallback(
    (content: string, visibility: Visibility) => {
      const now = new Date().toISOString();
      const tempId = `client:memory:${now}`;
      const prepend = (store: RecordSourceSelectorProxy) =>
        prependResult(store, 'createMemory', 'Memory', connections());
      return committed(commit, {
        variables: { content, visibility },
        optimisticResponse: {
          createMemory: {
            __typename: 'Memory',
            id: tempId,
            content,
            visibility,
            source: 'owner',
            sourceThreadId: null,
            createdAt: now,
            updatedAt: now,
          },
        } as never,
        updater: prepend,
        optimisticUpdater: prepend,
      }).then((data) => throwIfFailed(failureMessage(data.createMemory)));
    },
    [commit, connections],
  );
  return [create, inFlight] as const;
}

export function useUpdateMemoryMutation() {
  const [commit, inFlight] = useMutation<UpdateMutation>(Update);
  const update = useCallback(
    (id: string, content: string) =>
      committed(commit, {
        variables: { id, content },
        optimisticResponse: {
          updateMemory: { __typename: 'Memory', id, content, updatedAt: new Date().toISOString() },
        },
      }).then((data) => throwIfFailed(failureMessage(data.updateMemory))),
    [commit],
  );
  return [update, inFlight] as const;
}

export function useSetMemoryVisibilityMutation() {
  const [commit, inFlight] = useMutation<VisibilityMutation>(SetVisibility);
  const set = useCallback(
    (id: string, visibility: Visibility) =>
      committed(commit, {
        variables: { id, visibility },
        optimisticResponse: { setMemoryVisibility: { __typename: 'Memory', id, visibility } },
      }).then((data) => throwIfFailed(failureMessage(data.setMemoryVisibility))),
    [commit],
  );
  return [set, inFlight] as const;
}

export function useDeleteMemoryMutation() {
  const [commit, inFlight] = useMutation<DeleteMutation>(Delete);
  const connections = useViewerConnections('memories');
  const remove = useCallback(
    (id: string) =>
      committed(commit, {
        variables: { id, connections: connections() },
        optimisticResponse: { deleteMemory: { __typename: 'Deleted', id } },
      }).then((data) => throwIfFailed(failureMessage(data.deleteMemory))),
    [commit, connections],
  );
  return [remove, inFlight] as const;
}
