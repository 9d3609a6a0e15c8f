/** Deletes a person with their data (PeopleSection.tsx). */
import { t } from '@lingui/core/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useDeletePersonMutation as Mutation } from '../../__generated__/useDeletePersonMutation.graphql';
import { committed, failureMessage } from '../../relay/committed';

const Document = graphql`
  mutation useDeletePersonMutation($id: ID!) {
    adminDeletePerson(id: $id) {
      ... on Deleted @alias(as: "done") {
        id
      }
      ... on Error @alias(as: "refusal") {
        message
      }
    }
  }
`;

/** Resolves when done; rejects with the server's refusal. */
export function useDeletePersonMutation() {
  const [commit] = useMutation<Mutation>(Document);
  return useCallback(
    async (id: string) => {
      const { adminDeletePerson: r } = await committed(commit, { variables: { id } });
      if (!r.done) throw new Error(failureMessage(r) ?? t`Failed`);
    },
    [commit],
  );
}
