/**
 * The language menu of a server-rendered page: the page is in the language the server chose
 * (the visitor's choice, else their browser's); picking another keeps it on the device and asks
 * the server for the page again in it (web/src/i18n/locale-cookie.ts).
 */
import { currentLocale, LanguageChoice } from '@duet/design-system';
import { rememberLocale } from '../i18n/locale-cookie';

export function PublicLanguage() {
  const locale = currentLocale();
  return (
    <LanguageChoice
      compact
      value={locale}
      browserLocale={locale}
      onChange={(chosen) => {
        rememberLocale(chosen);
        window.location.reload();
      }}
    />
  );
}
