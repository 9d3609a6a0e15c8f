/**
 * Changes the password (the current one and the new one). The server signs out the other devices
 * and access tokens; resolves with its message and how many it signed out, or rejects with a
 * FieldError naming the field the refusal is about (relay/field-error.ts).
 */
import { t } from '@lingui/core/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useChangePasswordMutation as Mutation } from '../../__generated__/useChangePasswordMutation.graphql';
import { committed } from '../../relay/committed';
import { FieldError, throwIfFieldFailed } from '../../relay/field-error';

const ChangePassword = graphql`
  mutation useChangePasswordMutation($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      __typename
      ... on PasswordChanged @alias(as: "changed") {
        message
        endedSessions
      }
      ...fieldError_refusal @alias(as: "refusal")
    }
  }
`;

export function useChangePasswordMutation() {
  const [commit, inFlight] = useMutation<Mutation>(ChangePassword);
  const change = useCallback(
    (currentPassword: string, newPassword: string) =>
      committed(commit, { variables: { currentPassword, newPassword } }).then(({ changePassword: result }) => {
        const { changed } = result;
        if (changed) return { message: changed.message, endedSessions: changed.endedSessions };
        throwIfFieldFailed(result.refusal);
        throw new FieldError('form', t`Failed`);
      }),
    [commit],
  );
  return [change, inFlight] as const;
}
