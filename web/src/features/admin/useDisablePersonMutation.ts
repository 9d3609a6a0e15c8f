/** Disables a person: signed out everywhere, tokens dead (PeopleSection.tsx). */
import { t } from '@lingui/core/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useDisablePersonMutation as Mutation } from '../../__generated__/useDisablePersonMutation.graphql';
import { committed, failureMessage } from '../../relay/committed';

const Document = graphql`
  mutation useDisablePersonMutation($id: ID!) {
    adminDisablePerson(id: $id) {
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
export function useDisablePersonMutation() {
  const [commit] = useMutation<Mutation>(Document);
  return useCallback(
    async (id: string) => {
      const { adminDisablePerson: r } = await committed(commit, { variables: { id } });
      if (!r.done) throw new Error(failureMessage(r) ?? t`Failed`);
    },
    [commit],
  );
}
