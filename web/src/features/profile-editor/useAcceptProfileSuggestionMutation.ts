/**
 * Accepts one profile suggestion, as it is or as the owner edited it (ProfileSuggestionsSection):
 * it leaves the list at once (optimistic) and for good (`@deleteEdge`), and the profile the answer
 * brings back refreshes every list and chip that shows it. A refusal puts it back and rejects with
 * its message.
 */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useAcceptProfileSuggestionMutation as Mutation } from '../../__generated__/useAcceptProfileSuggestionMutation.graphql';
import { committed, failureMessage, throwIfFailed } from '../../relay/committed';
import { dropFromConnections, useViewerConnections } from '../../relay/viewer-connections';

const AcceptProfileSuggestion = graphql`
  mutation useAcceptProfileSuggestionMutation($id: ID!, $value: String, $connections: [ID!]!) {
    acceptProfileSuggestion(id: $id, value: $value) {
      __typename
      ... on ProfileSuggestionDecided {
        suggestionId @deleteEdge(connections: $connections)
        profile {
          id
          bio
          interests
          skills
          achievements
        }
      }
      ... on Error @alias(as: "refusal") {
        message
      }
    }
  }
`;

export function useAcceptProfileSuggestionMutation() {
  const [commit] = useMutation<Mutation>(AcceptProfileSuggestion);
  const connections = useViewerConnections('profileSuggestions');
  return useCallback(
    (id: string, value?: string) => {
      const lists = connections();
      return committed(commit, {
        variables: { id, value: value ?? null, connections: lists },
        optimisticUpdater: (store) => dropFromConnections(store, lists, id),
      }).then((data) => throwIfFailed(failureMessage(data.acceptProfileSuggestion)));
    },
    [commit, connections],
  );
}
