/**
 * The server's words in every language Duet speaks (docs/decisions/languages-on-the-server.md): one
 * Lingui instance per locale, made once from the server's compiled catalogs (api/src/locales/{locale}.ts,
 * written by `npm run i18n:compile` from the PO files beside them), so that the many languages the
 * server speaks at once never change one another's. Lingui's global instance is never activated here.
 *
 * The API runs under tsx, Vitest and a bundle without Lingui's macro transform, so its messages are
 * written as Lingui's extractor reads them without it: `i18n._({ id: 'mail.reset.subject', message:
 * 'Reset your Duet password' })`, or a `/*i18n*\/ { id, message }` descriptor given to `i18n._` later.
 * The English text stays beside its id in the code; the catalogs hold it, and each translation, by id.
 */
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { SOURCE_LOCALE, type Locale } from '../../../common/locales.js';
import { messages as ar } from '../locales/ar.js';
import { messages as de } from '../locales/de.js';
import { messages as en } from '../locales/en.js';
import { messages as es } from '../locales/es.js';
import { messages as fr } from '../locales/fr.js';
import { messages as ja } from '../locales/ja.js';
import { messages as ptBR } from '../locales/pt-BR.js';

export type { I18n };

const CATALOGS: Record<Locale, Messages> = { en, de, es, fr, 'pt-BR': ptBR, ja, ar };

const instances = new Map<Locale, I18n>();

/** The server's words in `locale`: its own Lingui instance, made on first use. */
export function i18nFor(locale: Locale): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    // A message missing from a catalog (not compiled yet) falls back to English, never to its id.
    const messages = locale === SOURCE_LOCALE ? en : { ...en, ...CATALOGS[locale] };
    i18n = setupI18n({ locale, messages: { [locale]: messages } });
    instances.set(locale, i18n);
  }
  return i18n;
}
