/**
 * A list of the person's own items (interests, skills) inside one of the offline brain's sentences,
 * as its language writes one: "climbing, jazz, sourdough" in English (as it always has), by Intl's
 * list format in the others ("Klettern, Jazz und Sauerteig", "登山、ジャズ、サワードウ").
 */
import type { Locale } from '../../../../common/locales.js';

export function listOf(locale: string, items: readonly string[]): string {
  if (locale === 'en') return items.join(', ');
  return new Intl.ListFormat(locale as Locale, { type: 'conjunction', style: 'long' }).format(items);
}
