// `npm start`: runs the release (release/server.mjs: it applies pending migrations, then serves Duet
// with NODE_ENV=production on PORT, 3000), building it first when it is missing or was built from
// other files than the checkout's (scripts/release/fingerprint.mjs: a hash of the sources, a fraction
// of a second). The release keeps its data in the repository's var/ (DATA_ROOT), as before.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildRelease, readStamp, RELEASE_DIR } from './release/build.mjs';
import { fingerprint } from './release/fingerprint.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const stamp = readStamp();
// The e2e journeys' other servers run api/dist/main.mjs, which a release build leaves behind.
const current = stamp?.fingerprint === fingerprint(root) && fs.existsSync(path.join(root, 'api/dist/main.mjs'));
if (!current) {
  console.log(stamp ? 'The sources changed since the last build: building Duet…' : 'Building Duet (first start)…');
  // A web/dist newer than its sources is kept (the e2e journeys build the web app just before).
  await buildRelease({ reuseWeb: true });
}

// No --enable-source-maps: it keeps the parsed map in memory (~15 MB). The bundle is not minified and
// names its source files, so stack traces stay readable; release/api/dist/main.mjs.map is there when needed.
const server = spawn(process.execPath, [path.join(RELEASE_DIR, 'server.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', DATA_ROOT: root, ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
