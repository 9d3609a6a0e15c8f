/**
 * Intl's formatters in the language in use, each made once per language and options. Making one is
 * slow (a `DateTimeFormat` loads its locale's patterns): made afresh in each answer's render, they
 * were most of the time an older page of a long conversation took to draw (bench/RESULTS.md, long
 * conversations). Formatters hold no state, so one can serve every caller.
 */
import { currentLocale } from './i18n';

const made = new Map<string, unknown>();

function once<T>(kind: string, locale: string, options: object | undefined, make: () => T): T {
  const key = `${kind} ${locale} ${options ? JSON.stringify(options) : ''}`;
  let format = made.get(key) as T | undefined;
  if (format === undefined) {
    format = make();
    made.set(key, format);
  }
  return format;
}

export const numberFormat = (options?: Intl.NumberFormatOptions, locale: string = currentLocale()) =>
  once('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (options?: Intl.DateTimeFormatOptions, locale: string = currentLocale()) =>
  once('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const listFormat = (options?: Intl.ListFormatOptions, locale: string = currentLocale()) =>
  once('list', locale, options, () => new Intl.ListFormat(locale, options));

export const relativeTimeFormat = (options?: Intl.RelativeTimeFormatOptions, locale: string = currentLocale()) =>
  once('relative', locale, options, () => new Intl.RelativeTimeFormat(locale, options));
