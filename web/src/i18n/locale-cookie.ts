/**
 * Which language this device speaks: the person's choice, kept in the `duet_locale` cookie (the
 * server reads it for the pages it renders and the e-mails it sends before sign-in), else the
 * browser's languages, else English. Small on purpose: the public pages use it too.
 */
import { isLocale, negotiateLocale, type Locale } from '../../../common/locales';

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
  const secureCookie = window.location.protocol === 'https:' ? '; secure' : '';
  const valueCookie = locale ? `${LOCALE_COOKIE}=${encodeURIComponent(locale)}` : `${LOCALE_COOKIE}=`;
  const lifeCookie = locale ? `max-age=${MAX_AGE_SECONDS}` : 'max-age=0';
  const wholeCookie = `${valueCookie}; path=/; ${lifeCookie}; samesite=lax${secureCookie}`;
  document.cookie = wholeCookie;
}
