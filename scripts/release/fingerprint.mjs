// What a release is built from, as one hash of the files' contents: `npm start` compares it with
// the one the release was stamped with (release/build.json) and builds again when they differ.
// Contents, not times: a checkout of another branch and back, or a fresh clone, needs no rebuild
// when nothing changed. Hashing the ~2,000 files takes well under a second (docs/decisions/release-build.md).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Files and folders the release is made from (relative to the repository's root). */
export const INPUTS = [
  'package.json',
  'package-lock.json',
  'api/package.json',
  'api/src',
  'packages',
  'prisma',
  'prisma.config.ts',
  'scripts/build-api.mjs',
  'scripts/prisma.mjs',
  'scripts/release',
  'schema.graphql',
  'web/package.json',
  'web/index.html',
  'web/public',
  'web/src',
  'web/scripts',
  'web/vite.config.ts',
  'web/vite.public.config.ts',
  'web/vite-fonts.ts',
  'web/relay.config.json',
  'design-system/package.json',
  'design-system/src',
  // Code both the API and the design system import (common/spoken-text.ts).
  'common/spoken-text.ts',
];

/** Folders never read: what is installed, built or compared as pictures, not what a release runs. */
const SKIPPED = new Set(['node_modules', 'dist', '__screenshots__', '.server']);

function* files(root, rel) {
  const full = path.join(root, rel);
  let stat;
  try {
    stat = fs.statSync(full);
  } catch {
    return; // an input this checkout does not have (a config file of another version)
  }
  if (stat.isFile()) {
    yield rel;
    return;
  }
  for (const entry of fs.readdirSync(full, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (SKIPPED.has(entry.name)) continue;
    const child = path.posix.join(rel, entry.name);
    if (entry.isDirectory()) yield* files(root, child);
    else if (entry.isFile()) yield child;
  }
}

/** The hash of every input file's path and contents, and the Node major version that built it. */
export function fingerprint(root) {
  const hash = createHash('sha256');
  // Native modules in the release's node_modules are built for one Node ABI.
  hash.update(`node ${process.versions.modules}\n`);
  for (const input of INPUTS) {
    for (const rel of files(root, input)) {
      hash.update(`${rel}\n`);
      hash.update(fs.readFileSync(path.join(root, rel)));
    }
  }
  return hash.digest('hex');
}

/** Newest modification time among the inputs under `dirs`, in ms (0 when none). */
export function newestInput(root, dirs) {
  let newest = 0;
  for (const dir of dirs) {
    for (const rel of files(root, dir)) newest = Math.max(newest, fs.statSync(path.join(root, rel)).mtimeMs);
  }
  return newest;
}
