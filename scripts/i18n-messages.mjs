// Prints the messages Lingui extracts from the given files, as the catalogs will hold them:
// `node scripts/i18n-messages.mjs <file>…` → JSON [{ message, context?, comment?, placeholders? }].
// For writing translations of a folder before `npm run i18n:extract` (docs/decisions/languages.md).
import { createRequire } from 'node:module';
import path from 'node:path';
import { getConfig } from '@lingui/conf';

const require = createRequire(import.meta.url);
const { extractor } = require('@lingui/cli/api');
const config = getConfig({ cwd: process.cwd() });
const seen = new Map();
for (const file of process.argv.slice(2)) {
  await extractor.extract(
    path.resolve(file),
    (await import('node:fs')).readFileSync(file, 'utf8'),
    (m) => {
      const key = `${m.context ?? ''}\u0004${m.message ?? m.id}`;
      if (seen.has(key)) return;
      seen.set(key, {
        message: m.message ?? m.id,
        ...(m.context ? { context: m.context } : {}),
        ...(m.comment ? { comment: m.comment } : {}),
        ...(m.placeholders && Object.keys(m.placeholders).length ? { placeholders: m.placeholders } : {}),
      });
    },
    { linguiConfig: config },
  );
}
console.log(JSON.stringify([...seen.values()], null, 2));
