/**
 * Accepts or dismisses a profile proposal drawn from the stories (ProposalCard; My Story also
 * dismisses one that proposes nothing): it leaves the proposals at once (optimistic, `@deleteEdge`)
 * and comes back if the server refuses.
 */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useDecideProposalMutation as Mutation } from '../../__generated__/useDecideProposalMutation.graphql';
import { committed, failureMessage, throwIfFailed } from '../../relay/committed';
import { useViewerConnections } from '../../relay/viewer-connections';

const DecideProposal = graphql`
  mutation useDecideProposalMutation($id: ID!, $accept: Boolean!, $connections: [ID!]!) {
    decideProfileProposal(id: $id, accept: $accept) {
      __typename
      ... on ProfileProposal {
        id @deleteEdge(connections: $connections)
        status
      }
      ... on Error @alias(as: "refusal") {
        message
      }
    }
  }
`;

export function useDecideProposalMutation() {
  const [commit, inFlight] = useMutation<Mutation>(DecideProposal);
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
