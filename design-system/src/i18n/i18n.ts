/**
 * The one Lingui instance of the app and the design system. English is the source and lives in the
 * code itself (each message's English text stays beside its id), so English needs no catalog and
 * the first paint no request; another language's compiled catalogs are loaded first
 * (web/src/i18n/activate.ts). The compiler turns English messages with a value or a plural into
 * text at run time (docs/decisions/languages.md).
 */
import { i18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { SOURCE_LOCALE, textDirection, type Locale } from '../../../common/locales';

i18n.setMessagesCompiler(compileMessage);
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

/** The design system's compiled messages in `locale` (design-system/src/locales/{locale}.ts). */
export async function designSystemMessages(locale: Locale): Promise<Record<string, unknown>> {
  if (locale === SOURCE_LOCALE) return {};
  const catalogs = import.meta.glob<{ messages: Record<string, unknown> }>('../locales/*.ts');
  const load = catalogs[`../locales/${locale}.ts`];
  return load ? (await load()).messages : {};
}
