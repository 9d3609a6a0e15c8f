/**
 * The language on this device: the person's choice (the `duet_locale` cookie, which the server also
 * reads for the pages it renders and the e-mails it sends before sign-in), else the browser's
 * languages, else English (common/locales.ts negotiateLocale). Switching loads the design system's
 * and the app's compiled catalogs (web/src/locales/) and re-renders every word; English is in the
 * code and needs no catalog (docs/decisions/languages.md).
 */
import {
  activateLocale,
  currentLocale,
  designSystemMessages,
  loadScriptFonts,
  textDirection,
  type Locale,
} from '@duet/design-system';

export { browserLocale, chosenLocale, deviceLocale, rememberLocale } from './locale-cookie';

/** The app's own compiled messages in `locale`. */
async function appMessages(locale: Locale): Promise<Record<string, unknown>> {
  if (locale === 'en') return {};
  const catalogs = import.meta.glob<{ messages: Record<string, unknown> }>('../locales/*.ts');
  const load = catalogs[`../locales/${locale}.ts`];
  return load ? (await load()).messages : {};
}

/** Speaks `locale` from now on: its catalogs loaded, every word re-rendered, <html lang dir> set. */
export async function switchLanguage(locale: Locale): Promise<void> {
  if (locale !== 'en' || currentLocale() !== 'en') {
    const [designSystem, app] = await Promise.all([
      designSystemMessages(locale),
      appMessages(locale),
      loadScriptFonts(locale),
    ]);
    activateLocale(locale, { ...designSystem, ...app });
  }
  markPage(locale);
}

/** <html lang dir> for `locale`: how the browser reads and lays out the page. */
export function markPage(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = textDirection(locale);
}
