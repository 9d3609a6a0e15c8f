/** Makes an invitation link (InvitationsSection.tsx); the link is shown this once. */
import { t } from '@lingui/core/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useCreateInvitationMutation as Mutation } from '../../__generated__/useCreateInvitationMutation.graphql';
import { committed, failureMessage } from '../../relay/committed';

const Document = graphql`
  mutation useCreateInvitationMutation($maxUses: Int, $expiresInDays: Int) {
    adminCreateInvitation(maxUses: $maxUses, expiresInDays: $expiresInDays) {
      ... on NewInvitation @alias(as: "made") {
        link
      }
      ... on Error @alias(as: "refusal") {
        message
      }
    }
  }
`;

/** Resolves with the link; rejects with the server's refusal. */
export function useCreateInvitationMutation() {
  const [commit] = useMutation<Mutation>(Document);
  return useCallback(
    async (maxUses: number, expiresInDays: number) => {
      const { adminCreateInvitation: r } = await committed(commit, { variables: { maxUses, expiresInDays } });
      if (!r.made) throw new Error(failureMessage(r) ?? t`Failed`);
      return r.made.link;
    },
    [commit],
  );
}
