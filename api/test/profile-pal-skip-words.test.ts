/**
 * Profile Pal's Skip button sends the word for "Skip" in the person's language, as typing it would
 * (web/src/routes/chat/ChatRoute.tsx): every language's word in the web app's catalogs must be one the
 * server reads as a skip (api/src/agent/local/profile-statements.ts isSkip), or the button would answer
 * the question with that word.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PO from 'pofile';
import { describe, expect, it } from 'vitest';
import { LOCALES, SOURCE_LOCALE } from '../../common/locales.js';
import { isSkip } from '../src/agent/local/profile-statements.js';

const catalogs = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/src/locales');

describe("Profile Pal's Skip in every language", () => {
  it('sends a word the server reads as a skip', () => {
    const words = LOCALES.map((locale) => {
      const po = PO.parse(fs.readFileSync(path.join(catalogs, `${locale}.po`), 'utf8'));
      const item = po.items.find((i) => i.msgid === 'Skip' && i.msgctxt?.startsWith('The word Profile Pal reads'));
      expect(item, `${locale}: the Skip command is in the catalog`).toBeDefined();
      return [locale, locale === SOURCE_LOCALE ? item!.msgid : item!.msgstr[0]] as const;
    });
    for (const [locale, word] of words) {
      expect(word, `${locale} has its own word`).toBeTruthy();
      expect([locale, word, isSkip(word!)]).toEqual([locale, word, true]);
    }
  });
});
