/**
 * Migrates one template database per run; each test file then gets its own
 * copy (SQLite: a file copy; PostgreSQL: CREATE DATABASE … TEMPLATE). Bundles
 * the documents' worker once, as the built server runs it (worker-file.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { ROOT_DIR } from '../../src/config.js';
import { migrateDeploy } from '../../src/db/migrate.js';
import { BUNDLED_WORKER_FILE } from '../../src/documents/worker-host.js';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabase: string;
    /** The documents' worker, bundled for this run (api/src/documents/worker-host.ts runWorkerFrom). */
    documentsWorker: string;
  }
}

/** One folder per run, so concurrent runs (two terminals, CI steps) never share files. */
export const TEST_DIR = path.join(ROOT_DIR, 'var', 'test', `run-${process.pid}`);

/** Inside the repository, as api/dist is, so the bundle finds node_modules. */
const WORKER_DIR = path.join(ROOT_DIR, 'var', 'test', `worker-${process.pid}`);

async function bundleWorker(project: TestProject) {
  const buildApiModule = path.join(ROOT_DIR, 'scripts/build-api.mjs');
  const { buildApi } = (await import(buildApiModule)) as {
    buildApi: (options: { outdir: string; only: string[] }) => Promise<string>;
  };
  await buildApi({ outdir: WORKER_DIR, only: ['documents-worker'] });
  project.provide('documentsWorker', path.join(WORKER_DIR, BUNDLED_WORKER_FILE));
  return () => fs.rmSync(WORKER_DIR, { recursive: true, force: true });
}

export default async function setup(project: TestProject) {
  const removeWorker = await bundleWorker(project);
  const removeDatabases = await databases(project);
  return async () => {
    await removeDatabases();
    removeWorker();
  };
}

async function databases(project: TestProject): Promise<() => void | Promise<void>> {
  const url = process.env.DATABASE_URL ?? '';
  if (/^postgres(ql)?:\/\//.test(url)) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const template = `duet_test_${process.pid}_template`;
    await admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${template}"`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${template}`;
    migrateDeploy(templateUrl.toString());
    project.provide('templateDatabase', templateUrl.toString());
    return async () => {
      const dbs = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [
        `duet_test_${process.pid}_%`,
      ]);
      for (const { datname } of dbs.rows) {
        await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      }
      await admin.end();
    };
  }
  fs.rmSync(TEST_DIR, { recursive: true, force: true });
  fs.mkdirSync(TEST_DIR, { recursive: true });
  const template = path.join(TEST_DIR, 'template.db');
  migrateDeploy(`file:${template}`);
  project.provide('templateDatabase', `file:${template}`);
  return () => fs.rmSync(TEST_DIR, { recursive: true, force: true });
}
