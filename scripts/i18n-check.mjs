// The catalogs are what the code says, and complete (docs/languages.md). Extraction and compilation
// run on a copy of the catalogs' state: when either would change a file, or German, Spanish, French,
// Portuguese (Brazil), Japanese or Arabic lacks a translation, this fails and says which. Part of
// `npm test`.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CATALOG_DIRS = ['design-system/src/locales', 'web/src/locales', 'api/src/locales'];
const COMPLETE = ['de', 'es', 'fr', 'pt-BR', 'ja', 'ar'];
const lingui = path.join(root, 'node_modules', '.bin', 'lingui');

const read = (dir) =>
  new Map(fs.existsSync(dir) ? fs.readdirSync(dir).map((f) => [f, fs.readFileSync(path.join(dir, f), 'utf8')]) : []);

// Extraction and compilation write into a copy of the catalogs (a config of the same catalogs
// pointing there), never into the repository, which other checks read at the same time.
const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'duet-i18n-'));
const problems = [];
try {
  for (const dir of CATALOG_DIRS) fs.cpSync(path.join(root, dir), path.join(copy, dir), { recursive: true });
  const config = path.join(copy, 'lingui.config.mjs');
  fs.writeFileSync(
    config,
    `import base from ${JSON.stringify(path.join(root, 'lingui.config.ts'))};
const at = (where) => (p) => p.replace('<rootDir>', where);
export default {
  ...base,
  rootDir: ${JSON.stringify(root)},
  catalogs: base.catalogs.map((c) => ({ ...c, path: at(${JSON.stringify(copy)})(c.path), include: c.include.map(at(${JSON.stringify(root)})) })),
};
`,
  );
  execFileSync(lingui, ['extract', '--clean', '--overwrite', '--config', config], { cwd: root, stdio: 'pipe' });
  execFileSync(lingui, ['compile', '--typescript', '--config', config], { cwd: root, stdio: 'pipe' });
  for (const dir of CATALOG_DIRS) {
    const now = read(path.join(root, dir));
    const written = read(path.join(copy, dir));
    for (const [file, text] of written) {
      if (now.get(file) !== text) problems.push(`${dir}/${file} is not what the code says`);
    }
    for (const file of now.keys()) if (!written.has(file)) problems.push(`${dir}/${file} is left over`);
  }
} catch (error) {
  problems.push(`Lingui failed: ${error.stderr?.toString() || error.message}`);
} finally {
  fs.rmSync(copy, { recursive: true, force: true });
}

/** The entries of a PO file with an empty translation (the header excepted). */
function untranslated(text) {
  const missing = [];
  for (const entry of text.split(/\n\n+/)) {
    const id = /^msgid "(.*)"$/m.exec(entry);
    if (!id || id[1] === '') continue;
    const str = /^msgstr "(.*)"((?:\n".*")*)/m.exec(entry);
    const value = str ? str[1] + str[2].replace(/\n"(.*)"/g, '$1') : '';
    if (value === '') missing.push(id[1]);
  }
  return missing;
}

for (const dir of CATALOG_DIRS) {
  for (const locale of COMPLETE) {
    const file = path.join(dir, `${locale}.po`);
    if (!fs.existsSync(path.join(root, file))) continue;
    const missing = untranslated(fs.readFileSync(path.join(root, file), 'utf8'));
    if (missing.length > 0) {
      problems.push(`${file} lacks ${missing.length} translation(s): ${missing.slice(0, 5).join(' · ')}`);
    }
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(
    '\nRun `npm run i18n:extract`, translate the new entries in each locales/{locale}.po, then `npm run i18n:compile`.',
  );
  process.exit(1);
}
console.log('Catalogs up to date and complete.');
