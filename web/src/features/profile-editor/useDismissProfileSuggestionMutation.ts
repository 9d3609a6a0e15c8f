/**
 * Dismisses one profile suggestion (ProfileSuggestionsSection): it leaves the list at once and is
 * never suggested again. A refusal puts it back and rejects with its message.
 */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useDismissProfileSuggestionMutation as Mutation } from '../../__generated__/useDismissProfileSuggestionMutation.graphql';
import { committed, failureMessage, throwIfFailed } from '../../relay/committed';
import { dropFromConnections, useViewerConnections } from '../../relay/viewer-connections';

const DismissProfileSuggestion = graphql`
  mutation useDismissProfileSuggestionMutation($id: ID!, $connections: [ID!]!) {
    dismissProfileSuggestion(id: $id) {
      __typename
      ... on ProfileSuggestionDecided {
        suggestionId @deleteEdge(connections: $connections)
      }
      ... on Error @alias(as: "refusal") {
        message
      }
    }
  }
`;

export function useDismissProfileSuggestionMutation() {
  const [commit] = useMutation<Mutation>(DismissProfileSuggestion);
  const connections = useViewerConnections('profileSuggestions');
  return useCallback(
    (id: string) => {
      const lists = connections();
      return committed(commit, {
        variables: { id, connections: lists },
        optimisticUpdater: (store) => dropFromConnections(store, lists, id),
      }).then((data) => throwIfFailed(failureMessage(data.dismissProfileSuggestion)));
    },
    [commit, connections],
  );
}
