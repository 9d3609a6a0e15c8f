/**
 * Saves profile changes (updateProfile): settings, section visibility, the public switch, search
 * indexing and the sites that may embed the twin. The
 * change shows at once (optimistic); a ValidationError comes back as { field, message }.
 */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type {
  UpdateProfileInput,
  useUpdateProfileMutation as MutationType,
} from '../../__generated__/useUpdateProfileMutation.graphql';
import { committed } from '../../relay/committed';

const Mutation = graphql`
  mutation useUpdateProfileMutation($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      __typename
      ... on Profile {
        id
        username
        displayName
        public
        publicProfileUrl
        hideFromSearch
        embedOrigins
        sectionVisibility {
          achievements
          posts
          photos
          skills
          projects
        }
      }
      ... on ValidationError {
        field
        message
      }
    }
  }
`;

export type SaveResult = { ok: true } | { ok: false; field: string; message: string };

export function useUpdateProfileMutation(profileId: string) {
  const [commit, saving] = useMutation<MutationType>(Mutation);
  const save = useCallback(
    (input: UpdateProfileInput) =>
      committed(commit, {
        variables: { input },
        optimisticUpdater: (store) => {
          const profile = store.get(profileId);
          if (!profile) return;
          if (typeof input.public === 'boolean') profile.setValue(input.public, 'public');
          if (typeof input.hideFromSearch === 'boolean')
            profile.setValue(input.hideFromSearch, 'hideFromSearch');
          if (input.displayName !== undefined) profile.setValue(input.displayName, 'displayName');
          const sections = input.sectionVisibility;
          const visibility = profile.getLinkedRecord('sectionVisibility');
          if (sections && visibility) {
            for (const [key, value] of Object.entries(sections))
              if (typeof value === 'boolean') visibility.setValue(value, key);
          }
        },
      }).then(({ updateProfile: result }): SaveResult =>
        result.__typename === 'ValidationError'
          ? { ok: false, field: result.field, message: result.message }
          : { ok: true },
      ),
    [commit, profileId],
  );
  return [save, saving] as const;
}
