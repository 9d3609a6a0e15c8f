import { availableParallelism } from 'node:os';
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
    setupFiles: ['test/support/worker-file.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one fork fewer than the cores: a single fork on a two-core machine. These
    // tests wait on sockets, databases and child servers much of the time, so a fork per core
    // keeps both busy: the whole suite took 332 s with one fork and 209 s with two, on two cores.
    maxWorkers: Math.max(2, availableParallelism()),
    // Vitest runs projects with a different number of workers in groups of their own: this one
    // after the design system's (the stories in Chromium and their unit tests).
    sequence: { groupOrder: 1 },
    // One module graph per fork, not per test file: every file builds its own app, database and
    // servers (test/support/test-app.ts), and no test mocks modules or changes the environment.
    // Importing the app once per file was a third of the suite's time: 209 s isolated, 93 s not.
    // docs/decisions/test-runner.md has the figures.
    isolate: false,
  },
});
