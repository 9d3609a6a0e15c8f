/**
 * The built server starts the documents' worker from its bundle, without tsx: scripts/build-api.mjs
 * bundles the server and documents-worker.mjs (here into a folder of this run, with a probe beside
 * them), and plain node reads a PDF through them. The tests run that bundle too (worker-file.ts);
 * the last test here runs the worker from source, through tsx, as `npm run dev` does.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, inject, it } from 'vitest';
import { textPdf } from '../../test/support/document-files.js';
import { ROOT_DIR } from '../config.js';
import type { ExtractResult } from './types.js';
import { BUNDLED_WORKER_FILE, parseInWorker, runWorkerFrom } from './worker-host.js';

// Inside the repository (var/ is ignored), so the bundles find node_modules as api/dist does.
const outdir = path.join(ROOT_DIR, 'var', 'test', `documents-bundle-${process.pid}`);
afterAll(() => fs.rm(outdir, { recursive: true, force: true }));

it('reads a PDF through the bundled worker with plain node', async () => {
  const buildApiModule = path.join(ROOT_DIR, 'scripts/build-api.mjs');
  const { buildApi } = (await import(buildApiModule)) as {
    buildApi: (options: { outdir: string; entries: Record<string, string> }) => Promise<string>;
  };
  await buildApi({ outdir, entries: { probe: 'api/test/support/documents-probe.ts' } });
  await expect(fs.stat(path.join(outdir, BUNDLED_WORKER_FILE))).resolves.toBeTruthy();
  const file = path.join(outdir, 'report.pdf');
  await fs.writeFile(file, textPdf([['First page'], ['Second page with the walrus']]));
  const { stdout } = await promisify(execFile)(process.execPath, [path.join(outdir, 'probe.mjs'), file], {
    cwd: ROOT_DIR,
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  const result = JSON.parse(stdout) as ExtractResult;
  expect(result.ok && result.pages?.find((p) => p.text.includes('walrus'))?.number).toBe(2);
});

it('reads a file through the TypeScript entry with tsx when the code runs from source', async () => {
  runWorkerFrom(null);
  try {
    const bytes = new TextEncoder().encode('# Tides\n\nThe walrus sleeps at low tide.');
    const result = await parseInWorker(
      { bytes, name: 'tides.md', mimeType: 'text/markdown' },
      { heapMb: 256, youngGenerationMb: 32, timeoutMs: 120_000 },
    );
    expect(result.ok && result.text).toContain('walrus');
  } finally {
    runWorkerFrom(inject('documentsWorker'));
  }
});
