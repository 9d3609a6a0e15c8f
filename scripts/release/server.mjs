// A release's entry (`node server.mjs`; scripts/release/build.mjs copies this file to the release's
// root): applies pending migrations with the Prisma CLI, then runs the server bundle in this process.
// Nothing is built here and no devDependency is needed.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
process.env.NODE_ENV ??= 'production';

const migrated = spawnSync(process.execPath, [path.join(here, 'scripts/prisma.mjs'), 'migrate', 'deploy'], {
  stdio: 'inherit',
});
if (migrated.status !== 0) {
  console.error('Duet did not start: applying the database migrations failed (above).');
  process.exit(migrated.status ?? 1);
}

await import('./api/dist/main.mjs');
