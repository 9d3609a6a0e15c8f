/** SetUsageLimits for the admin's usage page (AdminUsageRoute.tsx): the default limits. */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type {
  UsageUnit,
  useSetUsageLimitsMutation as Mutation,
} from '../../__generated__/useSetUsageLimitsMutation.graphql';
import { committed, failureMessage, throwIfFailed } from '../../relay/committed';

const SetLimits = graphql`
  mutation useSetUsageLimitsMutation($unit: UsageUnit, $daily: Int, $monthly: Int) {
    setUsageLimits(unit: $unit, daily: $daily, monthly: $monthly) {
      __typename
      ... on Error @alias(as: "refusal") {
        message
      }
    }
  }
`;

export function useSetUsageLimitsMutation() {
  const [commit] = useMutation<Mutation>(SetLimits);
  return useCallback(
    async (limits: { unit: UsageUnit; daily: number | null; monthly: number | null }) => {
      const { setUsageLimits: r } = await committed(commit, { variables: limits });
      throwIfFailed(failureMessage(r));
    },
    [commit],
  );
}
