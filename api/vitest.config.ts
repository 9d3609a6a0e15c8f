import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

/**
 * Project `api`: unit tests beside the code (src/**\/*.test.ts) and
 * integration tests (test/**\/*.test.ts) against the in-process app and a
 * real database: a SQLite file per test file by default, or a PostgreSQL
 * database per test file when DATABASE_URL is postgres://.
 */
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts', '../eval/**/*.test.ts'],
    globalSetup: ['test/support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
