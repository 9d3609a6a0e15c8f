/**
 * The signed-in person's theme and the way to change it, for Settings and the account menu. The
 * choice is applied on this device by the app frame (web/src/layouts/AppFrame.tsx), which follows
 * the viewer's theme in the store: the optimistic answer of useUpdateThemeMutation shows it at once.
 */
import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { errorText } from '../../relay/error-text';
import { themeOf, type ThemeName } from './apply-theme';
import { useUpdateThemeMutation } from './useUpdateThemeMutation';

export function useThemeChoice(viewer: { readonly id: string; readonly theme: string } | null) {
  const { t } = useLingui();
  const [update, saving] = useUpdateThemeMutation();
  const [error, setError] = useState<string | null>(null);
  const id = viewer?.id;
  const choose = useCallback(
    (theme: ThemeName) => {
      if (!id) return;
      setError(null);
      update(id, theme).catch((e: unknown) => setError(errorText(e, t`The theme could not be saved`)));
    },
    [id, update, t],
  );
  return { theme: themeOf(viewer?.theme), choose, saving, error };
}
