/**
 * Remembers memory suggestions from imported conversations: each becomes a private memory at the
 * top of the Knowledge page's list and leaves the suggestions once the server has answered (until
 * then the caller shows the rows as busy).
 */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useAcceptMemorySuggestionsMutation as Mutation } from '../../__generated__/useAcceptMemorySuggestionsMutation.graphql';
import { committed, failureMessage, throwIfFailed } from '../../relay/committed';
import { useViewerConnections } from '../../relay/viewer-connections';

const AcceptMemorySuggestions = graphql`
  mutation useAcceptMemorySuggestionsMutation($ids: [ID!]!, $memories: [ID!]!, $suggestions: [ID!]!) {
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
      ... on Error @alias(as: "refusal") {
        message
      }
    }
  }
`;

export function useAcceptMemorySuggestionsMutation() {
  const [commit, inFlight] = useMutation<Mutation>(AcceptMemorySuggestions);
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
