/**
 * An anonymous visitor at a twin's daily limit gets the server's sentence with its "Sign in for
 * more" made a link to the sign-in page: the web app finds those words, in the page's language,
 * inside the sentence (web/src/features/twin/quota-refusal.tsx). In every language the web app's
 * words must be in both of the server's sentences, or the link is silently missing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PO from 'pofile';
import { describe, expect, it } from 'vitest';
import { LOCALES, SOURCE_LOCALE } from '../../common/locales.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const catalog = (dir: string, locale: string) =>
  PO.parse(fs.readFileSync(path.join(root, dir, `${locale}.po`), 'utf8')).items;

const SENTENCES = ['error.twin.quota-all-twins-sign-in', 'error.twin.quota-one-twin-sign-in'];

describe("the daily limit's sign-in link in every language", () => {
  it("finds the web app's words inside the server's sentences", () => {
    for (const locale of LOCALES) {
      const web = catalog('web/src/locales', locale).find((i) => i.msgid === 'Sign in for more');
      expect(web, `${locale}: the link's words are in the web catalog`).toBeDefined();
      const words = locale === SOURCE_LOCALE || !web!.msgstr[0] ? web!.msgid : web!.msgstr[0];
      const server = catalog('api/src/locales', locale);
      for (const id of SENTENCES) {
        const sentence = server.find((i) => i.msgid === id)?.msgstr[0] ?? '';
        expect(sentence, `${locale}: ${id} holds “${words}”`).toContain(words);
      }
    }
  });
});
