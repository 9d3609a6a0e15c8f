// Fails when the committed migrations do not produce the data model
// (someone changed prisma/schema.prisma without adding a migration).
// SQLite always; PostgreSQL too when DATABASE_URL is postgres:// (it needs a server).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const flavours = [['sqlite', 'prisma/migrations', 'prisma/schema.prisma', 'file:var/migration-check.db']];
if (/^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')) {
  flavours.push(['postgres', 'prisma/postgres/migrations', 'prisma/postgres/schema.prisma', process.env.DATABASE_URL]);
}
for (const [name, migrations, schema, url] of flavours) {
  const r = spawnSync(
    process.execPath,
    ['scripts/prisma.mjs', 'migrate', 'diff', '--from-migrations', migrations, '--to-schema-datamodel', schema, '--exit-code'],
    { cwd: root, env: { ...process.env, DATABASE_URL: url }, encoding: 'utf8' },
  );
  if (r.status === 2) {
    console.error(`${name}: the migrations differ from ${schema}. Add a migration:\n${r.stdout}`);
    process.exit(1);
  }
  if (r.status !== 0) {
    console.error(`${name}: could not compare migrations:\n${r.stdout}\n${r.stderr}`);
    process.exit(1);
  }
  console.log(`${name}: migrations match ${schema}.`);
}
