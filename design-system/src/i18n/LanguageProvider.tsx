import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { i18n } from './i18n';

/**
 * Gives every component below it the language in use: wrap the app (and each story) in it once.
 * Components read words through Lingui's `Trans` and `useLingui`, which follow a change of language
 * without a reload.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
