/**
 * The account's language on this device too: a language chosen on another device (or before an
 * update) is applied when the app starts signed in. Renders nothing. Signed out, or when the
 * account follows the browser, the device keeps its own (web/src/i18n/language.ts).
 */
import { isLocale } from '@duet/design-system';
import { useEffect } from 'react';
import { chooseOnDevice } from './useLanguageChoice';
import { chosenLocale } from './language';

export function AccountLanguage({ locale }: { locale: string | null | undefined }) {
  useEffect(() => {
    if (isLocale(locale) && locale !== chosenLocale()) void chooseOnDevice(locale);
  }, [locale]);
  return null;
}
