/** Lets a disabled person sign in again (PeopleSection.tsx). */
import { t } from '@lingui/core/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useEnablePersonMutation as Mutation } from '../../__generated__/useEnablePersonMutation.graphql';
import { committed, failureMessage } from '../../relay/committed';

const Document = graphql`
  mutation useEnablePersonMutation($id: ID!) {
    adminEnablePerson(id: $id) {
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
export function useEnablePersonMutation() {
  const [commit] = useMutation<Mutation>(Document);
  return useCallback(
    async (id: string) => {
      const { adminEnablePerson: r } = await committed(commit, { variables: { id } });
      if (!r.done) throw new Error(failureMessage(r) ?? t`Failed`);
    },
    [commit],
  );
}
