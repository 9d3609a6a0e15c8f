/** Changes who may sign up (SignupPolicySection.tsx). */
import { t } from '@lingui/core/macro';
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type {
  SignupPolicy,
  useUpdateAdminSettingsMutation as Mutation,
} from '../../__generated__/useUpdateAdminSettingsMutation.graphql';
import { committed, failureMessage } from '../../relay/committed';

const Document = graphql`
  mutation useUpdateAdminSettingsMutation($signupPolicy: SignupPolicy!) {
    adminUpdateSettings(signupPolicy: $signupPolicy) {
      ... on InstanceSettings @alias(as: "done") {
        signupPolicy
      }
      ... on Error @alias(as: "refusal") {
        message
      }
    }
  }
`;

export function useUpdateAdminSettingsMutation() {
  const [commit] = useMutation<Mutation>(Document);
  return useCallback(
    async (signupPolicy: SignupPolicy) => {
      const { adminUpdateSettings: r } = await committed(commit, { variables: { signupPolicy } });
      if (!r.done) throw new Error(failureMessage(r) ?? t`Failed`);
    },
    [commit],
  );
}
