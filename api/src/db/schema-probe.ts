/**
 * Whether the database has every migration this build ships (readiness): a server started on a
 * database nobody migrated, or one a release behind, would be "ready" and then fail its requests.
 * `npm start` migrates before it serves (scripts/start.mjs); a server started another way waits
 * at 503 until someone runs the migrations. Once the newest migration is there, it stays there, so
 * the answer is kept and later checks cost nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../config.js';
import type { Db } from './client.js';

/** The newest migration in prisma/migrations (prisma/postgres/migrations), or null without any. */
export function newestMigration(kind: 'sqlite' | 'postgres'): string | null {
  const dir = path.join(ROOT_DIR, 'prisma', ...(kind === 'postgres' ? ['postgres'] : []), 'migrations');
  try {
    const names = fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    return names.at(-1) ?? null;
  } catch {
    return null;
  }
}

/** A check for readiness: true once the database has applied `newest` (always true without one). */
export function schemaProbe(db: Db, newest: string | null): () => Promise<boolean> {
  let current = newest === null;
  return async () => {
    if (current) return true;
    try {
      const rows = await db.$queryRaw<Array<{ applied: number | bigint }>>`
        SELECT COUNT(*) AS applied FROM "_prisma_migrations"
        WHERE "migration_name" = ${newest} AND "finished_at" IS NOT NULL AND "rolled_back_at" IS NULL`;
      current = Number(rows[0]?.applied ?? 0) > 0;
    } catch {
      // No _prisma_migrations table: the database was never migrated.
      current = false;
    }
    return current;
  };
}
