/**
 * Signs out every other device: the ones listed in Settings → Devices leave the list at once
 * (optimistic, `@deleteEdge` on the viewer's `devices` connection); resolves with how many the
 * server signed out.
 */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useSignOutOtherSessionsMutation as Mutation } from '../../__generated__/useSignOutOtherSessionsMutation.graphql';
import { committed } from '../../relay/committed';
import { useViewerConnections } from '../../relay/viewer-connections';

const SignOutOtherSessions = graphql`
  mutation useSignOutOtherSessionsMutation($connections: [ID!]!) {
    signOutOtherSessions {
      message
      endedSessions
      endedSessionIds @deleteEdge(connections: $connections)
    }
  }
`;

/** `others` are the devices listed now: they leave the list at once. */
export function useSignOutOtherSessionsMutation() {
  const [commit, inFlight] = useMutation<Mutation>(SignOutOtherSessions);
  const connections = useViewerConnections('devices');
  const signOut = useCallback(
    (others: readonly string[]) =>
      committed(commit, {
        variables: { connections: connections() },
        optimisticResponse: {
          signOutOtherSessions: {
            message: '',
            endedSessions: others.length,
            endedSessionIds: [...others],
          },
        },
      }).then((data) => data.signOutOtherSessions.endedSessions),
    [commit, connections],
  );
  return [signOut, inFlight] as const;
}
