// Writes .br and .gz copies of the build's text assets (dist/assets), so the server sends them
// compressed without compressing on every request (api/src/app.ts serves them `precompressed`).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = process.env.DUET_WEB_DIST || path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const assets = path.join(dist, 'assets');
let count = 0;
for (const name of fs.readdirSync(assets)) {
  if (!/\.(js|mjs|css|svg|json|txt|map)$/.test(name)) continue;
  const file = path.join(assets, name);
  const data = fs.readFileSync(file);
  if (data.length < 1024) continue;
  fs.writeFileSync(
    `${file}.br`,
    brotliCompressSync(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    }),
  );
  fs.writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
  count++;
}
console.log(`precompressed ${count} assets (brotli and gzip)`);
