/**
 * Saves a change made on My Twin › Public page (updateProfile): the fields change on screen at once
 * (optimistic) and the answer, the profile as saved, replaces them; a refusal puts them back and
 * rejects with a FieldError naming its field (relay/field-error.ts). The header and sidebar read
 * the name from the signed-in user, so it follows a new display name.
 */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { RecordSourceSelectorProxy } from 'relay-runtime';
import type {
  UpdateProfileInput,
  useUpdatePublicPageMutation as Mutation,
} from '../../__generated__/useUpdatePublicPageMutation.graphql';
import { committed } from '../../relay/committed';
import { throwIfFieldFailed } from '../../relay/field-error';

const UpdatePublicPage = graphql`
  mutation useUpdatePublicPageMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      __typename
      ... on Profile {
        id
        displayName
        ...PublicPageEditor_profile @alias
      }
      ...fieldError_refusal @alias(as: "refusal")
    }
  }
`;

/** Fields whose new value can show before the answer (sectionVisibility is a linked record). */
const AT_ONCE = [
  'displayName',
  'title',
  'bio',
  'location',
  'interests',
  'skills',
  'achievements',
  'photos',
  'posts',
  'projects',
  'autoCuration',
] as const;

function showAtOnce(store: RecordSourceSelectorProxy, profileId: string, input: UpdateProfileInput) {
  const profile = store.get(profileId);
  if (!profile) return;
  for (const key of AT_ONCE) if (input[key] !== undefined) profile.setValue(input[key] as never, key);
  const visibility = profile.getLinkedRecord('sectionVisibility');
  for (const [key, value] of Object.entries(input.sectionVisibility ?? {}))
    if (typeof value === 'boolean') visibility?.setValue(value, key);
}

function keepViewerInStep(store: RecordSourceSelectorProxy) {
  const record = store.getRootField('updateProfile');
  const viewer = store.getRoot().getLinkedRecord('viewer');
  if (record?.getValue('__typename') !== 'Profile' || !viewer) return;
  viewer.setValue(record.getValue('displayName'), 'displayName');
}

export function useUpdatePublicPageMutation(profileId: string) {
  const [commit, saving] = useMutation<Mutation>(UpdatePublicPage);
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
