/** Makes or unmakes an admin (PeopleSection.tsx); the server keeps at least one. */
import { t } from '@lingui/core/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useSetAdminMutation as Mutation } from '../../__generated__/useSetAdminMutation.graphql';
import { committed, failureMessage } from '../../relay/committed';

const Document = graphql`
  mutation useSetAdminMutation($id: ID!, $admin: Boolean!) {
    adminSetAdmin(id: $id, admin: $admin) {
      ... on AdminPerson @alias(as: "done") {
        id
        isAdmin
      }
      ... on Error @alias(as: "refusal") {
        message
      }
    }
  }
`;

export function useSetAdminMutation() {
  const [commit] = useMutation<Mutation>(Document);
  return useCallback(
    async (id: string, admin: boolean) => {
      const { adminSetAdmin: r } = await committed(commit, { variables: { id, admin } });
      if (!r.done) throw new Error(failureMessage(r) ?? t`Failed`);
    },
    [commit],
  );
}
