/** Mails the waiting change of e-mail a new link (the previous one stops working). */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useResendEmailChangeMutation as Mutation } from '../../__generated__/useResendEmailChangeMutation.graphql';
import { committed, failureMessage, throwIfFailed } from '../../relay/committed';

const ResendEmailChange = graphql`
  mutation useResendEmailChangeMutation {
    resendEmailChange {
      __typename
      ... on User {
        id
        ...EmailSection_viewer @alias
      }
      ... on Error @alias(as: "refusal") {
        message
      }
    }
  }
`;

export function useResendEmailChangeMutation() {
  const [commit, inFlight] = useMutation<Mutation>(ResendEmailChange);
  const resend = useCallback(
    () =>
      committed(commit, { variables: {} }).then(({ resendEmailChange }) =>
        throwIfFailed(failureMessage(resendEmailChange)),
      ),
    [commit],
  );
  return [resend, inFlight] as const;
}
