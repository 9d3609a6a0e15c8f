// Fails when the committed migrations do not produce the data model
// (someone changed prisma/schema.prisma without adding a migration).
// SQLite always; PostgreSQL too when DATABASE_URL is postgres:// (it needs a server).
// Full-text search objects live only in migration SQL (Prisma does not model
// them), so the differences they cause are expected and ignored here.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const UNMODELLED =
  /"(StepSearch|ThreadNameSearch|ChunkSearch)(_\w+)?"|"(Step_search_idx|Thread_name_search_idx|DocumentChunk_search_idx)"/;

// On PostgreSQL a semicolon in a comment ends a statement where `migrate deploy` splits a script through the driver
// adapters (prisma/migration-adapter.ts): the rest of the comment is then run as SQL.
for (const dir of ['prisma/postgres/migrations']) {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const file = path.join(dir, entry.name, 'migration.sql');
    const lines = fs.readFileSync(path.join(root, file), 'utf8').split('\n');
    lines.forEach((line, i) => {
      if (/^\s*--.*;/.test(line)) {
        console.error(`${file}:${i + 1}: a comment with a semicolon breaks migrate deploy; use a comma or a colon`);
        process.exitCode = 1;
      }
    });
  }
}
if (process.exitCode) process.exit(1);

const flavours = [['sqlite', 'prisma/migrations', 'prisma/schema.prisma', 'file:var/migration-check.db']];
if (/^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')) {
  flavours.push(['postgres', 'prisma/postgres/migrations', 'prisma/postgres/schema.prisma', process.env.DATABASE_URL]);
}

for (const [name, migrations, schema, url] of flavours) {
  const r = spawnSync(
    process.execPath,
    [
      'scripts/prisma.mjs',
      'migrate',
      'diff',
      '--from-migrations',
      migrations,
      '--to-schema-datamodel',
      schema,
      '--script',
    ],
    { cwd: root, env: { ...process.env, DATABASE_URL: url }, encoding: 'utf8' },
  );
  if (r.status !== 0) {
    console.error(`${name}: could not compare migrations:\n${r.stdout}\n${r.stderr}`);
    process.exit(1);
  }
  const statements = r.stdout
    .split(/;\s*\n/)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter((s) => s && !/^PRAGMA /i.test(s) && !UNMODELLED.test(s));
  if (statements.length > 0) {
    console.error(`${name}: the migrations differ from ${schema}. Add a migration with:\n${statements.join(';\n')};`);
    process.exit(1);
  }
  console.log(`${name}: migrations match ${schema}.`);
}
