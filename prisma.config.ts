/**
 * Prisma CLI configuration. Prisma 6.19 with its JavaScript schema engine,
 * driven through a driver adapter (see docs/decisions/prisma-cli-driver-adapter.md): no native
 * engine is downloaded. The flavour follows DATABASE_URL: SQLite by default
 * (prisma/schema.prisma, prisma/migrations), PostgreSQL for postgres:// URLs
 * (prisma/postgres/schema.prisma, prisma/postgres/migrations).
 */
import path from 'node:path';
import type { PrismaConfig } from 'prisma';
import { migrationAdapter } from './prisma/migration-adapter';

const url = process.env.DATABASE_URL || 'file:var/duet.db';
const postgres = /^postgres(ql)?:\/\//.test(url);
const dir = postgres ? path.join('prisma', 'postgres') : 'prisma';

export default {
  experimental: { adapter: true },
  engine: 'js',
  schema: path.join(dir, 'schema.prisma'),
  migrations: { path: path.join(dir, 'migrations') },
  adapter: () => migrationAdapter(url),
} satisfies PrismaConfig;
