/**
 * "Update my profile from my stories": Duet reads the stories and proposes profile changes, which
 * wait on My Story for an answer. A proposal with no changes is not listed; the caller says so.
 */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useProposeFromStoriesMutation as Mutation } from '../../__generated__/useProposeFromStoriesMutation.graphql';
import { committed, failureMessage } from '../../relay/committed';
import { prependResult, useViewerConnections } from '../../relay/viewer-connections';

const ProposeFromStories = graphql`
  mutation useProposeFromStoriesMutation {
    updateProfileFromStories {
      __typename
      ... on ProfileProposal @alias(as: "proposal") {
        id
        changes
        ...ProposalCard_proposal
      }
      ... on Error @alias(as: "refusal") {
        message
      }
    }
  }
`;

const proposesSomething = (changes: unknown) =>
  !!changes && typeof changes === 'object' && Object.keys(changes).length > 0;

/** Asks for a proposal; resolves with its id and whether it proposes anything. */
export function useProposeFromStoriesMutation() {
  const [commit, inFlight] = useMutation<Mutation>(ProposeFromStories);
  const connections = useViewerConnections('proposals');
  const propose = useCallback(
    () =>
      committed(commit, {
        variables: {},
        // The result is a union: a proposal joins the list through prependResult
        // (docs/decisions/relay-connections.md), and only one that proposes something.
        updater: (store) =>
          prependResult(store, 'updateProfileFromStories', 'ProfileProposal', connections(), (r) =>
            proposesSomething(r.getValue('changes')),
          ),
      }).then(({ updateProfileFromStories: result }) => {
        const { proposal } = result;
        if (!proposal) throw new Error(failureMessage(result) ?? 'Failed');
        return { id: proposal.id, empty: !proposesSomething(proposal.changes) };
      }),
    [commit, connections],
  );
  return [propose, inFlight] as const;
}
