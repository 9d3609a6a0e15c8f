/**
 * Saves profile changes (updateProfile) for My Twin's controls (TwinSettings: the public switch,
 * search indexing, the sites that may embed the twin, the Profile Settings dialog) and Settings'
 * profile basics (ProfileBasics: display name, username, the public switch). The switches, the
 * display name and the section visibility change at once (optimistic); the answer refreshes what
 * both components show and the name in the header and sidebar. A refusal rejects with a FieldError
 * naming its field (relay/field-error.ts).
 */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type {
  UpdateProfileInput,
  useUpdateProfileMutation as Mutation,
} from '../../__generated__/useUpdateProfileMutation.graphql';
import { committed } from '../../relay/committed';
import { throwIfFieldFailed } from '../../relay/field-error';

const UpdateProfile = graphql`
  mutation useUpdateProfileMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      __typename
      ... on Profile {
        id
        ...TwinSettings_profile @alias
        ...ProfileBasics_profile @alias
      }
      ...fieldError_refusal @alias(as: "refusal")
    }
  }
`;

/** The input's switches, display name and section visibility, on the profile before the answer. */
function showAtOnce(store: RecordSourceSelectorProxy, profileId: string, input: UpdateProfileInput) {
  const profile = store.get(profileId);
  if (!profile) return;
  if (typeof input.public === 'boolean') profile.setValue(input.public, 'public');
  if (typeof input.hideFromSearch === 'boolean') profile.setValue(input.hideFromSearch, 'hideFromSearch');
  if (input.displayName !== undefined) profile.setValue(input.displayName, 'displayName');
  const sections = input.sectionVisibility;
  const visibility = profile.getLinkedRecord('sectionVisibility');
  if (sections && visibility) {
    for (const [key, value] of Object.entries(sections))
      if (typeof value === 'boolean') visibility.setValue(value, key);
  }
}

/** The header and sidebar read the name from the signed-in user: keep it in step with the profile. */
function keepViewerInStep(store: RecordSourceSelectorProxy) {
  const record = store.getRootField('updateProfile');
  const viewer = store.getRoot().getLinkedRecord('viewer');
  if (record?.getValue('__typename') !== 'Profile' || !viewer) return;
  viewer.setValue(record.getValue('displayName'), 'displayName');
  viewer.setValue(record.getValue('username'), 'username');
}

export function useUpdateProfileMutation(profileId: string) {
  const [commit, saving] = useMutation<Mutation>(UpdateProfile);
  const save = useCallback(
    (input: UpdateProfileInput) =>
      committed(commit, {
        variables: { input },
        optimisticUpdater: (store) => showAtOnce(store, profileId, input),
        updater: keepViewerInStep,
      }).then(({ updateProfile: result }) => throwIfFieldFailed(result.refusal)),
    [commit, profileId],
  );
  return [save, saving] as const;
}
