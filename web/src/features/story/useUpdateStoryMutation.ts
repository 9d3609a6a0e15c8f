/**
 * Saves an edited story: the new title and words show at once (optimistic) and the old ones come
 * back if the server refuses, whose message the story then shows.
 */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useUpdateStoryMutation as Mutation } from '../../__generated__/useUpdateStoryMutation.graphql';
import { committed, failureMessage, throwIfFailed } from '../../relay/committed';

const UpdateStory = graphql`
  mutation useUpdateStoryMutation($id: ID!, $title: String, $content: String!) {
    updateStory(id: $id, title: $title, content: $content) {
      __typename
      ... on Story {
        id
        title
        content
        updatedAt
      }
      ... on Error @alias(as: "refusal") {
        message
      }
    }
  }
`;

export function useUpdateStoryMutation() {
  const [commit, inFlight] = useMutation<Mutation>(UpdateStory);
  const update = useCallback(
    (id: string, title: string | null, content: string) =>
      committed(commit, {
        variables: { id, title, content },
        optimisticResponse: {
          updateStory: {
            __typename: 'Story' as const,
            id,
            title,
            content,
            updatedAt: new Date().toISOString(),
          },
        },
      }).then((data) => throwIfFailed(failureMessage(data.updateStory))),
    [commit],
  );
  return [update, inFlight] as const;
}
