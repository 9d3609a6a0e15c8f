/**
 * Deletes the account for good, with the password (null: none typed, enough within ten minutes of
 * signing in). Resolves once it is gone; rejects with a FieldError (relay/field-error.ts) at the
 * password, or for the whole account (the last admin).
 */
import { t } from '@lingui/core/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useDeleteAccountMutation as Mutation } from '../../__generated__/useDeleteAccountMutation.graphql';
import { committed } from '../../relay/committed';
import { FieldError, throwIfFieldFailed } from '../../relay/field-error';

const DeleteAccount = graphql`
  mutation useDeleteAccountMutation($password: String) {
    deleteAccount(password: $password) {
      __typename
      ...fieldError_refusal @alias(as: "refusal")
    }
  }
`;

export function useDeleteAccountMutation() {
  const [commit, inFlight] = useMutation<Mutation>(DeleteAccount);
  const remove = useCallback(
    (password: string | null) =>
      committed(commit, { variables: { password } }).then(({ deleteAccount: result }) => {
        if (result.__typename === 'AccountDeleted') return;
        throwIfFieldFailed(result.refusal);
        throw new FieldError('form', t`Failed`);
      }),
    [commit],
  );
  return [remove, inFlight] as const;
}
