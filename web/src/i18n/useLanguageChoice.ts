/**
 * The language in Settings and before sign-in: the choice shows at once on this device (its
 * catalogs loaded, every word re-rendered, the `duet_locale` cookie written) and, signed in, is
 * saved for the account, so it follows the person to another device (AccountLanguage applies it
 * there) and their e-mails speak it.
 */
import { useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import { isLocale, type Locale } from '@duet/design-system';
import type { useLanguageChoiceMutation as Mutation } from '../__generated__/useLanguageChoiceMutation.graphql';
import { committed, failureMessage } from '../relay/committed';
import { browserLocale, chosenLocale, rememberLocale, switchLanguage } from './language';

const UpdateLocale = graphql`
  mutation useLanguageChoiceMutation($locale: String) {
    updateLocale(locale: $locale) {
      __typename
      ... on User {
        id
        locale
      }
      ... on Error @alias(as: "refusal") {
        message
      }
    }
  }
`;

/** Switches this device to `chosen` (null: the browser's language) and keeps it. */
export async function chooseOnDevice(chosen: Locale | null): Promise<void> {
  rememberLocale(chosen);
  await switchLanguage(chosen ?? browserLocale());
}

export function useLanguageChoice(viewer: { readonly id: string; readonly locale?: string | null } | null) {
  const { t } = useLingui();
  const [commit, saving] = useMutation<Mutation>(UpdateLocale);
  const [device, setDevice] = useState<Locale | null>(chosenLocale);
  const [error, setError] = useState<string | null>(null);
  const accountLocale = viewer?.locale;
  const value: Locale | null = viewer ? (isLocale(accountLocale) ? accountLocale : null) : device;
  const id = viewer?.id;
  const choose = useCallback(
    (chosen: Locale | null) => {
      setError(null);
      setDevice(chosen);
      void chooseOnDevice(chosen);
      if (!id) return;
      committed(commit, {
        variables: { locale: chosen },
        optimisticResponse: { updateLocale: { __typename: 'User' as const, id, locale: chosen, refusal: null } },
      })
        .then(({ updateLocale: result }) => {
          const refusal = failureMessage(result);
          if (refusal) setError(refusal);
        })
        .catch(() => setError(t`The language could not be saved`));
    },
    [commit, id, t],
  );
  return { value, browser: browserLocale(), choose, saving, error };
}
