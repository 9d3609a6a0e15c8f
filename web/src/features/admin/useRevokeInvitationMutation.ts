/** Withdraws an invitation link (InvitationsSection.tsx). */
import { t } from '@lingui/core/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useRevokeInvitationMutation as Mutation } from '../../__generated__/useRevokeInvitationMutation.graphql';
import { committed, failureMessage } from '../../relay/committed';

const Document = graphql`
  mutation useRevokeInvitationMutation($id: ID!) {
    adminRevokeInvitation(id: $id) {
      ... on Invitation @alias(as: "done") {
        id
        state
      }
      ... on Error @alias(as: "refusal") {
        message
      }
    }
  }
`;

export function useRevokeInvitationMutation() {
  const [commit] = useMutation<Mutation>(Document);
  return useCallback(
    async (id: string) => {
      const { adminRevokeInvitation: r } = await committed(commit, { variables: { id } });
      if (!r.done) throw new Error(failureMessage(r) ?? t`Failed`);
    },
    [commit],
  );
}
