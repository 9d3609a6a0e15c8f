// Bundles the API (api/src/main.ts and everything of ours it imports, including
// the generated Prisma client) into api/dist/main.mjs with esbuild; npm packages
// stay external. `npm start` runs this with plain node: no TypeScript loader at
// run time (tsx costs ~130 MB of memory and its compile hooks; bench/RESULTS.md).
// api/dist sits two levels under the root, like api/src, so paths the config
// derives from its own location stay right. The documents' worker thread runs a file of its own,
// bundled beside main.mjs as documents-worker.mjs (api/src/documents/worker-host.ts starts it).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const API_DIST = path.join(root, 'api/dist');
export const API_BUNDLE = path.join(API_DIST, 'main.mjs');
/** The bundles, by output name: the server, and the worker that parses documents. */
const ENTRIES = { main: 'api/src/main.ts', 'documents-worker': 'api/src/documents/extract-worker.ts' };

/**
 * Builds the bundles into `outdir` (api/dist); `entries` adds bundles beside them (a test's probe
 * that starts the documents' worker as the server would); `only` builds some of ours alone (the
 * API tests run the worker's bundle: api/test/support/global-setup.ts). Returns the server's bundle.
 */
export async function buildApi({ outdir = API_DIST, entries = {}, only = Object.keys(ENTRIES) } = {}) {
  const ours = Object.fromEntries(Object.entries(ENTRIES).filter(([name]) => only.includes(name)));
  await build({
    entryPoints: Object.fromEntries(
      Object.entries({ ...ours, ...entries }).map(([name, file]) => [name, path.join(root, file)]),
    ),
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  return path.join(outdir, 'main.mjs');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildApi();
  console.log(`API bundled into ${path.relative(root, API_BUNDLE)}`);
}
