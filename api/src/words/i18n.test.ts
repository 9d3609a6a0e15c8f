/**
 * The server's catalogs (api/src/locales/): every message translated in each language Duet speaks,
 * each translation using only the values its English gives, and every message of every catalog
 * rendering.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../common/locales.js';
import { messages as ar } from '../locales/ar.js';
import { messages as de } from '../locales/de.js';
import { messages as english } from '../locales/en.js';
import { messages as es } from '../locales/es.js';
import { messages as fr } from '../locales/fr.js';
import { messages as ja } from '../locales/ja.js';
import { messages as ptBR } from '../locales/pt-BR.js';
import { i18nFor } from './i18n.js';

const LOCALES_DIR = fileURLToPath(new URL('../locales/', import.meta.url));

/** The msgid → msgstr of a PO file. */
function poEntries(locale: string): Map<string, string> {
  const text = fs.readFileSync(path.join(LOCALES_DIR, `${locale}.po`), 'utf8');
  const entries = new Map<string, string>();
  for (const m of text.matchAll(/^msgid "(.+)"\nmsgstr ((?:".*"\n?)+)/gm)) {
    const value = [...m[2]!.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((p) => JSON.parse(`"${p[1]}"`) as string).join('');
    entries.set(m[1]!, value);
  }
  return entries;
}

/** The names of the values a compiled message uses: its {name}s, a plural's count and what its branches use. */
function valuesOf(message: unknown, into = new Set<string>()): Set<string> {
  if (!Array.isArray(message)) return into;
  for (const part of message) {
    if (!Array.isArray(part)) continue;
    into.add(String(part[0]));
    const branches = part[2];
    if (branches && typeof branches === 'object') for (const branch of Object.values(branches)) valuesOf(branch, into);
  }
  return into;
}

const ids = Object.keys(english);

describe('the server’s catalogs', () => {
  it('have messages, each with its English', () => {
    expect(ids.length).toBeGreaterThan(100);
    const en = poEntries('en');
    for (const id of ids) expect(en.get(id), id).toBeTruthy();
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s translates every message', (locale) => {
    const po = poEntries(locale);
    const missing = ids.filter((id) => !po.get(id));
    expect(missing).toEqual([]);
  });

  it.each(LOCALES.filter((l) => l !== 'en'))('%s uses only the values its English gives, and renders', (locale) => {
    const messages: Record<string, unknown> = { de, es, fr, 'pt-BR': ptBR, ja, ar }[locale as 'de']!;
    const i18n = i18nFor(locale);
    for (const id of ids) {
      const allowed = valuesOf(english[id]);
      const used = valuesOf(messages[id]);
      expect(
        [...used].filter((name) => !allowed.has(name)),
        `${locale} ${id}`,
      ).toEqual([]);
      const values = Object.fromEntries([...allowed].map((name) => [name, 2]));
      const text = i18n._({ id, values });
      expect(text, `${locale} ${id}`).not.toMatch(/\{\w+\}/);
    }
  });
});
