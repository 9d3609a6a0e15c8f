/**
 * My Story: write, edit and delete stories; ask for profile updates drawn from them and accept or
 * dismiss the proposal. Lists change at once (optimistic) and roll back when the server refuses.
 */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useStoryMutationsCreateMutation as CreateMutation } from '../../__generated__/useStoryMutationsCreateMutation.graphql';
import type { useStoryMutationsDecideMutation as DecideMutation } from '../../__generated__/useStoryMutationsDecideMutation.graphql';
import type { useStoryMutationsDeleteMutation as DeleteMutation } from '../../__generated__/useStoryMutationsDeleteMutation.graphql';
import type { useStoryMutationsProposeMutation as ProposeMutation } from '../../__generated__/useStoryMutationsProposeMutation.graphql';
import type { useStoryMutationsUpdateMutation as UpdateMutation } from '../../__generated__/useStoryMutationsUpdateMutation.graphql';
import { committed, failureMessage, throwIfFailed } from '../../relay/committed';
import { prependResult, useViewerConnections } from '../../relay/viewer-connections';

const Create = graphql`
  mutation useStoryMutationsCreateMutation($title: String, $content: String!) {
    createStory(title: $title, content: $content) {
      __typename
      ... on Story {
        id
        ...StoryItem_story @alias
      }
      ... on ValidationError {
        message
      }
    }
  }
`;

const Update = graphql`
  mutation useStoryMutationsUpdateMutation($id: ID!, $title: String, $content: String!) {
    updateStory(id: $id, title: $title, content: $content) {
      __typename
      ... on Story {
        id
        title
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

const Delete = graphql`
  mutation useStoryMutationsDeleteMutation($id: ID!, $connections: [ID!]!) {
    deleteStory(id: $id) {
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

const Propose = graphql`
  mutation useStoryMutationsProposeMutation {
    updateProfileFromStories {
      __typename
      ... on ProfileProposal {
        id
        changes
        ...ProposalCard_proposal @alias
      }
      ... on ValidationError {
        message
      }
    }
  }
`;

const Decide = graphql`
  mutation useStoryMutationsDecideMutation($id: ID!, $accept: Boolean!, $connections: [ID!]!) {
    decideProfileProposal(id: $id, accept: $accept) {
      __typename
      ... on ProfileProposal {
        id @deleteEdge(connections: $connections)
        status
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

export function useCreateStoryMutation() {
  const [commit, inFlight] = useMutation<CreateMutation>(Create);
  const connections = useViewerConnections('stories');
  const create = useCallback(
    (title: string | null, content: string) => {
      const now = new Date().toISOString();
      const prepend = (store: RecordSourceSelectorProxy) =>
        prependResult(store, 'createStory', 'Story', connections());
      return committed(commit, {
        variables: { title, content },
        optimisticResponse: {
          createStory: {
            __typename: 'Story',
            id: `client:story:${now}`,
            title,
            content,
            createdAt: now,
            updatedAt: now,
          },
        } as never,
        optimisticUpdater: prepend,
        updater: prepend,
      }).then((data) => throwIfFailed(failureMessage(data.createStory)));
    },
    [commit, connections],
  );
  return [create, inFlight] as const;
}

export function useUpdateStoryMutation() {
  const [commit, inFlight] = useMutation<UpdateMutation>(Update);
  const update = useCallback(
    (id: string, title: string | null, content: string) =>
      committed(commit, {
        variables: { id, title, content },
        optimisticResponse: {
          updateStory: {
            __typename: 'Story',
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

export function useDeleteStoryMutation() {
  const [commit, inFlight] = useMutation<DeleteMutation>(Delete);
  const connections = useViewerConnections('stories');
  const remove = useCallback(
    (id: string) =>
      committed(commit, {
        variables: { id, connections: connections() },
        optimisticResponse: { deleteStory: { __typename: 'Deleted', id } },
      }).then((data) => throwIfFailed(failureMessage(data.deleteStory))),
    [commit, connections],
  );
  return [remove, inFlight] as const;
}

const proposesSomething = (changes: unknown) =>
  !!changes && typeof changes === 'object' && Object.keys(changes).length > 0;

/** Asks for a proposal; resolves with whether it proposes anything. */
export function useProposeFromStoriesMutation() {
  const [commit, inFlight] = useMutation<ProposeMutation>(Propose);
  const connections = useViewerConnections('proposals');
  const propose = useCallback(
    () =>
      committed(commit, {
        variables: {},
        // A proposal with no changes is not waiting for an answer: it is not listed.
        updater: (store) =>
          prependResult(store, 'updateProfileFromStories', 'ProfileProposal', connections(), (r) =>
            proposesSomething(r.getValue('changes')),
          ),
      }).then(({ updateProfileFromStories: result }) => {
        if (result.__typename !== 'ProfileProposal')
          throw new Error(failureMessage(result) ?? 'Failed');
        return { id: result.id, empty: !proposesSomething(result.changes) };
      }),
    [commit, connections],
  );
  return [propose, inFlight] as const;
}

export function useDecideProposalMutation() {
  const [commit, inFlight] = useMutation<DecideMutation>(Decide);
  const connections = useViewerConnections('proposals');
  const decide = useCallback(
    (id: string, accept: boolean) =>
      committed(commit, {
        variables: { id, accept, connections: connections() },
        optimisticResponse: {
          decideProfileProposal: {
            __typename: 'ProfileProposal',
            id,
            status: accept ? 'accepted' : 'rejected',
          },
        },
      }).then((data) => throwIfFailed(failureMessage(data.decideProfileProposal))),
    [commit, connections],
  );
  return [decide, inFlight] as const;
}
