/**
 * "Update my profile from my stories": Duet reads the stories and suggests, item by item, what the
 * profile does not have yet; what is new joins the suggestions on My Story (`@appendNode`). Two
 * runs over the same stories suggest nothing the second time.
 */
import { t } from '@lingui/core/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useProposeFromStoriesMutation as Mutation } from '../../__generated__/useProposeFromStoriesMutation.graphql';
import { committed, failureMessage } from '../../relay/committed';
import { useViewerConnections } from '../../relay/viewer-connections';

const ProposeFromStories = graphql`
  mutation useProposeFromStoriesMutation($connections: [ID!]!) {
    updateProfileFromStories {
      __typename
      ... on ProfileSuggestionsFound @alias(as: "found") {
        autoCuration
        added @appendNode(connections: $connections, edgeTypeName: "ProfileSuggestionEdge") {
          id
          field
          value
          source
          storyTitle
        }
      }
      ... on Error @alias(as: "refusal") {
        message
      }
    }
  }
`;

/** Asks for suggestions; resolves with how many are new and whether suggestions are on. */
export function useProposeFromStoriesMutation() {
  const [commit, inFlight] = useMutation<Mutation>(ProposeFromStories);
  const connections = useViewerConnections('profileSuggestions');
  const propose = useCallback(
    () =>
      committed(commit, { variables: { connections: connections() } }).then(({ updateProfileFromStories: result }) => {
        const { found } = result;
        if (!found) throw new Error(failureMessage(result) ?? t`Failed to update profile from stories`);
        return { added: found.added.length, autoCuration: found.autoCuration };
      }),
    [commit, connections],
  );
  return [propose, inFlight] as const;
}
