/**
 * What a person sees in another language, looked up in the catalogs the app and the server are built
 * with (not written in the journeys), and whether a page fits the screen it is drawn on.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import PO from 'pofile';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { catalogOf } from '../src/public-pages/page-messages';
import { expect } from './fixtures';

/** The translation of a message without values, as the compiled catalog holds it. */
export function tr(locale: 'de' | 'es' | 'fr' | 'ja' | 'ar', english: string): string {
  const compiled = catalogOf(locale)[generateMessageId(english)];
  if (!Array.isArray(compiled)) throw new Error(`No ${locale} translation of “${english}”`);
  const text = compiled.join('');
  expect(text, `“${english}” is translated into ${locale}`).not.toBe(english);
  return text;
}

const serverCatalog = (locale: string) =>
  PO.parse(fs.readFileSync(new URL(`../../api/src/locales/${locale}.po`, import.meta.url), 'utf8')).items;

/** The server's message `id` in `locale`, as its catalog holds it (values still in braces). */
export function serverSays(locale: string, id: string): string {
  const text = serverCatalog(locale).find((item) => item.msgid === id)?.msgstr[0];
  if (!text) throw new Error(`The server has no ${locale} for ${id}`);
  return text;
}

/**
 * How the offline brain's sentences begin in `locale` (each up to its first value), for an answer
 * that may be any of them.
 */
export function brainSays(locale: string): string[] {
  return serverCatalog(locale)
    .filter((item) => item.msgid.startsWith('brain.') && item.msgstr[0])
    .map((item) => item.msgstr[0]!.split('{')[0]!)
    .filter((opening) => opening.length >= 12);
}

/** A refusal of the server's in `locale`, as its catalog holds it (found by its English, as the server finds it). */
export function server(locale: 'es' | 'fr' | 'ja', english: string): string {
  const id = serverCatalog('en').find((item) => item.msgid.startsWith('error.') && item.msgstr[0] === english)?.msgid;
  const text = serverCatalog(locale).find((item) => item.msgid === id)?.msgstr[0];
  if (!text) throw new Error(`The server does not mark “${english}”, or has no ${locale} for it`);
  expect(text).not.toBe(english);
  return text;
}

/** Nothing wider than the screen: no sideways scrolling. */
export async function fitsTheScreen(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
