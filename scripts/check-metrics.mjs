// Prints the /metrics page of the built server (api/dist/main.mjs, as `npm start` runs it) on a new
// SQLite database, after a few requests, for `promtool check metrics` in .ci/run.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'duet-metrics-'));
const port = await new Promise((resolve) => {
  const s = net.createServer().listen(0, '127.0.0.1', () => {
    const { port } = s.address();
    s.close(() => resolve(port));
  });
});
const token = 'check-metrics-token-0123456789';
const env = {
  ...process.env,
  NODE_ENV: 'production',
  DATABASE_URL: `file:${path.join(dir, 'duet.db')}`,
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  UPLOAD_DIR: path.join(dir, 'uploads'),
  SECRET_KEY_FILE: path.join(dir, 'secret.key'),
  METRICS_TOKEN: token,
  LOG_LEVEL: 'info',
};
execFileSync(process.execPath, [path.join(root, 'scripts/prisma.mjs'), 'migrate', 'deploy'], { env, stdio: 'ignore' });
const server = spawn(process.execPath, [path.join(root, 'api/dist/main.mjs')], {
  env,
  stdio: ['ignore', 'pipe', 'inherit'],
});
const base = `http://127.0.0.1:${port}`;
try {
  // Ready once its start line says it listens (logging/logger.ts, main.ts).
  await new Promise((resolve, reject) => {
    let log = '';
    server.stdout.on('data', (chunk) => {
      log += chunk;
      if (log.includes('Duet is listening')) resolve();
    });
    server.once('exit', (code) => reject(new Error(`the server exited (${code}) before it listened:\n${log}`)));
  });
  await fetch(`${base}/api/v1/auth/me`);
  await fetch(`${base}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'metrics@example.com', username: 'metrics', password: 'correct horse battery' }),
  });
  const page = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  if (!page.ok) throw new Error(`/metrics answered ${page.status}`);
  process.stdout.write(await page.text());
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dir, { recursive: true, force: true });
}
