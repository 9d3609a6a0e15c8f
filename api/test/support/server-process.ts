/**
 * Duet as it runs in production: the built bundle (api/dist/main.mjs, as `npm start` runs it)
 * in a child process on a free loopback port, for the fault tests (kill -9, SIGTERM, full disk).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { ROOT_DIR } from '../../src/config.js';

let built = false;
/** Builds the bundle once per test file (esbuild: well under a second). */
export function buildServer() {
  if (built) return;
  execFileSync(process.execPath, [path.join(ROOT_DIR, 'scripts/build-api.mjs')], { cwd: ROOT_DIR, stdio: 'inherit' });
  built = true;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the server wrote (its log), for failure messages. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) when the process ends. */
  exited: Promise<number | string>;
  kill(signal: NodeJS.Signals): void;
}

/** Kills (SIGKILL) those still running and waits for each to be gone: a test's cleanup. */
export async function stopServers(servers: readonly ServerProcess[]): Promise<void> {
  for (const s of servers) {
    if (s.child.exitCode === null && s.child.signalCode === null) {
      s.kill('SIGKILL');
      await s.exited;
    }
  }
}

export async function startServer(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  buildServer();
  const p = port ?? (await freePort());
  const url = `http://127.0.0.1:${p}`;
  const child = spawn(process.execPath, [path.join(ROOT_DIR, 'api/dist/main.mjs')], {
    cwd: ROOT_DIR,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(p),
      PUBLIC_URL: url,
      LOG_LEVEL: 'warn',
      MAIL_DIR: `var/test/files/mail-${randomUUID()}`,
      UPLOAD_DIR: `var/test/files/uploads-${randomUUID()}`,
      UPLOAD_MIN_FREE_BYTES: '0',
      RATE_LIMIT_LOGIN_IP: '1000',
      RATE_LIMIT_REGISTER_IP: '1000',
      // Every client of these tests comes from 127.0.0.1, as in startTestApp.
      RATE_LIMIT_API_POINTS_ANON: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  // Until it answers or exits: no count of tries (a busy machine starts it late, not never); the
  // test's own timeout bounds a server that hangs.
  for (;;) {
    const up = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return { url, child, output: () => log, exited, kill: (signal) => child.kill(signal) };
}

/** A browser-like client of a server process: keeps the session cookie, same-origin requests. */
export class HttpClient {
  private cookie = '';
  constructor(public base: string) {}

  async fetch(pathname: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('sec-fetch-site', 'same-origin');
    if (this.cookie) headers.set('cookie', this.cookie);
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const res = await fetch(`${this.base}${pathname}`, { ...init, headers, body });
    const session = res.headers.getSetCookie().find((c) => c.startsWith('duet_session='));
    if (session) this.cookie = session.split(';')[0]!;
    return res;
  }

  async json(
    pathname: string,
    init: RequestInit & { json?: unknown } = {},
  ): Promise<{ status: number; headers: Headers; body: any }> {
    const res = await this.fetch(pathname, init);
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
  }
}
