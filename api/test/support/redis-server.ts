/**
 * A throwaway redis-server (Debian's package) on a free loopback port, for the scale-out tests.
 * `own: true` always starts one, even when CI shares one through REDIS_TEST_URL: a test that stops
 * Redis and starts it again (on the same port) needs its own.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface RedisServer {
  url: string;
  /** Stops it (SIGTERM: Redis closes every connection and exits). */
  stop(): Promise<void>;
  /** Starts it again on the same port, empty (nothing is saved to disk); running, nothing. */
  start(): Promise<void>;
}

export async function startRedis({ own = false } = {}): Promise<RedisServer> {
  if (process.env.REDIS_TEST_URL && !own) {
    return { url: process.env.REDIS_TEST_URL, stop: async () => undefined, start: async () => undefined };
  }
  if (spawnSync('redis-server', ['--version']).status !== 0) {
    throw new Error('redis-server is needed for this test: apt-get install redis-server (or set REDIS_TEST_URL)');
  }
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    if (child) return;
    const proc = spawn(
      'redis-server',
      ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    child = proc;
    // Until it takes connections or exits (no count of tries: a busy machine starts it late).
    for (;;) {
      const ok = await new Promise<boolean>((resolve) => {
        const s = net.connect(port, '127.0.0.1', () => {
          s.end();
          resolve(true);
        });
        s.on('error', () => resolve(false));
      });
      if (ok) return;
      if (proc.exitCode !== null || proc.signalCode !== null) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`redis-server did not start on port ${port}`);
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      const proc = child;
      child = null;
      if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
      const exited = new Promise((r) => proc.once('exit', r));
      proc.kill('SIGTERM');
      await exited;
    },
    start,
  };
}
