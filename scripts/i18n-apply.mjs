// Fills the catalogs' translations from JSON files of the form
// [{ "message": "…", "context"?: "…", "de": "…", "es": "…", … }]:
// `node scripts/i18n-apply.mjs <file.json>…` after `npm run i18n:extract`, then `npm run i18n:compile`.
// A translator (or a review) can work on a folder's messages as printed by scripts/i18n-messages.mjs.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PO from 'pofile';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CATALOG_DIRS = ['design-system/src/locales', 'web/src/locales', 'api/src/locales'];
const key = (context, message) => `${context ?? ''}\u0004${message}`;

const translations = new Map();
for (const file of process.argv.slice(2)) {
  for (const entry of JSON.parse(fs.readFileSync(file, 'utf8'))) {
    const k = key(entry.context, entry.message);
    translations.set(k, { ...translations.get(k), ...entry });
  }
}

let filled = 0;
const unused = new Set(translations.keys());
for (const dir of CATALOG_DIRS) {
  for (const name of fs.existsSync(path.join(root, dir)) ? fs.readdirSync(path.join(root, dir)) : []) {
    if (!name.endsWith('.po') || name === 'en.po') continue;
    const locale = name.slice(0, -3);
    const file = path.join(root, dir, name);
    const po = PO.parse(fs.readFileSync(file, 'utf8'));
    let changed = false;
    for (const item of po.items) {
      const k = key(item.msgctxt, item.msgid);
      const translated = translations.get(k)?.[locale];
      if (!translated) continue;
      unused.delete(k);
      if (item.msgstr[0] !== translated) {
        item.msgstr = [translated];
        changed = true;
        filled += 1;
      }
    }
    if (changed) fs.writeFileSync(file, po.toString() + '\n');
  }
}
console.log(`${filled} translations written.`);
if (unused.size > 0) {
  console.log(`${unused.size} messages are in no catalog (not extracted yet, or worded otherwise):`);
  for (const k of [...unused].slice(0, 20)) console.log('  ' + k.split('\u0004')[1]);
}
