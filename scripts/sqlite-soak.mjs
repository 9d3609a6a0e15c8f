// `node --expose-gc scripts/sqlite-soak.mjs [rounds]`: SQLite's driver under a garbage collector that
// frees prepared statements all the time, on the Node that runs it. better-sqlite3 12 built on Node
// 24.19 or newer aborted the process when a statement was freed (packages/better-sqlite3/README.md);
// this makes that happen tens of thousands of times, in each way a statement is let go:
//   - dropped after one use (Prisma's adapter prepares one per query), then collected;
//   - alive when its database closes, then collected;
//   - alive when a worker thread ends (freed by the thread's cleanup, not by JavaScript);
//   - alive when the process exits;
// on a plain connection and through Prisma's SQLite adapter, as Duet runs it. Exits 0 and prints
// what it did; an abort or a crash ends the process with a signal, which .ci/run reports.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const Database = require('better-sqlite3');
const release = require('better-sqlite3/release');

if (typeof globalThis.gc !== 'function') {
  console.error('Run with --expose-gc: node --expose-gc scripts/sqlite-soak.mjs');
  process.exit(2);
}
const gc = globalThis.gc;

/** One connection's share: statements prepared, used once and dropped, the collector run often. */
function churn(file, rounds) {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  let statements = 0;
  for (let round = 0; round < rounds; round++) {
    const insert = db.prepare('insert into item (round, body) values (?, ?)');
    db.transaction(() => {
      for (let i = 0; i < 50; i++) insert.run(round, `body ${round}.${i}`);
    })();
    for (let i = 0; i < 400; i++) {
      // A different text each time: a new statement, never cached, garbage after this line.
      db.prepare(`select count(*) + ${i} as n from item where round <= ?`).get(round);
      statements++;
    }
    // An iterator left early (its statement reset, then collected).
    for (const row of db.prepare(`select id from item where round = ${round}`).iterate()) if (row) break;
    statements++;
    if (round % 5 === 0) gc();
  }
  // Statements still referenced when their database closes.
  const kept = Array.from({ length: 50 }, (_, i) => db.prepare(`select ${i} as n`));
  statements += kept.length;
  db.close();
  kept.length = 0;
  gc();
  return statements;
}

if (!isMainThread) {
  const { file, rounds } = workerData;
  const db = new Database(file);
  // Alive when the thread ends: freed by the thread's teardown.
  const held = Array.from({ length: 200 }, (_, i) => db.prepare(`select ${i} + ? as n`));
  held.forEach((statement, i) => statement.get(i));
  parentPort.postMessage(churn(file, rounds) + held.length);
} else {
  const rounds = Number(process.argv[2] ?? 100);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'duet-sqlite-soak-'));
  const file = path.join(dir, 'soak.db');
  const started = Date.now();
  try {
    const setup = new Database(file);
    setup.pragma('journal_mode = WAL');
    setup.exec('create table item (id integer primary key, round integer, body text)');
    setup.close();

    let statements = churn(file, rounds);

    const workers = await Promise.all(
      Array.from(
        { length: 4 },
        () =>
          new Promise((resolve, reject) => {
            const worker = new Worker(fileURLToPath(import.meta.url), { workerData: { file, rounds: rounds / 4 } });
            let made = 0;
            worker.on('message', (count) => (made = count));
            worker.on('error', reject);
            worker.on('exit', (code) => (code === 0 ? resolve(made) : reject(new Error(`a worker exited ${code}`))));
          }),
      ),
    );
    statements += workers.reduce((a, b) => a + b, 0);

    // Prisma's adapter, as Duet opens it (api/src/db/sqlite-transactions/index.ts): a statement per query.
    const { PrismaBetterSQLite3 } = await import('@prisma/adapter-better-sqlite3');
    const adapter = await new PrismaBetterSQLite3({ url: `file:${file}` }).connect();
    for (let i = 0; i < rounds * 100; i++) {
      await adapter.queryRaw({
        sql: `select count(*) as n, ${i} as i from item where round < ?`,
        args: [i % rounds],
        argTypes: ['Int32'],
      });
      statements++;
      if (i % 500 === 0) gc();
    }
    await adapter.dispose();
    gc();

    // Statements alive as the process exits.
    const last = new Database(file);
    globalThis.soakKept = Array.from({ length: 100 }, (_, i) => last.prepare(`select ${i} as n`));
    statements += 100;
    console.log(
      `sqlite soak: Node ${process.version} (Node-API ${process.versions.napi}), better-sqlite3 ${release.version()}, ` +
        `${statements.toLocaleString('en')} statements prepared and freed in ${((Date.now() - started) / 1000).toFixed(1)} s: ok`,
    );
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
