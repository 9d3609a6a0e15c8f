/**
 * Asks to change the e-mail: the server mails the new address a link and answers with the viewer,
 * whose waiting change Settings then shows. Rejects with a FieldError at the field refused
 * (relay/field-error.ts).
 */
import { t } from '@lingui/core/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useRequestEmailChangeMutation as Mutation } from '../../__generated__/useRequestEmailChangeMutation.graphql';
import { committed } from '../../relay/committed';
import { FieldError, throwIfFieldFailed } from '../../relay/field-error';

const RequestEmailChange = graphql`
  mutation useRequestEmailChangeMutation($email: String!, $password: String) {
    requestEmailChange(email: $email, password: $password) {
      __typename
      ... on User {
        id
        ...EmailSection_viewer @alias
      }
      ...fieldError_refusal @alias(as: "refusal")
    }
  }
`;

export function useRequestEmailChangeMutation() {
  const [commit, inFlight] = useMutation<Mutation>(RequestEmailChange);
  const request = useCallback(
    (email: string, password: string | null) =>
      committed(commit, { variables: { email, password } }).then(({ requestEmailChange: result }) => {
        if (result.__typename === 'User') return;
        throwIfFieldFailed(result.refusal);
        throw new FieldError('form', t`Failed`);
      }),
    [commit],
  );
  return [request, inFlight] as const;
}
