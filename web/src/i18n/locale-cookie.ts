/**
 * Which language this device speaks: the person's choice, kept in the `duet_locale` cookie (the
 * server reads it for the pages it renders and the e-mails it sends before sign-in), else the
 * browser's languages, else English. Small on purpose: the public pages use it too.
 */
import { isLocale, negotiateLocale, type Locale } from '../../../common/locales';
import { readDeviceCookie, writeDeviceCookie } from '../session/device-cookie';

export const LOCALE_COOKIE = 'duet_locale';

/** The language the browser asks for, among Duet's. */
export function browserLocale(): Locale {
  const asked = navigator.languages?.length ? navigator.languages : [navigator.language];
  return negotiateLocale(asked);
}

/** The language chosen on this device, or null when it follows the browser. */
export function chosenLocale(): Locale | null {
  const tag = readDeviceCookie(LOCALE_COOKIE);
  return isLocale(tag) ? tag : null;
}

export const deviceLocale = (): Locale => chosenLocale() ?? browserLocale();

/** Keeps the choice on this device (null: follow the browser again). */
export function rememberLocale(locale: Locale | null): void {
  writeDeviceCookie(LOCALE_COOKIE, locale);
}
