/**
 * Saves the account's theme. The store takes the new theme at once (an optimistic answer), so every
 * view of it — the app frame that applies it, Settings, the account menu — changes before the server
 * answers, and goes back if it refuses.
 */
import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { useUpdateThemeMutation as Mutation } from '../../__generated__/useUpdateThemeMutation.graphql';
import { committed } from '../../relay/committed';
import type { ThemeName } from './apply-theme';

const UpdateTheme = graphql`
  mutation useUpdateThemeMutation($theme: Theme!) {
    updateTheme(theme: $theme) {
      id
      theme
    }
  }
`;

export function useUpdateThemeMutation() {
  const [commit, inFlight] = useMutation<Mutation>(UpdateTheme);
  const update = useCallback(
    (userId: string, theme: ThemeName) =>
      committed(commit, {
        variables: { theme },
        optimisticResponse: { updateTheme: { id: userId, theme } },
      }).then(() => undefined),
    [commit],
  );
  return [update, inFlight] as const;
}
