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
import { editViewerList } from '../../relay/viewer-list';
import { committed, failureMessage, throwIfFailed } from '../../relay/committed';

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
  mutation useStoryMutationsDeleteMutation($id: ID!) {
    deleteStory(id: $id) {
      __typename
      ... on Deleted {
        id
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
  mutation useStoryMutationsDecideMutation($id: ID!, $accept: Boolean!) {
    decideProfileProposal(id: $id, accept: $accept) {
      __typename
      ... on ProfileProposal {
        id
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
  const create = useCallback(
    (title: string | null, content: string) => {
      const now = new Date().toISOString();
      const prepend = (store: RecordSourceSelectorProxy) => {
        const record = store.getRootField('createStory');
        if (record?.getValue('__typename') !== 'Story') return;
        const id = record.getDataID();
        editViewerList(store, 'stories', (ids) => [id, ...ids.filter((x) => x !== id)]);
      };
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
    [commit],
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
  const remove = useCallback(
    (id: string) => {
      const drop = (store: RecordSourceSelectorProxy) =>
        editViewerList(store, 'stories', (ids) => ids.filter((x) => x !== id));
      return committed(commit, {
        variables: { id },
        optimisticResponse: { deleteStory: { __typename: 'Deleted', id } },
        optimisticUpdater: drop,
        updater: drop,
      }).then((data) => throwIfFailed(failureMessage(data.deleteStory)));
    },
    [commit],
  );
  return [remove, inFlight] as const;
}

/** Asks for a proposal; resolves with whether it proposes anything. */
export function useProposeFromStoriesMutation() {
  const [commit, inFlight] = useMutation<ProposeMutation>(Propose);
  const propose = useCallback(
    () =>
      committed(commit, {
        variables: {},
        updater: (store) => {
          const record = store.getRootField('updateProfileFromStories');
          if (record?.getValue('__typename') !== 'ProfileProposal') return;
          const changes = record.getValue('changes');
          if (!changes || typeof changes !== 'object' || Object.keys(changes).length === 0) return;
          const id = record.getDataID();
          editViewerList(store, 'profileProposals', (ids) => [id, ...ids.filter((x) => x !== id)]);
        },
      }).then(({ updateProfileFromStories: result }) => {
        if (result.__typename !== 'ProfileProposal')
          throw new Error(failureMessage(result) ?? 'Failed');
        const changes = result.changes;
        return {
          id: result.id,
          empty: !changes || typeof changes !== 'object' || Object.keys(changes).length === 0,
        };
      }),
    [commit],
  );
  return [propose, inFlight] as const;
}

export function useDecideProposalMutation() {
  const [commit, inFlight] = useMutation<DecideMutation>(Decide);
  const decide = useCallback(
    (id: string, accept: boolean) => {
      const drop = (store: RecordSourceSelectorProxy) =>
        editViewerList(store, 'profileProposals', (ids) => ids.filter((x) => x !== id));
      return committed(commit, {
        variables: { id, accept },
        optimisticResponse: {
          decideProfileProposal: {
            __typename: 'ProfileProposal',
            id,
            status: accept ? 'accepted' : 'rejected',
          },
        },
        optimisticUpdater: drop,
        updater: drop,
      }).then((data) => throwIfFailed(failureMessage(data.decideProfileProposal)));
    },
    [commit],
  );
  return [decide, inFlight] as const;
}
