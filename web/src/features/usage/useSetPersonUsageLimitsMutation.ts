/** SetPersonUsageLimits for the admin's usage page (AdminUsageRoute.tsx): a person's own limits, or the default again. */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useSetPersonUsageLimitsMutation as Mutation } from '../../__generated__/useSetPersonUsageLimitsMutation.graphql';
import { committed, failureMessage, throwIfFailed } from '../../relay/committed';

const SetPersonLimits = graphql`
  mutation useSetPersonUsageLimitsMutation($userId: ID!, $daily: Int, $monthly: Int, $reset: Boolean) {
    setPersonUsageLimits(userId: $userId, daily: $daily, monthly: $monthly, reset: $reset) {
      __typename
      ... on Error @alias(as: "refusal") {
        message
      }
    }
  }
`;

export function useSetPersonUsageLimitsMutation() {
  const [commit] = useMutation<Mutation>(SetPersonLimits);
  return useCallback(
    async (userId: string, change: { daily?: number | null; monthly?: number | null; reset?: boolean }) => {
      const { setPersonUsageLimits: r } = await committed(commit, { variables: { userId, ...change } });
      throwIfFailed(failureMessage(r));
    },
    [commit],
  );
}
