/**
 * "Skip for now" / "Start chatting" on /onboarding: the person is onboarded whatever the profile
 * lacks (docs/decisions/onboarding-lets-through.md). The viewer in the store takes the answer, so the
 * route guard lets them through to /chat at once.
 */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useFinishOnboardingMutation as Mutation } from '../../__generated__/useFinishOnboardingMutation.graphql';
import { committed } from '../../relay/committed';

const FinishOnboarding = graphql`
  mutation useFinishOnboardingMutation {
    finishOnboarding {
      id
      isOnboarded
    }
  }
`;

export function useFinishOnboardingMutation() {
  const [commit, inFlight] = useMutation<Mutation>(FinishOnboarding);
  const finish = useCallback(() => committed(commit, { variables: {} }).then(() => undefined), [commit]);
  return [finish, inFlight] as const;
}
