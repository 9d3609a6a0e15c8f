/**
 * Memory suggestions from imported conversations: remembering them (each becomes a private memory,
 * put at the top of the Knowledge page's list) or letting them go. The rows leave the suggestions
 * once the server has answered; until then the caller shows them as busy.
 */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useMemorySuggestionMutationsAcceptMutation as AcceptMutation } from '../../__generated__/useMemorySuggestionMutationsAcceptMutation.graphql';
import type { useMemorySuggestionMutationsDismissMutation as DismissMutation } from '../../__generated__/useMemorySuggestionMutationsDismissMutation.graphql';
import { committed, failureMessage, throwIfFailed } from '../../relay/committed';
import { useViewerConnections } from '../../relay/viewer-connections';

const Accept = graphql`
  mutation useMemorySuggestionMutationsAcceptMutation(
    $ids: [ID!]!
    $memories: [ID!]!
    $suggestions: [ID!]!
  ) {
    acceptMemorySuggestions(ids: $ids) {
      __typename
      ... on AcceptedMemorySuggestions {
        suggestionIds @deleteEdge(connections: $suggestions)
        memories @prependNode(connections: $memories, edgeTypeName: "MemoryEdge") {
          id
          visibility
          ...MemoryItem_memory @alias
        }
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

const Dismiss = graphql`
  mutation useMemorySuggestionMutationsDismissMutation($ids: [ID!]!, $connections: [ID!]!) {
    dismissMemorySuggestions(ids: $ids) {
      __typename
      ... on DismissedMemorySuggestions {
        ids @deleteEdge(connections: $connections)
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

export function useAcceptMemorySuggestionsMutation() {
  const [commit, inFlight] = useMutation<AcceptMutation>(Accept);
  const memories = useViewerConnections('memories');
  const suggestions = useViewerConnections('memorySuggestions');
  const accept = useCallback(
    (ids: string[]) =>
      committed(commit, {
        variables: { ids, memories: memories(), suggestions: suggestions() },
      }).then((data) => throwIfFailed(failureMessage(data.acceptMemorySuggestions))),
    [commit, memories, suggestions],
  );
  return [accept, inFlight] as const;
}

export function useDismissMemorySuggestionsMutation() {
  const [commit, inFlight] = useMutation<DismissMutation>(Dismiss);
  const connections = useViewerConnections('memorySuggestions');
  const dismiss = useCallback(
    (ids: string[]) =>
      committed(commit, { variables: { ids, connections: connections() } }).then((data) =>
        throwIfFailed(failureMessage(data.dismissMemorySuggestions)),
      ),
    [commit, connections],
  );
  return [dismiss, inFlight] as const;
}
