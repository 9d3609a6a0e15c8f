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
  isLocale,
  loadScriptFonts,
  negotiateLocale,
  textDirection,
  type Locale,
} from '@duet/design-system';

export const LOCALE_COOKIE = 'duet_locale';
/** As long as the browser keeps a cookie (400 days), as the theme's. */
const MAX_AGE_SECONDS = 400 * 24 * 3600;

/** The language the browser asks for, among Duet's. */
export function browserLocale(): Locale {
  const asked = navigator.languages?.length ? navigator.languages : [navigator.language];
  return negotiateLocale(asked);
}

/** The language chosen on this device, or null when it follows the browser. */
export function chosenLocale(): Locale | null {
  const value = new RegExp(`(?:^|; )${LOCALE_COOKIE}=([^;]*)`).exec(document.cookie)?.[1];
  const tag = value ? decodeURIComponent(value) : null;
  return isLocale(tag) ? tag : null;
}

export const deviceLocale = (): Locale => chosenLocale() ?? browserLocale();

/** Keeps the choice on this device (null: follow the browser again). */
export function rememberLocale(locale: Locale | null): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = locale
    ? `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=${MAX_AGE_SECONDS}; samesite=lax${secure}`
    : `${LOCALE_COOKIE}=; path=/; max-age=0; samesite=lax${secure}`;
}

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
  document.documentElement.lang = locale;
  document.documentElement.dir = textDirection(locale);
}
