/** Refuses a waiting sign-up (PeopleSection.tsx). */
import { t } from '@lingui/core/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useDeclinePersonMutation as Mutation } from '../../__generated__/useDeclinePersonMutation.graphql';
import { committed, failureMessage } from '../../relay/committed';

const Document = graphql`
  mutation useDeclinePersonMutation($id: ID!) {
    adminDeclinePerson(id: $id) {
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
export function useDeclinePersonMutation() {
  const [commit] = useMutation<Mutation>(Document);
  return useCallback(
    async (id: string) => {
      const { adminDeclinePerson: r } = await committed(commit, { variables: { id } });
      if (!r.done) throw new Error(failureMessage(r) ?? t`Failed`);
    },
    [commit],
  );
}
