// The history page's read alone, side by side in one process: the last 100 steps of the 1,000-step
// thread with their elements, tool calls and siblings (ChatReads.historyBefore), through this
// checkout's read layer and through BENCH_BASELINE's (another checkout with its own seeded
// var/bench/bench.db), alternating, CPU ms per page. Both need `node bench/run.mjs seed` first.
// `BENCH_BASELINE=../before node bench/history-reads.mjs` (docs/decisions/typed-hot-sql.md).
import path from 'node:path';
import Database from 'better-sqlite3';
import { register } from 'tsx/esm/api';
import { ROOT } from './lib.mjs';

register();
const baseline = process.env.BENCH_BASELINE;
if (!baseline) {
  console.error('Set BENCH_BASELINE to a checkout to compare with (seeded, with its node_modules).');
  process.exit(2);
}
const PAGES = Number(process.env.BENCH_PAGES ?? 400);
const ROUNDS = 7;

async function reader(dir) {
  const file = path.join(dir, 'var/bench/bench.db');
  const db = new Database(file, { readonly: true });
  const { id } = db.prepare('SELECT "id" FROM "Thread" ORDER BY "stepCount" DESC LIMIT 1').get();
  db.close();
  const { createSqlReader } = await import(path.join(dir, 'api/src/db/sql-reader.ts'));
  const { ChatReads } = await import(path.join(dir, 'api/src/chat/read/chat-reads.ts'));
  // readPath: what checkouts before issue 31 ask for; later ones ignore it.
  const reads = new ChatReads(createSqlReader({ kind: 'sqlite', sqlitePath: file, readPath: 'driver' }));
  return () => reads.historyBefore(id, 100);
}

const pages = { baseline: await reader(path.resolve(baseline)), this: await reader(ROOT) };
const cpu = { baseline: [], this: [] };
for (let round = 0; round < ROUNDS; round++) {
  for (const name of round % 2 ? ['this', 'baseline'] : ['baseline', 'this']) {
    for (let i = 0; i < 50; i++) await pages[name](); // warm-up
    const start = process.cpuUsage();
    for (let i = 0; i < PAGES; i++) await pages[name]();
    const used = process.cpuUsage(start);
    cpu[name].push((used.user + used.system) / 1000 / PAGES);
  }
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const name of ['baseline', 'this'])
  console.log(
    `${name.padEnd(8)} CPU ms/page: median ${median(cpu[name]).toFixed(3)} (rounds ${cpu[name].map((x) => x.toFixed(2)).join(' ')})`,
  );
console.log(
  `this/baseline ${(median(cpu.this) / median(cpu.baseline)).toFixed(2)}× · load ${(await import('node:os')).loadavg()[0].toFixed(2)}`,
);
