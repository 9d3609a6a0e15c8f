/**
 * A request's language (docs/decisions/languages-on-the-server.md): the signed-in person's choice
 * (User.locale, auth/locale.ts), else the one chosen on this device (the `duet_locale` cookie, which
 * the web app writes also before sign-in), else the first of the browser's languages Duet speaks
 * (Accept-Language), else English. The pages the server renders open in it, and the request context
 * carries it (context.ts `locale`) to what the request causes: e-mails sent before sign-in, the
 * model's instructions.
 */
import { acceptedLanguages, matchLocale, SOURCE_LOCALE, type Locale } from '../../../common/locales.js';
import { localeOf } from '../auth/locale.js';
import { localeOfCookies } from './cookies.js';

/** What varies the answer of a page in the request's language (its `Vary` header names these). */
export const LOCALE_VARY = 'Accept-Language, Cookie';

export function localeOfRequest(
  headers: { get(name: string): string | null | undefined },
  viewer: { locale: string | null } | null,
): Locale {
  return askedLocaleOfRequest(headers, viewer) ?? SOURCE_LOCALE;
}

/**
 * The language a request asks for, or null when it asks for none Duet speaks: the
 * person's choice, the device's, else one of the browser's languages. What a speech-to-text model
 * is told to listen for (voice/transcription.ts): with nothing said, it finds the language itself
 * rather than hear English in someone who never asked for it.
 */
export function askedLocaleOfRequest(
  headers: { get(name: string): string | null | undefined },
  viewer: { locale: string | null } | null,
): Locale | null {
  return (
    localeOf(viewer?.locale) ??
    localeOfCookies(headers.get('cookie') ?? null) ??
    matchLocale(acceptedLanguages(headers.get('accept-language')))
  );
}
