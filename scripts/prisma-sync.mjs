// Writes prisma/postgres/schema.prisma from prisma/schema.prisma (the source
// of truth). With --check, fails when the committed file differs.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = fs.readFileSync(path.join(root, 'prisma/schema.prisma'), 'utf8');
const target = path.join(root, 'prisma/postgres/schema.prisma');

const out = source
  .replace(
    /^\/\/ Duet's one data model\..*$/m,
    "// GENERATED from prisma/schema.prisma by `npm run db:sync`: do not edit.\n// Duet's one data model (PostgreSQL flavour).",
  )
  .replace(/generator pothos \{[^}]*\}\n\n/, '')
  .replace(/\/\/ Kysely's table types[^\n]*\n[^\n]*\ngenerator kysely \{[^}]*\}\n\n/, '')
  .replace('output     = "../api/src/db/generated/sqlite"', 'output     = "../../api/src/db/generated/postgres"')
  .replace('provider = "sqlite"', 'provider = "postgresql"')
  .replace('url      = "file:../var/duet.db"', 'url      = env("DATABASE_URL")');

if (process.argv.includes('--check')) {
  const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
  if (current !== out) {
    console.error('prisma/postgres/schema.prisma is stale: run `npm run db:sync`.');
    process.exit(1);
  }
  console.log('prisma/postgres/schema.prisma is up to date.');
} else {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, out);
  console.log('wrote prisma/postgres/schema.prisma');
}
