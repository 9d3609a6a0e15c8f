/** Mails a person a password reset link (PeopleSection.tsx). */
import { t } from '@lingui/core/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useSendPasswordResetMutation as Mutation } from '../../__generated__/useSendPasswordResetMutation.graphql';
import { committed, failureMessage } from '../../relay/committed';

const Document = graphql`
  mutation useSendPasswordResetMutation($id: ID!) {
    adminSendPasswordReset(id: $id) {
      ... on AdminPerson @alias(as: "done") {
        id
        status
      }
      ... on Error @alias(as: "refusal") {
        message
      }
    }
  }
`;

/** Resolves when done; rejects with the server's refusal. */
export function useSendPasswordResetMutation() {
  const [commit] = useMutation<Mutation>(Document);
  return useCallback(
    async (id: string) => {
      const { adminSendPasswordReset: r } = await committed(commit, { variables: { id } });
      if (!r.done) throw new Error(failureMessage(r) ?? t`Failed`);
    },
    [commit],
  );
}
