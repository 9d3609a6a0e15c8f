// `npm start`: builds the web app if it is missing, bundles the API, applies
// pending migrations, then serves Duet (NODE_ENV=production) on PORT (3000)
// with plain node.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApi } from './build-api.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const run = (cmd, args, env = {}) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

if (!fs.existsSync(path.join(root, 'api/src/db/generated/sqlite/client.ts'))) {
  run(process.execPath, [path.join(root, 'scripts/prisma.mjs'), 'generate']);
}
const webIndex = path.join(root, process.env.WEB_DIST || 'web/dist', 'index.html');
if (!fs.existsSync(webIndex)) {
  console.log('Building the web app (first start)…');
  run('npm', ['run', 'build', '--silent']);
}
// Always rebuilt (a fraction of a second), so the server never runs stale code.
const bundle = await buildApi();
console.log('Applying database migrations…');
run(process.execPath, [path.join(root, 'scripts/prisma.mjs'), 'migrate', 'deploy']);

// No --enable-source-maps: it keeps the parsed map in memory (~15 MB). The bundle is not minified and
// names its source files, so stack traces stay readable; api/dist/main.mjs.map is there when needed.
const server = spawn(process.execPath, [bundle], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
