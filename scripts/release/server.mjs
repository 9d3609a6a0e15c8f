// A release's entry (`node server.mjs`; scripts/release/build.mjs copies this file to the release's
// root): applies pending migrations with the Prisma CLI, then runs the server bundle in this process.
// Nothing is built here and no devDependency is needed.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
process.env.NODE_ENV ??= 'production';

const migrate = () =>
  spawnSync(process.execPath, [path.join(here, 'scripts/prisma.mjs'), 'migrate', 'deploy'], {
    stdio: ['inherit', 'pipe', 'pipe'],
    encoding: 'utf8',
  });

// Several processes started at once on one PostgreSQL database: one applies the migrations under
// Prisma's advisory lock, and the others' attempts give up after waiting 10 s for it. Those try
// again (each try is itself that wait) until the first is done, for up to 30 tries, and then find
// nothing left to apply.
const LOCK_TRIES = 30;
let migrated;
for (let attempt = 1; ; attempt++) {
  migrated = migrate();
  const output = `${migrated.stdout ?? ''}${migrated.stderr ?? ''}`;
  const waitedForLock = migrated.status !== 0 && /advisory lock/i.test(output);
  if (!waitedForLock || attempt === LOCK_TRIES) {
    process.stdout.write(migrated.stdout ?? '');
    process.stderr.write(migrated.stderr ?? '');
    break;
  }
  console.log('Another process is applying the database migrations; waiting for it…');
}
if (migrated.status !== 0) {
  console.error('Duet did not start: applying the database migrations failed (above).');
  process.exit(migrated.status ?? 1);
}

await import('./api/dist/main.mjs');
