// `npm run build`: makes a release in release/, a folder that runs Duet with
// `node server.mjs` and nothing else: no devDependency, no build step, no repository.
//
//   server.mjs            applies pending migrations, then runs the server (scripts/release/server.mjs)
//   api/dist/             the server bundle and the documents' worker (scripts/build-api.mjs)
//   web/dist/             the built web app
//   prisma/, prisma.config.ts, scripts/prisma.mjs   the migrations and what applies them
//   package.json, api/package.json, package-lock.json, node_modules/, packages/better-sqlite3/
//                         the production dependencies only, as the repository installed them
//   build.json            what it was built from (scripts/release/fingerprint.mjs), and when
//
// The layout is the repository's, so paths the server derives from its own location (the
// migrations, the web app: api/src/config.ts) hold in both. docs/decisions/release-build.md says why.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApi } from '../build-api.mjs';
import { copyInstalled, writeManifests } from './deps.mjs';
import { fingerprint, newestInput } from './fingerprint.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const RELEASE_DIR = path.join(root, 'release');

/** Files of the repository a release carries as they are. */
const COPIED = ['api/dist', 'web/dist', 'prisma', 'prisma.config.ts', 'scripts/prisma.mjs', 'packages/better-sqlite3'];
/** What the web app is built from: a web/dist newer than all of it is current (`reuseWeb`). */
const WEB_INPUTS = [
  'web/src',
  'web/public',
  'web/index.html',
  'web/scripts',
  'web/vite-pwa.ts',
  'design-system/src',
  'common/spoken-text.ts',
  'schema.graphql',
  // The service worker answers the app's paths (web/vite-pwa.ts).
  'api/src/public-pages/app-paths.json',
];

function run(cmd, args) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (exit ${r.status ?? r.signal})`);
}

/** The stamp of the release in `dir`, or null when there is none. */
export function readStamp(dir = RELEASE_DIR) {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, 'build.json'), 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Builds a release into `out`. `reuseWeb`: keep a web/dist newer than every file it is built from
 * (`npm start` after the e2e tests' own web build) instead of building the web app again.
 */
export async function buildRelease({ out = RELEASE_DIR, reuseWeb = false, log = console.log } = {}) {
  const started = Date.now();
  const print = fingerprint(root);
  if (!fs.existsSync(path.join(root, 'api/src/db/generated/sqlite/client.ts'))) {
    run(process.execPath, [path.join(root, 'scripts/prisma.mjs'), 'generate']);
  }
  const webIndex = path.join(root, 'web/dist/index.html');
  const webCurrent =
    reuseWeb && fs.existsSync(webIndex) && fs.statSync(webIndex).mtimeMs > newestInput(root, WEB_INPUTS);
  if (!webCurrent) {
    log('Building the web app…');
    run('npm', ['run', 'build', '-w', 'design-system', '--if-present', '--silent']);
    run('npm', ['run', 'build', '-w', 'web', '--silent']);
  }
  await buildApi();

  // Built beside the release and swapped in at the end: a failed build leaves the last one whole.
  const next = `${out}.next`;
  fs.rmSync(next, { recursive: true, force: true });
  fs.mkdirSync(next, { recursive: true });
  for (const rel of COPIED) {
    fs.cpSync(path.join(root, rel), path.join(next, rel), { recursive: true, verbatimSymlinks: true });
  }
  fs.copyFileSync(path.join(root, 'scripts/release/server.mjs'), path.join(next, 'server.mjs'));
  const keys = writeManifests(root, next);
  const packages = copyInstalled(root, next, keys);
  const stamp = { fingerprint: print, node: process.version, builtAt: new Date().toISOString() };
  fs.writeFileSync(path.join(next, 'build.json'), `${JSON.stringify(stamp, null, 2)}\n`);

  // A release run on its own keeps its data in its var/ (DATA_ROOT unset): it moves to the new one.
  if (fs.existsSync(path.join(out, 'var'))) fs.renameSync(path.join(out, 'var'), path.join(next, 'var'));
  fs.rmSync(out, { recursive: true, force: true });
  fs.renameSync(next, out);
  log(
    `Release built in ${path.relative(process.cwd(), out) || '.'} (${packages} packages, ${Date.now() - started} ms)`,
  );
  return stamp;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // --out <dir>: elsewhere than release/; --reuse-web: keep a current web/dist (CI, after its tests).
  const at = process.argv.indexOf('--out');
  const out = at > 0 ? path.resolve(process.argv[at + 1]) : RELEASE_DIR;
  await buildRelease({ out, reuseWeb: process.argv.includes('--reuse-web') });
}
