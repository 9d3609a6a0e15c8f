// Bundles the API (api/src/main.ts and everything of ours it imports, including
// the generated Prisma client) into api/dist/main.mjs with esbuild; npm packages
// stay external. `npm start` runs this with plain node: no TypeScript loader at
// run time (tsx costs ~130 MB of memory and its compile hooks; bench/RESULTS.md).
// api/dist sits two levels under the root, like api/src, so paths the config
// derives from its own location stay right.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const API_BUNDLE = path.join(root, 'api/dist/main.mjs');

export async function buildApi() {
  await build({
    entryPoints: [path.join(root, 'api/src/main.ts')],
    outfile: API_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  return API_BUNDLE;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildApi();
  console.log(`API bundled into ${path.relative(root, API_BUNDLE)}`);
}
