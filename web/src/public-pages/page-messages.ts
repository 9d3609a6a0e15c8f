/**
 * The words of a public page, in the visitor's language, sent with the page: the server renders it
 * with the compiled catalogs and records each message it used; the browser hydrates with exactly
 * those, without a catalog to download or Lingui's compiler (docs/decisions/languages.md).
 */
import type { Locale } from '@duet/design-system';
import { messages as dsAr } from '../../../design-system/src/locales/ar';
import { messages as dsDe } from '../../../design-system/src/locales/de';
import { messages as dsEn } from '../../../design-system/src/locales/en';
import { messages as dsEs } from '../../../design-system/src/locales/es';
import { messages as dsFr } from '../../../design-system/src/locales/fr';
import { messages as dsJa } from '../../../design-system/src/locales/ja';
import { messages as dsPtBr } from '../../../design-system/src/locales/pt-BR';
import { messages as webAr } from '../locales/ar';
import { messages as webDe } from '../locales/de';
import { messages as webEn } from '../locales/en';
import { messages as webEs } from '../locales/es';
import { messages as webFr } from '../locales/fr';
import { messages as webJa } from '../locales/ja';
import { messages as webPtBr } from '../locales/pt-BR';

type Messages = Record<string, unknown>;

const CATALOGS: Record<Locale, Messages> = {
  en: { ...dsEn, ...webEn },
  de: { ...dsDe, ...webDe },
  es: { ...dsEs, ...webEs },
  fr: { ...dsFr, ...webFr },
  'pt-BR': { ...dsPtBr, ...webPtBr },
  ja: { ...dsJa, ...webJa },
  ar: { ...dsAr, ...webAr },
};

/** Every compiled message of `locale`, the design system's and the app's. */
export const catalogOf = (locale: Locale): Messages => CATALOGS[locale];

/** The catalog of `locale` and, filled as the page renders, the messages it used. */
export function recordingCatalog(locale: Locale): { messages: Messages; used: Messages } {
  const all = CATALOGS[locale];
  const used: Messages = {};
  const messages = new Proxy(all, {
    get(target, key) {
      const value = typeof key === 'string' ? target[key] : undefined;
      if (typeof key === 'string' && value !== undefined) used[key] = value;
      return value;
    },
  });
  return { messages, used };
}
