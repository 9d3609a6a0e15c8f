// Where a history page's CPU goes, the floor against GraphQL, in CPU ms per request by bucket.
// Inputs, from one profiled run: `BENCH_ROUNDS=2 BENCH_SERVER_NODE_ARGS="--cpu-prof
// --cpu-prof-dir=var/bench/prof --cpu-prof-interval=200" node bench/run.mjs history` writes a
// .cpuprofile per server to var/bench/prof/ and the run's figures to var/bench/history.json (and
// the profiled, slower figures to bench/RESULTS.md's history table: check that file out again). Then
//   node bench/history-profile.mjs var/bench/prof/<one>.cpuprofile var/bench/prof/<other>.cpuprofile var/bench/history.json
// (either order: the floor's profile is the one running bench/floor-server.mjs).
//
// Only the measured rounds count: a server's busy runs of samples are parted by idle while the other
// server is loaded, and its rounds are the last runs about a round long, so start-up (module loading,
// the vector index's build) and the warm-up are left out; samples under the server's own timers
// (BACKGROUND) are left out and reported apart. Requests in a round: its `requests`, or its req/s
// times its busy time. A sample counts in the bucket of its function or, for natives and Node's
// generic modules, of the nearest caller that has one; in the servers' own files a function's self
// time is split by line (positionTicks): `.all(` lines are SQLite, `JSON.stringify(` lines JSON,
// and the bundle's lines are Duet's own code by their source file (api/src/db/, the read layer: SQLite).
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const [fileA, fileB, runFile] = process.argv.slice(2);
if (!runFile) throw new Error('usage: node bench/history-profile.mjs <a.cpuprofile> <b.cpuprofile> <history.json>');
const run = JSON.parse(fs.readFileSync(runFile, 'utf8'));
const BUCKETS = ['SQLite', 'JSON', 'HTTP', 'GraphQL', 'own code', 'GC', 'other'];
const GAP_US = 300_000; // idle this long ends a busy run
const HTTP =
  /^node:(_http_|net$|internal\/(stream_base_commons|streams\/|http$))|\/node_modules\/(@hono\/node-server|hono)\//;
const GRAPHQL =
  /\/node_modules\/(graphql-yoga|@graphql-yoga|@envelop|graphql|graphql-jit|@pothos|@escape\.tech|@whatwg-node)\//;
const SQLITE = /\/node_modules\/(better-sqlite3|kysely)\//;
const STRINGIFY = /graphql-yoga\/.*\/result-processor\/stringify\.js$/;
// The server's work on its own timers (EMBED_INTERVAL_MS): the embedder working through the seeded
// steps and the vector index's refresh, with their Prisma queries (the page's path runs none).
const BACKGROUND = /\/node_modules\/(usearch|@prisma)\/|^wasm:|^api\/src\/(recall|db\/vector-index)\//;

/** A server file's lines, and for the bundle each line's source file (its `// api/src/…` markers). */
const sources = new Map();
function source(url) {
  if (!sources.has(url)) {
    const lines = fs.readFileSync(fileURLToPath(url), 'utf8').split('\n');
    let from = '';
    sources.set(url, { lines, fileOf: lines.map((l) => (from = /^\/\/ (api\/src\/\S+\.ts)$/.exec(l)?.[1] ?? from)) });
  }
  return sources.get(url);
}
const ownFile = (url) => url.endsWith('/api/dist/main.mjs') || url.endsWith('/bench/floor-server.mjs');
const fileOf = ({ url, lineNumber }) => source(url).fileOf[lineNumber];

/** Line `line` (0-based) of a function starting at `home`; a line of another source file was inlined. */
function lineBucket(url, line, home = line) {
  const { lines, fileOf } = source(url);
  if (line >= lines.length || fileOf[line] !== fileOf[home]) line = home;
  if (/\.(all|iterate)\(/.test(lines[line]) && !/Promise\.all/.test(lines[line])) return 'SQLite';
  if (/JSON\.stringify\(/.test(lines[line])) return 'JSON';
  return fileOf[line].startsWith('api/src/db/') ? 'SQLite' : 'own code';
}
/** A frame's bucket, or null when its caller decides (natives, Node's generic modules). */
function frameBucket({ functionName, url, lineNumber }) {
  if (functionName === '(garbage collector)') return 'GC';
  if (functionName === '(program)') return 'other';
  if (ownFile(url)) return lineBucket(url, lineNumber);
  if (STRINGIFY.test(url)) return 'JSON';
  if (HTTP.test(url)) return 'HTTP';
  if (GRAPHQL.test(url)) return 'GraphQL';
  if (SQLITE.test(url)) return 'SQLite';
  if (url === '' && lineNumber >= 0) return 'GraphQL'; // code compiled at run time: graphql-jit's
  return url === '' || url.startsWith('node:') ? null : 'other';
}
/** What the details add up by: Duet's functions (by source file), the floor's lines, packages, Node's modules. */
function part({ functionName, url, lineNumber }, line, leaf) {
  let name = /node_modules\/((@[^/]+\/)?[^/]+)\/(?!.*node_modules\/)/.exec(url)?.[1] ?? (url || functionName);
  if (url.endsWith('/bench/floor-server.mjs')) name = `floor-server.mjs${line ? `:${line}` : ''}`;
  else if (ownFile(url)) name = `${functionName || '(anonymous)'} (${fileOf({ url, lineNumber })})`;
  else if (url === '' && lineNumber >= 0) name = "graphql-jit's compiled query";
  const native = leaf && leaf.url === '' && leaf.lineNumber < 0 && leaf.functionName !== functionName;
  return native ? `${name}: ${leaf.functionName || '(native)'}` : name;
}

function analyse(file) {
  const p = JSON.parse(fs.readFileSync(file, 'utf8'));
  const nodes = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map(p.nodes.flatMap((n) => (n.children ?? []).map((c) => [c, n])));
  const name = p.nodes.some((n) => n.callFrame.url.endsWith('/bench/floor-server.mjs')) ? 'floor' : 'graphql';
  const times = [];
  let t = p.startTime;
  for (const d of p.timeDeltas) times.push((t += d));
  // Busy runs (first to last non-idle sample), parted by idle; the rounds are the last long ones.
  const spans = [];
  p.samples.forEach((id, i) => {
    if (nodes.get(id).callFrame.functionName === '(idle)') return;
    if (spans.length && times[i] - spans.at(-1).end < GAP_US) spans.at(-1).end = times[i];
    else spans.push({ start: times[i], end: times[i] });
  });
  const rounds = spans.filter((s) => s.end - s.start > run.roundMs * 750).slice(-run.rounds.length);
  const requests = rounds.reduce((sum, s, i) => {
    const r = run.rounds[i][name];
    return sum + (r.requests ?? (r.rps * (s.end - s.start)) / 1e6);
  }, 0);
  // Each node's self time (ms) in the rounds: a sample lasts until the next one.
  const self = new Map();
  for (let i = 0; i < p.samples.length - 1; i++) {
    if (!rounds.some((s) => times[i] >= s.start && times[i] <= s.end)) continue;
    self.set(p.samples[i], (self.get(p.samples[i]) ?? 0) + (times[i + 1] - times[i]) / 1000);
  }
  const ms = Object.fromEntries(BUCKETS.map((b) => [b, 0]));
  const detail = Object.fromEntries(BUCKETS.map((b) => [b, new Map()]));
  const add = (bucket, key, v) => {
    ms[bucket] += v / requests;
    detail[bucket].set(key, (detail[bucket].get(key) ?? 0) + v / requests);
  };
  const inBackground = (n) =>
    n &&
    (BACKGROUND.test(ownFile(n.callFrame.url) ? fileOf(n.callFrame) : n.callFrame.url) ||
      inBackground(parent.get(n.id)));
  let background = 0;
  for (const [id, v] of self) {
    const leaf = nodes.get(id);
    if (leaf.callFrame.functionName === '(idle)') continue;
    if (inBackground(leaf)) {
      background += v / requests;
      continue;
    }
    let n = leaf;
    let bucket = null;
    while (n && (bucket = frameBucket(n.callFrame)) === null) n = parent.get(n.id);
    if (!n) add('other', part(leaf.callFrame), v);
    else if (n === leaf && ownFile(n.callFrame.url) && n.positionTicks?.length) {
      const ticks = n.positionTicks.reduce((sum, x) => sum + x.ticks, 0);
      for (const { line, ticks: k } of n.positionTicks) {
        add(lineBucket(n.callFrame.url, line - 1, n.callFrame.lineNumber), part(n.callFrame, line), (v * k) / ticks);
      }
    } else add(bucket, part(n.callFrame, 0, leaf.callFrame), v);
  }
  const left = (times.at(-1) - p.startTime - rounds.reduce((sum, s) => sum + s.end - s.start, 0)) / 1e6;
  return { name, requests, rounds, left, background, ms, detail };
}

const both = [analyse(fileA), analyse(fileB)];
const floor = both.find((s) => s.name === 'floor');
const graphql = both.find((s) => s.name === 'graphql');
if (!floor || !graphql) throw new Error("one profile must be the floor's (bench/floor-server.mjs), the other not");
const f = (x, d = 3) => x.toFixed(d);
for (const s of [floor, graphql]) {
  const secs = s.rounds.map((r) => f((r.end - r.start) / 1e6, 2)).join(' + ');
  console.log(`${s.name}: ${Math.round(s.requests)} requests in rounds of ${secs} s`);
  console.log(
    `  left out: ${f(s.left, 1)} s outside the rounds, the server's timers in them (${f(s.background)} ms/req)`,
  );
}
console.log('\n| bucket | floor ms/req | GraphQL ms/req | difference |\n|---|---|---|---|');
const sum = (s) => BUCKETS.reduce((t, b) => t + s.ms[b], 0);
for (const [b, x, y] of [...BUCKETS.map((b) => [b, floor.ms[b], graphql.ms[b]]), ['total', sum(floor), sum(graphql)]]) {
  console.log(`| ${b} | ${f(x)} | ${f(y)} | ${y >= x ? '+' : ''}${f(y - x)} |`);
}
const proc = (k) => f(run.median[k].cpuMsPerReq, 2);
console.log(`\nCPU ms/req in /proc, all threads, median round: floor ${proc('floor')}, GraphQL ${proc('graphql')}`);
for (const s of [floor, graphql]) {
  console.log(`\n${s.name}, each bucket's largest parts (ms/req):`);
  for (const b of BUCKETS) {
    const top = [...s.detail[b]].sort((x, y) => y[1] - x[1]).slice(0, Number(process.env.TOP ?? 6));
    if (top.length) console.log(`  ${b}: ${top.map(([k, v]) => `${k} ${f(v)}`).join('; ')}`);
  }
}
