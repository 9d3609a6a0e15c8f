/**
 * The server's marked sentences (words/said.ts) found again by their English and given in each
 * language (words/say-in.ts): every one in the catalogs, with and without values.
 */
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../../common/locales.js';
import { messages as english } from '../locales/en.js';
import { i18nFor } from './i18n.js';
import { said } from './said.js';
import { sayIn } from './say-in.js';

type Part = string | unknown[];
const marked = Object.entries(english)
  .filter(([id]) => id.startsWith('error.') || id.startsWith('notice.'))
  .map(([id, compiled]) => {
    const parts = (typeof compiled === 'string' ? [compiled] : compiled) as Part[];
    const names = parts.filter((part): part is unknown[] => typeof part !== 'string').map((part) => String(part[0]));
    // The source sentence as the code writes it, placeholders and all.
    const message = parts.map((part) => (typeof part === 'string' ? part : `{${String(part[0])}}`)).join('');
    return { id: id as `error.${string}` | `notice.${string}`, message, names };
  });

describe('the server’s refusals in the request’s language', () => {
  it('has sentences to translate', () => {
    expect(marked.length).toBeGreaterThan(20);
    expect(marked.some((m) => m.names.length > 0)).toBe(true);
  });

  it('marks each sentence once: one English, one id, one translation', () => {
    const ids = new Map<string, string>();
    for (const { id, message } of marked) {
      expect([message, ids.get(message) ?? id]).toEqual([message, id]);
      ids.set(message, id);
    }
  });

  it('leaves English, and what is not marked, as it is', () => {
    expect(sayIn('de', 'Something a model said went wrong (HTTP 502)')).toBe(
      'Something a model said went wrong (HTTP 502)',
    );
    for (const { id, message } of marked) expect(sayIn('en', said({ id, message }))).toBe(said({ id, message }));
  });

  it('writes the values into the English as the catalog does, so the English stays what the code said', () => {
    for (const { id, message, names } of marked) {
      const values = Object.fromEntries(names.map((name, i) => [name, `value${i + 1}`]));
      expect(said({ id, message }, values)).toBe(i18nFor('en')._(id, values));
    }
  });

  it('finds every marked sentence again by its English, with its values, in every language', () => {
    for (const locale of LOCALES) {
      const i18n = i18nFor(locale);
      for (const { id, message, names } of marked) {
        const values = Object.fromEntries(names.map((name, i) => [name, `value${i + 1}`]));
        expect([id, sayIn(locale, said({ id, message }, values))]).toEqual([id, i18n._(id, values)]);
      }
    }
  });

  it('translates a value that is itself a marked sentence (a field’s name)', () => {
    const withValue = marked.find((m) => m.names.length > 0)!;
    const word = marked.find((m) => m.names.length === 0)!;
    const values = Object.fromEntries(withValue.names.map((name) => [name, said(word)]));
    const german = i18nFor('de');
    expect(sayIn('de', said(withValue, values))).toBe(
      german._(withValue.id, Object.fromEntries(withValue.names.map((name) => [name, german._(word.id)]))),
    );
  });

  it('writes an amount the English way in the reader’s way, and leaves other digits alone', () => {
    const withValue = marked.find((m) => m.names.length === 1)!;
    const [name] = withValue.names as [string];
    const read = (locale: Locale, value: string) => sayIn(locale, said(withValue, { [name]: value }));
    const expected = (locale: Locale, value: string) => i18nFor(locale)._(withValue.id, { [name]: value });
    expect(read('de', '1,000')).toBe(expected('de', '1.000'));
    expect(read('de', '12,500.5')).toBe(expected('de', '12.500,5'));
    expect(read('fr', '1,000')).toBe(expected('fr', '1\u202f000'));
    expect(read('es', '2.5')).toBe(expected('es', '2,5'));
    expect(read('ja', '1,000')).toBe(expected('ja', '1,000'));
    expect(read('de', '2026')).toBe(expected('de', '2026'));
    expect(read('de', '1,2,3')).toBe(expected('de', '1,2,3'));
  });
});
