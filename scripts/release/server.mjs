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

/** "Database var/duet.db: 3 migrations applied." — the database as DATABASE_URL names it, without its password. */
function migrationSummary(output) {
  const url = process.env.DATABASE_URL || 'file:var/duet.db';
  let where = url.replace(/^file:/, '');
  if (/^postgres(ql)?:\/\//.test(url)) {
    const parsed = new URL(url);
    where = `${parsed.host}${parsed.pathname} (PostgreSQL)`;
  }
  const applied = (output.match(/└─ \d+_[\w-]+\//g) ?? []).length;
  if (applied === 0) return `Database ${where}: up to date.`;
  return `Database ${where}: ${applied} migration${applied === 1 ? '' : 's'} applied.`;
}

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
    // Prisma's own report names the schema's placeholder database and warns that it is unused: on
    // success a line of ours says which database it was and what was applied; a failure shows it all.
    if (migrated.status === 0) console.log(migrationSummary(output));
    else {
      process.stdout.write(migrated.stdout ?? '');
      process.stderr.write(migrated.stderr ?? '');
    }
    break;
  }
  console.log('Another process is applying the database migrations; waiting for it…');
}
if (migrated.status !== 0) {
  console.error('Duet did not start: applying the database migrations failed (above).');
  process.exit(migrated.status ?? 1);
}

await import('./api/dist/main.mjs');
