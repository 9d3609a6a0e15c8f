/**
 * Applies pending migrations with the Prisma CLI (JS schema engine), for
 * `npm start` and the test setup. Runs from the repository root, where
 * prisma.config.ts lives.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ROOT_DIR } from '../config.js';

export function migrateDeploy(databaseUrl: string): void {
  execFileSync(process.execPath, [path.join(ROOT_DIR, 'scripts', 'prisma.mjs'), 'migrate', 'deploy'], {
    cwd: ROOT_DIR,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}
