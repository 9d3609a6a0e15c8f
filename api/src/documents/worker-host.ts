/**
 * Runs one file's parsing in a worker thread with a bounded heap and a wall-time cap: a file that
 * needs more memory ends its worker (too_large), one that takes too long has its worker terminated
 * (timeout); the server's own heap and event loop never see the parsers' work.
 *
 * The worker's code: beside this one as TypeScript when the code runs from source (tsx, Vitest),
 * loaded with tsx; in the built server, api/dist/documents-worker.mjs beside main.mjs
 * (scripts/build-api.mjs bundles extract-worker.ts under that name).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { failure, type ExtractResult } from './types.js';
import type { ParseInput } from './parse.js';
import { said } from '../words/said.js';

/** The bundled worker's name, beside the bundle that starts it (scripts/build-api.mjs). */
export const BUNDLED_WORKER_FILE = 'documents-worker.mjs';

export interface WorkerLimits {
  heapMb: number;
  youngGenerationMb: number;
  timeoutMs: number;
}

/** tsx's ESM API file, by its package's exports (require.resolve would give the CommonJS one). */
function tsxEsmApi(require: NodeJS.Require): string {
  const manifest = require.resolve('tsx/package.json');
  const { exports } = require(manifest) as { exports: Record<string, { import?: { default?: string } }> };
  return path.join(path.dirname(manifest), exports['./esm/api']?.import?.default ?? 'dist/esm/api/index.mjs');
}

let bundledFile: string | null = null;

/**
 * Runs the worker from this bundle (scripts/build-api.mjs's documents-worker.mjs) even when the
 * code runs from source; null: back to the default. The API tests build it once per run
 * (api/test/support/global-setup.ts): tsx compiling the worker's TypeScript in every new worker took
 * three times as long as the bundle (5–6 s against 1.6–2 s per file on a loaded machine).
 */
export function runWorkerFrom(file: string | null): void {
  bundledFile = file;
}

/**
 * What to start the worker with. Built: the bundled file. From source: a line of JavaScript that
 * loads the TypeScript entry with tsx's tsImport (Node 20 runs no `--import` loader hooks in a
 * worker, but tsImport's own registration works there).
 */
function workerEntry(): { entry: URL | string; eval: boolean } {
  if (bundledFile) return { entry: pathToFileURL(bundledFile), eval: false };
  const here = import.meta.url;
  if (!/\.[cm]?ts$/.test(new URL(here).pathname))
    return { entry: new URL(`./${BUNDLED_WORKER_FILE}`, here), eval: false };
  const tsx = pathToFileURL(tsxEsmApi(createRequire(here))).href;
  const source = new URL('./extract-worker.ts', here).href;
  const boot = `import(${JSON.stringify(tsx)}).then(({ tsImport }) => tsImport(${JSON.stringify(source)}, ${JSON.stringify(source)}))`;
  return { entry: boot, eval: true };
}

/** Errors that say the worker could not start at all: our setup's fault, never the file's. */
const START_ERRORS = new Set([
  'ERR_MODULE_NOT_FOUND',
  'ERR_WORKER_PATH',
  'ERR_WORKER_INIT_FAILED',
  'ERR_UNKNOWN_FILE_EXTENSION',
]);

/**
 * Parses `input` in a new worker. A buffer the bytes fill alone is moved to the worker, not copied:
 * the caller must not use it afterwards. Rejects only when the worker cannot start.
 */
export function parseInWorker(input: ParseInput, limits: WorkerLimits): Promise<ExtractResult> {
  const { entry, eval: isCode } = workerEntry();
  // Only a buffer the bytes fill alone can move; a view into a larger one (Node's pool) is copied.
  const whole = input.bytes.byteOffset === 0 && input.bytes.byteLength === input.bytes.buffer.byteLength;
  const bytes = whole ? input.bytes : new Uint8Array(input.bytes); // a copy (Buffer#slice would be a view)
  const worker = new Worker(entry, {
    eval: isCode,
    workerData: { bytes, name: input.name, mimeType: input.mimeType } satisfies ParseInput,
    transferList: [bytes.buffer as ArrayBuffer],
    resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: limits.youngGenerationMb },
  });
  return new Promise<ExtractResult>((resolve, reject) => {
    let settled = false;
    const settle = (result: ExtractResult | Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      if (result instanceof Error) reject(result);
      else resolve(result);
    };
    const timer = setTimeout(
      () =>
        settle(
          failure(
            'timeout',
            said(
              /*i18n*/ {
                id: 'error.documents.read-timeout',
                message: 'Reading the file took too long, so it was stopped. The limit is {seconds} s.',
              },
              { seconds: Math.round(limits.timeoutMs / 1000) },
            ),
          ),
        ),
      limits.timeoutMs,
    );
    worker.on('message', (result: ExtractResult) => settle(result));
    worker.on('error', (error: Error & { code?: string }) => {
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY')
        settle(
          failure(
            'too_large',
            said(
              /*i18n*/ {
                id: 'error.documents.too-much-memory',
                message: 'The file is too large to read. It needs more memory than one file may use.',
              },
            ),
          ),
        );
      else if (error.code && START_ERRORS.has(error.code)) settle(error);
      else settle(failure('corrupt'));
    });
    worker.on('exit', () => settle(failure('corrupt')));
  });
}
