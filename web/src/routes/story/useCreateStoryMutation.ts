/**
 * Saves a new story from My Story's form: it shows at the top of the stories at once (optimistic)
 * and leaves them again if the server refuses, whose message the form then shows. The list is the
 * viewer's `stories` connection (relay/viewer-connections.ts).
 */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useCreateStoryMutation as Mutation } from '../../__generated__/useCreateStoryMutation.graphql';
import { committed, failureMessage, throwIfFailed } from '../../relay/committed';
import { prependResult, useViewerConnections } from '../../relay/viewer-connections';

const CreateStory = graphql`
  mutation useCreateStoryMutation($title: String, $content: String!) @raw_response_type {
    createStory(title: $title, content: $content) {
      __typename
      ... on Story {
        id
        ...StoryItem_story @alias
      }
      ... on Error @alias(as: "refusal") {
        message
      }
    }
  }
`;

/** The new story's GraphQL type (a name, not words). */
const STORY_TYPE = 'Story' as const;

export function useCreateStoryMutation() {
  const [commit, inFlight] = useMutation<Mutation>(CreateStory);
  const connections = useViewerConnections('stories');
  const create = useCallback(
    (title: string | null, content: string) => {
      const now = new Date().toISOString();
      // createStory answers a union: the new story joins the list only when it is a Story
      // (docs/decisions/relay-connections.md).
      const prepend = (store: RecordSourceSelectorProxy) =>
        prependResult(store, 'createStory', STORY_TYPE, connections());
      return committed(commit, {
        variables: { title, content },
        optimisticResponse: {
          createStory: {
            __typename: STORY_TYPE,
            id: `client:story:${now}`,
            title,
            content,
            createdAt: now,
            updatedAt: now,
          },
        },
        optimisticUpdater: prepend,
        updater: prepend,
      }).then((data) => throwIfFailed(failureMessage(data.createStory)));
    },
    [commit, connections],
  );
  return [create, inFlight] as const;
}
