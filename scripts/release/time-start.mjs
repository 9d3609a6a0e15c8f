// How long a release takes from `node server.mjs` to /readyz answering 200, the figure in
// docs/deployment.md: `node scripts/release/time-start.mjs [release dir] [runs]`. Each run starts on
// a new SQLite database (all migrations applied) and again on the same one (nothing to apply).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const release = path.resolve(process.argv[2] ?? 'release');
const runs = Number(process.argv[3] ?? 5);

const freePort = () =>
  new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** Milliseconds from spawn to the first 200 of /readyz (a 60 s deadline bounds a failure). */
async function timeOnce(dataRoot) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(release, 'server.mjs')], {
    env: { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', DATA_ROOT: dataRoot, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (performance.now() - started > 60_000) throw new Error('/readyz did not answer 200 within 60 s');
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
      const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return performance.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const summary = (name, ms) => {
  ms.sort((a, b) => a - b);
  const fmt = (v) => `${(v / 1000).toFixed(2)} s`;
  console.log(
    `${name}: median ${fmt(ms[Math.floor(ms.length / 2)])}, min ${fmt(ms[0])}, max ${fmt(ms.at(-1))} (${runs} runs)`,
  );
};
const fresh = [];
const again = [];
for (let i = 0; i < runs; i++) {
  const dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'duet-start-'));
  fresh.push(await timeOnce(dataRoot));
  again.push(await timeOnce(dataRoot));
  fs.rmSync(dataRoot, { recursive: true, force: true });
}
summary('new database (36 migrations applied)', fresh);
summary('migrated database', again);
