// The columns' scoring (api/src/db/vector-index/simd/columns.ts), the JavaScript loop and the SIMD
// kernel side by side, taking turns: 100,000 vectors of 512, questions setting 16 to 512 components
// (the local embedding's short questions set ~40–90). `node bench/columns-kernel.mjs`; prints a table.
import { register } from 'tsx/esm/api';
import { mulberry32, summarize } from './lib.mjs';

register();
const { Columns } = await import('../api/src/db/vector-index/simd/columns.ts');
const N = Number(process.env.BENCH_COLUMNS_N ?? 100_000);
const DIMS = 512;
const ROUNDS = 40;
const rand = mulberry32(512);
const stores = { js: new Columns(DIMS, { simd: false }), simd: new Columns(DIMS) };
for (const cols of Object.values(stores)) {
  cols.reserve(N, 0);
  for (let i = 0; i < DIMS * cols.cap; i++) cols.data[i] = rand() - 0.5;
}
if (!stores.simd.simd || stores.js.simd) throw new Error('expected one store of each kind');
console.log(`| components set | JavaScript p50 ms | SIMD p50 ms | × |\n|---|---|---|---|`);
for (const k of [16, 48, 96, 128, 512]) {
  const ms = { js: [], simd: [] };
  for (let r = 0; r < ROUNDS; r++) {
    const set = Uint32Array.from(
      new Set(Array.from({ length: k }, (_, i) => (k === DIMS ? i : Math.floor(rand() * DIMS)))),
    ).sort();
    const unit = new Float32Array(DIMS);
    for (const c of set) unit[c] = rand();
    for (const name of r % 2 ? ['js', 'simd'] : ['simd', 'js']) {
      const t = performance.now();
      stores[name].score(unit, set, N);
      ms[name].push(performance.now() - t);
    }
  }
  const [js, simd] = [summarize(ms.js).p50, summarize(ms.simd).p50];
  console.log(`| ${k} | ${js.toFixed(2)} | ${simd.toFixed(2)} | ${(js / simd).toFixed(1)} |`);
}
