// Shared pieces of the benchmarks: paths, child servers, /proc readings,
// a keep-alive load generator, percentiles, GraphQL and SSE clients.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildApi } from '../scripts/build-api.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BENCH_DIR = path.join(ROOT, 'var', 'bench');
export const DB_FILE = path.join(BENCH_DIR, 'bench.db');
export const DB_URL = `file:${path.relative(ROOT, DB_FILE)}`;
/** What the seed writes for the other benches: user, token, thread ids. */
export const SEED_INFO = path.join(BENCH_DIR, 'seed.json');

/** A small seeded random number generator (mulberry32): the same data on every run. */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const now = () => performance.timeOrigin + performance.now();

// ---------------------------------------------------------------- CPU pinning
const CPUS = os.availableParallelism();
const hasTaskset = spawnSync('taskset', ['-V']).status === 0;
/** With 2+ cores: servers on the last core, load (this process) on core 0. */
export const SERVER_CPU = CPUS >= 2 && hasTaskset ? String(CPUS - 1) : null;
export function pinSelf() {
  if (SERVER_CPU !== null) spawnSync('taskset', ['-pc', '0', String(process.pid)], { stdio: 'ignore' });
}

// ---------------------------------------------------------------- child servers
export async function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

const children = new Set();
function killAll() {
  for (const c of children) {
    try {
      c.kill('SIGKILL');
    } catch {
      // already gone
    }
  }
}
process.on('exit', killAll);
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    killAll();
    process.exit(130);
  });
}

/**
 * Starts `node <args>` (pinned to the server core) and waits until `url`
 * answers. The pid is the node process itself (no wrapper), so /proc reads
 * measure the server.
 */
export async function startChild(name, nodeArgs, { env = {}, readyUrl, timeoutMs = 60_000, cwd = ROOT } = {}) {
  const cmd = SERVER_CPU !== null ? 'taskset' : process.execPath;
  const args = SERVER_CPU !== null ? ['-c', SERVER_CPU, process.execPath, ...nodeArgs] : nodeArgs;
  const child = spawn(cmd, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let log = '';
  const keep = (d) => {
    log = (log + d).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  // BENCH_SERVER_LOG=<file>: the children's whole output goes there too (e.g. with --trace-gc).
  if (process.env.BENCH_SERVER_LOG) {
    const out = fs.createWriteStream(process.env.BENCH_SERVER_LOG, { flags: 'a' });
    child.stdout.pipe(out);
    child.stderr.pipe(out);
  }
  let exited = null;
  child.on('exit', (code, signal) => {
    exited = { code, signal };
    children.delete(child);
  });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited) throw new Error(`${name} exited (${JSON.stringify(exited)}) before it was ready:\n${log}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} did not answer ${readyUrl} within ${timeoutMs} ms:\n${log}`);
    }
    try {
      const res = await fetch(readyUrl);
      await res.arrayBuffer();
      if (res.status < 500) break;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  // taskset execs node, so the pid is node's.
  return {
    name,
    pid: child.pid,
    log: () => log,
    async stop() {
      if (exited) return;
      const gone = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const t = setTimeout(() => child.kill('SIGKILL'), 5000);
      await gone;
      clearTimeout(t);
    },
  };
}

/**
 * Starts the Duet API on the bench database. variant 'start' (default) is what
 * `npm start` runs: the esbuild bundle (scripts/build-api.mjs) with plain node.
 * 'tsx' runs the sources through the tsx loader (the comparison; BENCH_API_VARIANT=tsx makes it
 * the default); 'diag' runs
 * bench/diag-server.mjs (tsx, --expose-gc, SIGUSR2 prints the heap after a full GC).
 * sqlProbe: a file the server writes its SQLite statements to as it exits (bench/sql-probe.mjs).
 */
export async function startApi(
  extraEnv = {},
  variant = process.env.BENCH_API_VARIANT ?? 'start',
  { gcProbe = false, sqlProbe = null } = {},
) {
  const port = await freePort();
  const env = {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: DB_URL,
    LOG_LEVEL: 'warn',
    UPLOAD_DIR: 'var/bench/uploads',
    MAIL_DIR: 'var/bench/mail',
    REDIS_URL: '',
    // A load that measures the server, not its request allowance: thousands of requests a second.
    RATE_LIMIT_API_POINTS: '1000000000',
    RATE_LIMIT_API_POINTS_ANON: '1000000000',
    ...(sqlProbe ? { BENCH_SQL_PROBE_OUT: sqlProbe } : {}),
    ...extraEnv,
  };
  const args =
    variant === 'start'
      ? [await buildApi()]
      : variant.endsWith('.mjs')
        ? [variant] // another build's bundle (e.g. BENCH_HISTORY_BASELINE), side by side with this one
        : variant === 'diag'
          ? ['--expose-gc', '--import', 'tsx', 'bench/diag-server.mjs']
          : ['--import', 'tsx', 'api/src/main.ts'];
  // e.g. BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=var/bench/prof" to profile the server.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  if (gcProbe) nodeArgs.push('--import', pathToFileURL(path.join(ROOT, 'bench/gc-probe.mjs')).href);
  if (sqlProbe) nodeArgs.push('--import', pathToFileURL(path.join(ROOT, 'bench/sql-probe.mjs')).href);
  const server = await startChild('api', [...nodeArgs, ...args], {
    env,
    readyUrl: `http://127.0.0.1:${port}/healthz`,
  });
  return {
    ...server,
    port,
    base: `http://127.0.0.1:${port}`,
    /**
     * gcProbe: the first call starts V8's GC profiler in the server, the next returns what it saw
     * since ({ ms, pauseMs, scavenges, markCompacts, allocatedMb }, bench/gc-probe.mjs).
     */
    async gcProbe() {
      const lines = () => server.log().match(/GCPROBE .*/g) ?? [];
      const before = lines().length;
      process.kill(server.pid, 'SIGUSR2');
      for (let i = 0; i < 100; i++) {
        await sleep(20);
        const found = lines();
        if (found.length > before) {
          const text = found.at(-1).slice(8);
          return text === 'started' ? null : JSON.parse(text);
        }
      }
      throw new Error('the GC probe did not answer (start the API with { gcProbe: true })');
    },
    /** diag variant: full GC, then the process's memoryUsage() in MB. */
    async heapAfterGc() {
      const count = () => server.log().match(/DIAG \{.*\}/g) ?? [];
      const before = count().length;
      process.kill(server.pid, 'SIGUSR2');
      for (let i = 0; i < 600; i++) {
        await sleep(100);
        const found = count();
        if (found.length > before) return JSON.parse(found.at(-1).slice(5));
      }
      return null;
    },
  };
}

// ---------------------------------------------------------------- /proc readings
const CLK_TCK = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim()) || 100;

/** utime + stime of a process (all its threads), in ms. */
export function cpuMs(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // fields[0] is field 3 (state): utime is field 14, stime field 15.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLK_TCK;
}

/** CPU time the whole machine spent busy (all cores, all processes), in ms. */
export function machineCpuMs() {
  const [user, nice, system, , , irq, softirq, steal] = fs
    .readFileSync('/proc/stat', 'utf8')
    .split('\n', 1)[0]
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return ((user + nice + system + irq + softirq + (steal || 0)) * 1000) / CLK_TCK;
}

/** This process's own CPU time (user + system), in ms. */
export function selfCpuMs() {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** The machine's 1-minute load average. */
export const load1 = () => Number(fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);

/**
 * Other engineers share the machine: a bench that measures latency first waits (up to
 * BENCH_MAX_LOAD_WAIT_S, 900 s) until the 1-minute load is below BENCH_MAX_LOAD (1.5).
 */
export const MAX_LOAD = Number(process.env.BENCH_MAX_LOAD ?? 1.5);
export const MAX_LOAD_WAIT_S = Number(process.env.BENCH_MAX_LOAD_WAIT_S ?? 900);

/** Waits until the machine's 1-minute load is below `maxLoad` (or `maxWaitS` passed); returns the load then. */
export async function quietMachine(maxLoad = MAX_LOAD, maxWaitS = MAX_LOAD_WAIT_S) {
  const deadline = Date.now() + maxWaitS * 1000;
  let load = load1();
  while (load >= maxLoad && Date.now() < deadline) {
    await sleep(10_000);
    load = load1();
  }
  return load;
}

/** VmRSS of a process, in MB. */
export function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

// ---------------------------------------------------------------- statistics
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}
export function summarize(values) {
  const s = Float64Array.from(values).sort();
  const sum = s.reduce((a, b) => a + b, 0);
  return {
    n: s.length,
    mean: s.length ? sum / s.length : NaN,
    p50: percentile(s, 50),
    p90: percentile(s, 90),
    p99: percentile(s, 99),
    max: s.length ? s[s.length - 1] : NaN,
  };
}
export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2) : NaN;
};
export const fmt = (v, digits = 1) => (Number.isFinite(v) ? v.toFixed(digits) : '–');

// ---------------------------------------------------------------- load generator
/**
 * Keeps `connections` requests in flight for `durationMs` over keep-alive
 * sockets (one per connection); records each request's latency.
 */
export async function load({ url, method = 'POST', headers = {}, body, connections, durationMs, check }) {
  const target = new URL(url);
  const payload = body === undefined ? undefined : Buffer.from(body);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  const reqHeaders = { ...headers, ...(payload ? { 'content-length': String(payload.length) } : {}) };
  const latencies = [];
  let errors = 0;
  let firstError = null;
  const end = performance.now() + durationMs;
  const one = () =>
    new Promise((resolve) => {
      const started = performance.now();
      const req = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname + target.search,
          method,
          headers: reqHeaders,
          agent,
        },
        (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => {
            const ms = performance.now() - started;
            const ok = res.statusCode === 200 && (!check || check(Buffer.concat(chunks)));
            if (ok) latencies.push(ms);
            else {
              errors += 1;
              firstError ??= `HTTP ${res.statusCode}: ${Buffer.concat(chunks).toString().slice(0, 300)}`;
            }
            resolve();
          });
        },
      );
      req.on('error', (e) => {
        errors += 1;
        firstError ??= String(e);
        resolve();
      });
      req.end(payload);
    });
  const worker = async () => {
    while (performance.now() < end) await one();
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const elapsed = performance.now() - started;
  agent.destroy();
  return {
    requests: latencies.length,
    errors,
    firstError,
    elapsedMs: elapsed,
    rps: (latencies.length * 1000) / elapsed,
    latency: summarize(latencies),
  };
}

// ---------------------------------------------------------------- GraphQL / SSE clients
export async function graphql(base, token, query, variables = {}) {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const json = await res.json();
  if (json.errors) throw new Error(`GraphQL errors: ${JSON.stringify(json.errors).slice(0, 500)}`);
  return json.data;
}

/**
 * A GraphQL subscription over SSE (POST with accept: text/event-stream, one
 * connection per subscription, as Yoga serves it). Calls onEvent(payload,
 * receivedAt) for each `next` event; resolves when the stream ends.
 */
export function subscribeSse({ base, token, query, variables, agent, onEvent, onOpen }) {
  const target = new URL(`${base}/graphql`);
  const body = Buffer.from(JSON.stringify({ query, variables }));
  let req;
  const done = new Promise((resolve, reject) => {
    req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          accept: 'text/event-stream',
          authorization: `Bearer ${token}`,
          'content-length': String(body.length),
        },
      },
      (res) => {
        if (res.statusCode !== 200) {
          let text = '';
          res.on('data', (c) => (text += c));
          res.on('end', () => reject(new Error(`SSE HTTP ${res.statusCode}: ${text.slice(0, 300)}`)));
          return;
        }
        onOpen?.();
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk) => {
          const at = now();
          buffer += chunk;
          let cut;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            let event = 'message';
            let data = '';
            for (const line of block.split('\n')) {
              if (line.startsWith('event:')) event = line.slice(6).trim();
              else if (line.startsWith('data:')) data += line.slice(5).trimStart();
            }
            if (event === 'next' && data) onEvent(JSON.parse(data), at);
          }
        });
        res.on('end', resolve);
        res.on('error', resolve);
        res.on('aborted', resolve);
      },
    );
    req.on('error', (e) => (e.code === 'ECONNRESET' || e.message === 'aborted' ? resolve() : reject(e)));
    req.end(body);
  });
  return { done, close: () => req.destroy() };
}

/**
 * Clears run claims and streaming answers a killed bench server left in the
 * bench database (a claim otherwise blocks its thread until it goes stale).
 */
export function releaseRunClaims() {
  const require = createRequire(import.meta.url);
  const Database = require('better-sqlite3');
  const db = new Database(DB_FILE);
  db.prepare(`UPDATE "Thread" SET "activeRunId" = NULL, "activeRunAt" = NULL WHERE "activeRunId" IS NOT NULL`).run();
  db.prepare(`UPDATE "Step" SET "status" = 'completed', "streaming" = 0 WHERE "status" = 'streaming'`).run();
  db.close();
}

// ---------------------------------------------------------------- seed info
export function readSeed() {
  if (!fs.existsSync(SEED_INFO) || !fs.existsSync(DB_FILE)) {
    throw new Error('No bench database: run `node bench/run.mjs seed` first (npm run bench does it).');
  }
  return JSON.parse(fs.readFileSync(SEED_INFO, 'utf8'));
}

export function machine() {
  return {
    nproc: CPUS,
    cpu: os.cpus()[0]?.model ?? 'unknown',
    node: process.version,
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    pinned: SERVER_CPU !== null ? `server on core ${SERVER_CPU}, load on core 0` : 'not pinned',
  };
}

/** A new, migrated SQLite database at `file` (under var/bench): its URL for DATABASE_URL. */
export function freshDatabase(file) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (const suffix of ['', '-wal', '-shm', '-journal']) fs.rmSync(file + suffix, { force: true });
  const url = `file:${path.relative(ROOT, file)}`;
  const migrate = spawnSync(process.execPath, [path.join(ROOT, 'scripts/prisma.mjs'), 'migrate', 'deploy'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url },
    encoding: 'utf8',
  });
  if (migrate.status !== 0) throw new Error(`migrate deploy failed:\n${migrate.stdout}\n${migrate.stderr}`);
  return url;
}
