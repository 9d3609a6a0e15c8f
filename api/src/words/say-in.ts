/**
 * The server's refusals in the request's language (words/said.ts): an English sentence the code
 * marked with `said` is found in the English catalog by its text and given in `locale`. A sentence
 * with values is matched against its English pattern (`{name} cannot be more than {max} characters`)
 * and its values, when they are marked sentences too (a field's name), are translated as well.
 * Anything not marked (a client's technical mistake, a model's own error) stays as it is.
 */
import { SOURCE_LOCALE, type Locale } from '../../../common/locales.js';
import { messages as english } from '../locales/en.js';
import { i18nFor } from './i18n.js';

interface Pattern {
  id: string;
  names: string[];
  pattern: RegExp;
  /** How much of the sentence is its own words: the most specific pattern is tried first. */
  fixed: number;
}

let index: { exact: Map<string, string>; patterns: Pattern[] } | null = null;

/** How deep sentences inside sentences are said. */
const MAX_DEPTH = 2;

/** Characters of its own a sentence with values needs to be recognised by them. */
const MIN_FIXED = 4;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function build() {
  const exact = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [id, compiled] of Object.entries(english)) {
    if (!id.startsWith('error.') && !id.startsWith('notice.')) continue;
    // A compiled message: its text, and `[name]` where a value goes (`[name, 'plural', …]` for a plural).
    const parts = (typeof compiled === 'string' ? [compiled] : compiled) as (string | unknown[])[];
    if (parts.every((part) => typeof part === 'string')) {
      exact.set(parts.join(''), id);
      continue;
    }
    // Only plain placeholders: a plural or a select cannot be read back out of its English.
    if (parts.some((part) => typeof part !== 'string' && part.length !== 1)) continue;
    const names: string[] = [];
    let source = '';
    let fixed = 0;
    for (const part of parts) {
      if (typeof part === 'string') {
        source += escape(part);
        fixed += part.length;
      } else {
        names.push(String(part[0]));
        source += '(.+?)';
      }
    }
    // A sentence that is all values would match anything: it is not looked up.
    if (fixed < MIN_FIXED) continue;
    patterns.push({ id, names, pattern: new RegExp(`^${source}$`, 's'), fixed });
  }
  patterns.sort((a, b) => b.fixed - a.fixed);
  return { exact, patterns };
}

/**
 * An amount as the code writes it in English (`toLocaleString('en-US')`: "1,000", "12,500", "2.5"),
 * in `locale`'s way ("1.000" in German, "1 000" in French); null for anything else. Digits alone
 * stay as they are: the code groups every amount of a thousand or more, so "2026" or "12345" is a
 * year or a name, not an amount.
 */
function amountIn(locale: Locale, value: string): string | null {
  if (!/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$|^\d+\.\d+$/.test(value)) return null;
  const amount = Number(value.replaceAll(',', ''));
  const decimals = value.split('.')[1]?.length ?? 0;
  return new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(
    amount,
  );
}

/** `english` in `locale` when it is one of the server's marked sentences; otherwise unchanged. */
export function sayIn(locale: Locale, english: string, depth = 0): string {
  if (locale === SOURCE_LOCALE || english === '') return english;
  index ??= build();
  const i18n = i18nFor(locale);
  const id = index.exact.get(english);
  if (id) return i18n._(id);
  for (const { id: patternId, names, pattern } of index.patterns) {
    const match = pattern.exec(english);
    if (!match) continue;
    const values = Object.fromEntries(
      names.map((name, i) => {
        const value = match[i + 1]!;
        // A value that is itself a marked sentence (a field's name, "in 3 hours") is said too, and
        // an amount the code wrote the English way ("1,000", "2.5") is written the reader's way.
        return [name, amountIn(locale, value) ?? (depth < MAX_DEPTH ? sayIn(locale, value, depth + 1) : value)];
      }),
    );
    return i18n._(patternId, values);
  }
  return english;
}
