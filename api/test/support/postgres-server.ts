/**
 * A throwaway PostgreSQL server for the fault tests: initdb and postgres from Debian's package (the
 * newest /usr/lib/postgresql/<version>/bin) in a temporary folder, on a free loopback port. The
 * test stops it (fast shutdown, as `pg_ctl stop -m fast`: SIGINT to the postmaster) and starts it
 * again on the same port and data folder. It is the test's own server whatever DATABASE_URL says,
 * so a fault test runs the same in the SQLite and the PostgreSQL run.
 *
 * As root, initdb and postgres refuse to run: both are spawned as the `postgres` system user (its
 * uid and gid), in a folder it owns.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './server-process.js';

export interface PostgresServer {
  /** The server's `postgres` database, as its superuser. */
  url: string;
  /** A database of this server by name. */
  database(name: string): string;
  /** Fast shutdown: open sessions are ended, the server is gone when this resolves. */
  stop(): Promise<void>;
  /** Starts it again (same port, same data) and resolves once it takes connections; running, nothing. */
  start(): Promise<void>;
  /** Stops it for good and removes its folder. */
  close(): Promise<void>;
}

/** The newest installed PostgreSQL's bin folder. */
function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
    : [];
  versions.sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  if (!versions[0]) throw new Error('PostgreSQL is needed for this test: apt-get install postgresql');
  return path.join(root, versions[0], 'bin');
}

/** Root runs the server as `postgres`; anyone else as themselves. */
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  return { uid: id('-u'), gid: id('-g') };
}

async function accepts(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function startPostgres(): Promise<PostgresServer> {
  const bin = binDir();
  const user = serverUser();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'duet-pg-'));
  const data = path.join(dir, 'data');
  if (user) fs.chownSync(dir, user.uid, user.gid);
  const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', LC_ALL: 'C' };
  execFileSync(
    path.join(bin, 'initdb'),
    ['-D', data, '--auth=trust', '-U', 'postgres', '-E', 'UTF8', '--no-locale', '--no-sync'],
    {
      ...user,
      env,
      stdio: 'pipe',
    },
  );
  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let child: ChildProcess | null = null;
  let log = '';

  const start = async () => {
    if (child) return;
    // Durability is not what these tests are about: no fsync, so start and stop stay fast.
    const args = [
      '-D',
      data,
      '-p',
      String(port),
      '-k',
      dir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
    ];
    const proc = spawn(path.join(bin, 'postgres'), args, {
      ...user,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    proc.stdout!.on('data', (d: Buffer) => (log += d.toString()));
    proc.stderr!.on('data', (d: Buffer) => (log += d.toString()));
    child = proc;
    // Until it takes connections or exits (no deadline: a busy machine starts it late; the test's
    // own timeout bounds one that hangs).
    while (!(await accepts(url))) {
      if (proc.exitCode !== null || proc.signalCode !== null) throw new Error(`PostgreSQL did not start:\n${log}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };

  const stop = async () => {
    const proc = child;
    child = null;
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
    const exited = new Promise((r) => proc.once('exit', r));
    proc.kill('SIGINT'); // fast shutdown
    await exited;
  };

  await start();
  return {
    url,
    database: (name) => `postgres://postgres@127.0.0.1:${port}/${name}`,
    stop,
    start,
    async close() {
      await stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
