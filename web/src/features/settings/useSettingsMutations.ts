/**
 * Settings: profile basics and the public switch, password, devices and personal access tokens.
 * The public switch, revoking and signing out others show at once (optimistic).
 */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type { useSettingsMutationsPasswordMutation as PasswordMutation } from '../../__generated__/useSettingsMutationsPasswordMutation.graphql';
import type {
  useSettingsMutationsProfileMutation as ProfileMutation,
  UpdateProfileInput,
} from '../../__generated__/useSettingsMutationsProfileMutation.graphql';
import type { useSettingsMutationsRevokeMutation as RevokeMutation } from '../../__generated__/useSettingsMutationsRevokeMutation.graphql';
import type { useSettingsMutationsSignOutOthersMutation as SignOutOthersMutation } from '../../__generated__/useSettingsMutationsSignOutOthersMutation.graphql';
import type { useSettingsMutationsTokenMutation as TokenMutation } from '../../__generated__/useSettingsMutationsTokenMutation.graphql';
import { committed } from '../../relay/committed';
import { dropFromConnections, useViewerConnections } from '../../relay/viewer-connections';

const UpdateProfile = graphql`
  mutation useSettingsMutationsProfileMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      __typename
      ... on Profile {
        id
        ...ProfileBasics_profile @alias
      }
      ... on ValidationError {
        field
        message
        fieldErrors {
          field
          message
        }
      }
    }
  }
`;

const ChangePassword = graphql`
  mutation useSettingsMutationsPasswordMutation($currentPassword: String!, $newPassword: String!) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      __typename
      ... on PasswordChanged {
        message
        endedSessions
      }
      ... on ValidationError {
        field
        message
        fieldErrors {
          field
          message
        }
      }
      ... on RateLimitedError {
        message
      }
    }
  }
`;

const SignOutOthers = graphql`
  mutation useSettingsMutationsSignOutOthersMutation($connections: [ID!]!) {
    signOutOtherSessions {
      message
      endedSessions
      endedSessionIds @deleteEdge(connections: $connections)
    }
  }
`;

const Revoke = graphql`
  mutation useSettingsMutationsRevokeMutation($id: ID!, $connections: [ID!]!) {
    revokeSession(id: $id) {
      __typename
      ... on Deleted {
        id @deleteEdge(connections: $connections)
      }
      ... on NotFoundError {
        message
      }
    }
  }
`;

const CreateToken = graphql`
  mutation useSettingsMutationsTokenMutation($name: String!, $connections: [ID!]!) {
    createAccessToken(name: $name) {
      __typename
      ... on AccessToken {
        token
        session @prependNode(connections: $connections, edgeTypeName: "DeviceSessionEdge") {
          id
          ...SessionRow_session
        }
      }
      ... on ValidationError {
        message
      }
    }
  }
`;

export interface FieldFailure {
  field: string;
  message: string;
}

type Typed = {
  readonly __typename: string;
  readonly field?: string;
  readonly message?: string;
  readonly fieldErrors?: readonly { readonly field: string; readonly message: string }[];
};

/** The server's typed refusal as {field, message}; snake_case fields as the form's names. */
function refusal(result: Typed): FieldFailure | null {
  if (result.__typename === 'RateLimitedError')
    return { field: 'form', message: result.message ?? 'Too many attempts' };
  if (result.__typename !== 'ValidationError' && result.__typename !== 'NotFoundError') return null;
  const first = result.fieldErrors?.[0] ?? {
    field: result.field ?? 'form',
    message: result.message ?? 'Failed',
  };
  const field = first.field.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
  return { field, message: first.message };
}

export class FieldError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

export function useUpdateProfileMutation() {
  const [commit, inFlight] = useMutation<ProfileMutation>(UpdateProfile);
  const update = useCallback(
    (input: UpdateProfileInput, optimistic?: { id: string; public: boolean }) =>
      committed(commit, {
        variables: { input },
        ...(optimistic
          ? {
              optimisticUpdater: (store: RecordSourceSelectorProxy) =>
                store.get(optimistic.id)?.setValue(optimistic.public, 'public'),
            }
          : {}),
        updater: (store) => {
          // The header and sidebar read the name from the signed-in user: keep it in step.
          const record = store.getRootField('updateProfile');
          const viewer = store.getRoot().getLinkedRecord('viewer');
          if (record?.getValue('__typename') !== 'Profile' || !viewer) return;
          viewer.setValue(record.getValue('displayName'), 'displayName');
          viewer.setValue(record.getValue('username'), 'username');
        },
      }).then((data) => {
        const failed = refusal(data.updateProfile);
        if (failed) throw new FieldError(failed.field, failed.message);
      }),
    [commit],
  );
  return [update, inFlight] as const;
}

export function useChangePasswordMutation() {
  const [commit, inFlight] = useMutation<PasswordMutation>(ChangePassword);
  const change = useCallback(
    (currentPassword: string, newPassword: string) =>
      committed(commit, { variables: { currentPassword, newPassword } }).then(
        ({ changePassword: result }) => {
          if (result.__typename === 'PasswordChanged')
            return { message: result.message, endedSessions: result.endedSessions };
          const failed = refusal(result) ?? { field: 'form', message: 'Failed' };
          throw new FieldError(failed.field, failed.message);
        },
      ),
    [commit],
  );
  return [change, inFlight] as const;
}

/** Signs out every other device; `others` are the ones listed, gone at once (optimistic). */
export function useSignOutOtherSessionsMutation() {
  const [commit, inFlight] = useMutation<SignOutOthersMutation>(SignOutOthers);
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

/** Signs out a device or revokes a token; one already gone leaves the list too. */
export function useRevokeSessionMutation() {
  const [commit, inFlight] = useMutation<RevokeMutation>(Revoke);
  const connections = useViewerConnections('devices', 'tokens');
  const revoke = useCallback(
    (id: string) => {
      const lists = connections();
      return committed(commit, {
        variables: { id, connections: lists },
        optimisticResponse: { revokeSession: { __typename: 'Deleted', id } },
        updater: (store, data) => {
          if (data?.revokeSession.__typename === 'NotFoundError')
            dropFromConnections(store, lists, id);
        },
      }).then((data) => {
        const failed = refusal(data.revokeSession);
        if (failed) throw new Error(failed.message);
      });
    },
    [commit, connections],
  );
  return [revoke, inFlight] as const;
}

/** Creates a named personal access token; resolves with the token (shown once). */
export function useCreateAccessTokenMutation() {
  const [commit, inFlight] = useMutation<TokenMutation>(CreateToken);
  const connections = useViewerConnections('tokens');
  const create = useCallback(
    (name: string) =>
      committed(commit, { variables: { name, connections: connections() } }).then(
        ({ createAccessToken: result }) => {
          if (result.__typename === 'AccessToken') return result.token;
          throw new FieldError(
            'name',
            result.__typename === 'ValidationError' ? result.message : 'Failed',
          );
        },
      ),
    [commit, connections],
  );
  return [create, inFlight] as const;
}
