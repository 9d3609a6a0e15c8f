/**
 * The one Lingui instance of the app and the design system. English is the source and lives in the
 * code itself (each message's English text stays beside its id, compiled at build time when it
 * holds a value or a plural: design-system/build/lingui-macro.ts), so the app needs no English
 * catalog and its first paint no request. Another language's compiled catalogs are loaded first
 * (web/src/i18n/language.ts). The public pages get the messages they rendered with from the server
 * instead (web/src/public-pages/page-messages.ts).
 */
import { i18n } from '@lingui/core';
import { SOURCE_LOCALE, textDirection, type Locale } from '../../../common/locales';

// Lingui compiles a message it meets as text; the build has compiled every message with a value or
// a plural, so only plain text comes here (and `{name}` values, should one slip through).
i18n.setMessagesCompiler((message) =>
  message.split(/\{(\w+)\}/).map((part, i): string | [string] => (i % 2 ? [part] : part)),
);
i18n.loadAndActivate({ locale: SOURCE_LOCALE, messages: {} });

export { i18n };

/** Switches every `Trans`, `t` and formatter to `locale`, with its messages. */
export function activateLocale(locale: Locale, messages: Record<string, unknown>) {
  i18n.loadAndActivate({ locale, messages: messages as never });
}

/** The language in use now, for Intl's dates, numbers and lists. */
export function currentLocale(): Locale {
  return i18n.locale as Locale;
}

export function currentDirection(): 'ltr' | 'rtl' {
  return textDirection(currentLocale());
}

/**
 * Intl's list and relative-time formatters in the language in use, each made once per language and
 * options, as Lingui makes its own for numbers and dates (`i18n.number`, `i18n.date`). Making one is
 * slow: made afresh in each render, formatters were most of the time an older page of a long
 * conversation took to draw (bench/RESULTS.md, long conversations).
 */
const made = new Map<string, unknown>();

/** A formatter maker that makes each formatter once: `kind` tells the makers apart. */
function once<O extends object, T>(kind: string, make: (locale: string, options?: O) => T) {
  return (options?: O, locale: string = currentLocale()): T => {
    const key = kind + locale + JSON.stringify(options);
    if (!made.has(key)) made.set(key, make(locale, options));
    return made.get(key) as T;
  };
}

export const listFormat = once('l', (l, o?: Intl.ListFormatOptions) => new Intl.ListFormat(l, o));
export const relativeTimeFormat = once(
  'r',
  (l, o?: Intl.RelativeTimeFormatOptions) => new Intl.RelativeTimeFormat(l, o),
);

/** The design system's compiled messages in `locale` (design-system/src/locales/{locale}.ts). */
export async function designSystemMessages(locale: Locale): Promise<Record<string, unknown>> {
  if (locale === SOURCE_LOCALE) return {};
  const catalogs = import.meta.glob<{ messages: Record<string, unknown> }>('../locales/*.ts');
  const load = catalogs[`../locales/${locale}.ts`];
  return load ? (await load()).messages : {};
}
