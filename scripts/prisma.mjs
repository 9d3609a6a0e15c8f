// Runs the Prisma CLI from the repository root (where prisma.config.ts is).
// `generate` builds both clients (SQLite and PostgreSQL flavours) and the
// Pothos types; every other command goes to the flavour DATABASE_URL picks.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const bin = path.join(root, 'node_modules', '.bin', 'prisma');

function prisma(argv, env = {}) {
  const r = spawnSync(bin, argv, {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}`,
      PRISMA_HIDE_UPDATE_MESSAGE: '1',
      CHECKPOINT_DISABLE: '1',
      ...env,
    },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// A SQLite file's path starts from DATA_ROOT when it is set, as the server's does (api/src/config.ts);
// SQLite creates the database file but not its folder (e.g. var/e2e/ on a fresh clone).
const url = process.env.DATABASE_URL || 'file:var/duet.db';
if (url.startsWith('file:') && args[0] !== 'generate') {
  const file = path.resolve(process.env.DATA_ROOT || root, url.slice('file:'.length));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  process.env.DATABASE_URL = `file:${file}`;
}

if (args[0] === 'generate') {
  prisma(['generate', '--schema', 'prisma/schema.prisma'], { DATABASE_URL: 'file:var/duet.db' });
  prisma(['generate', '--schema', 'prisma/postgres/schema.prisma'], {
    DATABASE_URL: 'postgres://localhost/duet',
  });
} else {
  prisma(args);
}
