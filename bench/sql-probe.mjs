// Loaded into a bench server with `node --import ./bench/sql-probe.mjs` (startApi's `sqlProbe`): records
// when each SQLite statement the server runs starts (better-sqlite3, which Prisma's adapter and the
// typed SQL both use) and its text, and writes them to BENCH_SQL_PROBE_OUT as the server exits:
//   { "t": [epoch ms …], "sql": [index into "texts" …], "texts": [statement …] }
// The times are performance.timeOrigin + performance.now(), as the bench's own clock (lib.mjs now()).
import fs from 'node:fs';
import { createRequire } from 'node:module';

const out = process.env.BENCH_SQL_PROBE_OUT;
const Database = createRequire(import.meta.url)('better-sqlite3');
const times = [];
const which = [];
const index = new Map();
const note = (text) => {
  let i = index.get(text);
  if (i === undefined) index.set(text, (i = index.size));
  times.push(performance.timeOrigin + performance.now());
  which.push(i);
};
const probe = new Database(':memory:');
const Statement = Object.getPrototypeOf(probe.prepare('SELECT 1'));
probe.close();
for (const method of ['run', 'get', 'all', 'iterate']) {
  const original = Statement[method];
  Statement[method] = function (...args) {
    note(this.source);
    return original.apply(this, args);
  };
}
const exec = Database.prototype.exec;
Database.prototype.exec = function (text) {
  note(String(text));
  return exec.call(this, text);
};
process.on('exit', () => {
  if (out) fs.writeFileSync(out, JSON.stringify({ t: times, sql: which, texts: [...index.keys()] }));
});
