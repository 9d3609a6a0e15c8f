/**
 * The language a person chose for Duet, kept with the account as the theme is (auth/theme.ts): a
 * tag of common/locales.ts ("de", "pt-BR"), or null to follow their browser. The web app also keeps
 * it on each device, in the `duet_locale` cookie (web/src/i18n/language.ts), which the server reads
 * before anyone signs in (http/request-locale.ts localeOfRequest). The person's e-mails, the offline
 * brain's own sentences and their model's instructions are in it
 * (docs/decisions/languages-on-the-server.md).
 */
import { z } from 'zod';
import { isLocale, LOCALES, type Locale } from '../../../common/locales.js';
import type { Db } from '../db/client.js';

export const LOCALE_MESSAGE = `Choose one of Duet's languages (${LOCALES.join(', ')}), or null to follow the browser`;

/** A tag Duet speaks, or null (follow the browser). */
export const localeInput = z.object({
  locale: z
    .string({ error: LOCALE_MESSAGE })
    .refine(isLocale, { message: LOCALE_MESSAGE })
    .transform((tag) => tag as Locale)
    .nullable(),
});

export type LocaleInput = z.output<typeof localeInput>;

/** A stored value as a locale: null when none was chosen (or one Duet no longer speaks). */
export const localeOf = (value: string | null | undefined): Locale | null => (isLocale(value) ? value : null);

/** Saves the person's language (null: follow the browser); returns the user. */
export async function setLocale(db: Db, userId: string, { locale }: LocaleInput) {
  return db.user.update({ where: { id: userId }, data: { locale } });
}

/**
 * The language to write to someone in (an e-mail): the one they chose, else the language of the
 * request that caused the mail (sign-up, a forgotten password before signing in), else English.
 */
export function recipientLocale(user: { locale: string | null } | null, requestLocale?: Locale | null): Locale {
  return localeOf(user?.locale) ?? requestLocale ?? 'en';
}
