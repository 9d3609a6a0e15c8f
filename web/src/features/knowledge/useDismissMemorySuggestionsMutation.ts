/**
 * Lets memory suggestions from imported conversations go: they leave the suggestions once the
 * server has answered (until then the caller shows the rows as busy); nothing is remembered.
 */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useDismissMemorySuggestionsMutation as Mutation } from '../../__generated__/useDismissMemorySuggestionsMutation.graphql';
import { committed, failureMessage, throwIfFailed } from '../../relay/committed';
import { useViewerConnections } from '../../relay/viewer-connections';

const DismissMemorySuggestions = graphql`
  mutation useDismissMemorySuggestionsMutation($ids: [ID!]!, $connections: [ID!]!) {
    dismissMemorySuggestions(ids: $ids) {
      __typename
      ... on DismissedMemorySuggestions {
        ids @deleteEdge(connections: $connections)
      }
      ... on Error @alias(as: "refusal") {
        message
      }
    }
  }
`;

export function useDismissMemorySuggestionsMutation() {
  const [commit, inFlight] = useMutation<Mutation>(DismissMemorySuggestions);
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
