/**
 * The languages Duet speaks, and how a person's language is chosen from what their browser asks
 * for. Shared by the server (Accept-Language, e-mails, the public pages, the offline brain) and the
 * web app (navigator.languages, Settings). English is the source; Arabic runs right to left
 * (docs/decisions/languages.md).
 */
export const LOCALES = ['en', 'de', 'es', 'fr', 'pt-BR', 'ja', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE: Locale = 'en';

/** Each language named in itself, as a person looks for it in a list. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  'pt-BR': 'Português (Brasil)',
  ja: '日本語',
  ar: 'العربية',
};

/** The language's name in English, for a model's instructions ("Reply in German"). */
export const LOCALE_ENGLISH_NAMES: Record<Locale, string> = {
  en: 'English',
  de: 'German',
  es: 'Spanish',
  fr: 'French',
  'pt-BR': 'Brazilian Portuguese',
  ja: 'Japanese',
  ar: 'Arabic',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function textDirection(locale: Locale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/**
 * The first of a person's preferred languages that Duet speaks: an exact tag first (pt-BR), else
 * the language alone (de-AT → de, pt-PT → pt-BR, ja-JP → ja), else English.
 */
export function negotiateLocale(preferred: readonly string[]): Locale {
  return matchLocale(preferred) ?? SOURCE_LOCALE;
}

/** negotiateLocale without the fallback: null when Duet speaks none of the languages asked for. */
export function matchLocale(preferred: readonly string[]): Locale | null {
  for (const tag of preferred) {
    const lower = tag.trim().toLowerCase();
    if (!lower || lower === '*') continue;
    const exact = LOCALES.find((l) => l.toLowerCase() === lower);
    if (exact) return exact;
    const language = lower.split('-')[0];
    const byLanguage = LOCALES.find((l) => l.toLowerCase().split('-')[0] === language);
    if (byLanguage) return byLanguage;
  }
  return null;
}

/** An Accept-Language header's tags, most wanted first (q=0 left out). */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}
