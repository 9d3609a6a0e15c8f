// Every document the code points to is in the repository: no references to the specification,
// performance or install notes kept outside it (the pattern below), every "§N" names
// docs/product.md and one of its sections, and every docs/….md or file named by its path from the
// root (api/src/…, web/src/…, common/…) exists, unless git ignores it (a build output such as api/dist/…,
// absent from a fresh clone). Part of `npm test`.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => /\.(ts|tsx|mjs|js|css|prisma|sql|graphql|md)$/.test(f) || f === '.ci/run')
  .filter((f) => !/(^|\/)(__generated__|generated|node_modules|dist)\//.test(f) && f !== 'scripts/check-doc-refs.mjs');

// The sections docs/product.md has (its "## §N" headings): a "docs/product.md §N" must name one of them.
const sections = new Set(
  [...fs.readFileSync(path.join(root, 'docs/product.md'), 'utf8').matchAll(/^## §(\d+)\b/gm)].map((m) => m[1]),
);
const outside = /\bSPEC(\.md)?\b|\bPERFORMANCE\.md\b|\bOFFLINE\.md\b|\bDESIGN\.md\b|\.\.\/shared\b/;
const problems = [];
const missing = []; // [where, ref]: paths from the root that are not on disk, checked against .gitignore below
for (const file of files) {
  const full = path.join(root, file);
  if (!fs.existsSync(full)) continue;
  fs.readFileSync(full, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      const where = `${file}:${i + 1}`;
      if (outside.test(line)) problems.push(`${where}: points outside the repository: ${line.trim()}`);
      if (line.includes('§') && !line.includes('docs/product.md') && !file.startsWith('docs/')) {
        problems.push(`${where}: a "§" that names no document (write docs/product.md §N): ${line.trim()}`);
      }
      for (const [, n] of line.matchAll(/docs\/product\.md §(\d+)/g)) {
        if (!sections.has(n)) problems.push(`${where}: docs/product.md has no §${n}`);
      }
      for (const [ref] of line.matchAll(/\bdocs\/[\w./-]+\.md\b/g)) {
        if (!fs.existsSync(path.join(root, ref))) problems.push(`${where}: ${ref} does not exist`);
      }
      // A file named by its path from the repository's root (api/src/chat/branches.ts) exists too.
      for (const [, ref] of line.matchAll(
        /(?<![\w./-])((?:api|web|design-system|common|bench|eval|scripts|prisma)\/[\w./-]*[\w-]\.(?:ts|tsx|mjs|md|css|json|prisma|sql))\b/g,
      )) {
        if (!fs.existsSync(path.join(root, ref))) missing.push([where, ref]);
      }
    });
}
if (missing.length) {
  // git check-ignore prints the paths it ignores and exits 1 when it ignores none of them.
  let ignored = '';
  try {
    ignored = execFileSync('git', ['check-ignore', '--stdin'], {
      cwd: root,
      encoding: 'utf8',
      input: missing.map(([, ref]) => ref).join('\n'),
    });
  } catch (error) {
    if (error.status !== 1) throw error;
  }
  const builds = new Set(ignored.split('\n'));
  for (const [where, ref] of missing) if (!builds.has(ref)) problems.push(`${where}: ${ref} does not exist`);
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`${files.length} files point only at documents in the repository.`);
