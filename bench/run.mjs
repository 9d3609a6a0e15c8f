// `npm run bench` (all) or `node bench/run.mjs <seed|history|search|streaming|web|long-thread|public|controls|export|import|import-large|first-token|first-token-files|documents|retrieval|retrieval-people>…`
// (`retrieval`, runs only when named: nearest() over 100,000 chunks with usearch, sqlite-vec and the scan: ~5 min and ~1 GB of disk per set of vectors;
// `retrieval-people`, only when named: 1,000,000 chunks of 1,000 people, usearch and sqlite-vec: ~15 min, ~8 GB of disk, ~4 GB of memory).
// Servers run in child processes pinned to the last core, load from this
// process on core 0. Each bench writes var/bench/<name>.json and its table
// into bench/RESULTS.md (between its markers); the prose there is kept.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { register } from 'tsx/esm/api';
import { fmt, machine, pinSelf, ROOT, BENCH_DIR } from './lib.mjs';

register(); // the search bench imports the read layer (TypeScript) for its SQL-only figures

const ALL = [
  'seed',
  'history',
  'search',
  'streaming',
  'web',
  'long-thread',
  'public',
  'controls',
  'export',
  'import',
  'import-large',
  'first-token',
  'first-token-files',
  'documents',
];
const KNOWN = [...ALL, 'retrieval', 'retrieval-people'];
const asked = process.argv.slice(2);
const names = asked.length ? asked : ALL;
for (const n of names) {
  if (!KNOWN.includes(n)) {
    console.error(`Unknown bench "${n}". Use: ${KNOWN.join(', ')}`);
    process.exit(2);
  }
}
const command =
  (process.env.BENCH_SWITCHES ? `BENCH_SWITCHES=${process.env.BENCH_SWITCHES} ` : '') +
  (process.env.BENCH_RETRIEVAL_SETS ? `BENCH_RETRIEVAL_SETS=${process.env.BENCH_RETRIEVAL_SETS} ` : '') +
  (process.env.BENCH_ROUNDS ? `BENCH_ROUNDS=${process.env.BENCH_ROUNDS} ` : '') +
  (process.env.BENCH_HISTORY_BASELINE ? 'BENCH_HISTORY_BASELINE=<another build>/api/dist/main.mjs ' : '') +
  (asked.length ? `node bench/run.mjs ${asked.join(' ')}` : 'npm run bench');
const RESULTS = path.join(ROOT, 'bench/RESULTS.md');
pinSelf();

const m = machine();
const header = (title) =>
  `### ${title}\n\n${m.date} · nproc ${m.nproc} (${m.cpu}) · Node ${m.node} · ${m.pinned} · \`${command}\`\n\n`;

function writeSection(name, body) {
  let text = fs.existsSync(RESULTS) ? fs.readFileSync(RESULTS, 'utf8') : '# Benchmarks\n';
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const block = `${start}\n${body.trim()}\n${end}`;
  const i = text.indexOf(start);
  const j = text.indexOf(end);
  text = i >= 0 && j > i ? text.slice(0, i) + block + text.slice(j + end.length) : `${text.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(RESULTS, text);
}
const save = (name, result) => fs.writeFileSync(path.join(BENCH_DIR, `${name}.json`), JSON.stringify(result, null, 1));
const ok = (pass) => (pass ? 'met' : '**missed**');

const benches = {
  async public() {
    const { publicPagesBench } = await import('./public-pages.mjs');
    const r = await publicPagesBench();
    save('public', r);
    const row = (label, p) =>
      `| ${label} | ${fmt(p.performance, 2)} | ${fmt(p.accessibility, 2)} | ${fmt(p.bestPractices, 2)} | ${fmt(p.seo, 2)} | ${fmt(p.fcpMs / 1000, 2)} s | ${fmt(p.lcpMs / 1000, 2)} s | ${fmt(p.tbtMs ?? 0, 0)} ms | ${fmt(p.scriptTransferKb, 1)} KB | ${fmt(p.fontTransferKb ?? 0, 1)} KB | ${fmt(p.totalKb, 0)} KB |`;
    writeSection(
      'public',
      `${header('Public pages: Lighthouse 13 mobile defaults in Debian Chromium, social card')}` +
        `Medians of ${r.runs} Lighthouse runs per page (simulated slow 4G, 4× CPU slowdown)${r.baseline ? ', the builds taken in turn in each round' : ''}.\n\n` +
        `| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | JS transferred | fonts transferred | page weight |\n|---|---|---|---|---|---|---|---|---|---|---|\n` +
        (r.baseline
          ? `${row('/ (baseline)', r.baseline.landing)}\n${row('/{username} (baseline)', r.baseline.profile)}\n`
          : '') +
        `${row('/', r.pages.landing)}\n${row('/{username}', r.pages.profile)}\n\n` +
        `Public pages' JS (entry and imports, gzip, from the build manifest): **${fmt(r.jsKb, 1)} KB** (target ≤ 60 KB). ` +
        `Social card: first after start ${fmt(r.card.firstMs, 0)} ms (fonts and layout engine load), a new profile version **${fmt(r.card.coldMs, 0)} ms** ` +
        `(median of 5, target ≤ 150 ms), cached **${fmt(r.card.cachedMs, 1)} ms** (median of 50, target ≤ 5 ms), each measured by the client over HTTP. ` +
        `Targets (performance ≥ 0.95, accessibility 1, best practices 1, SEO ≥ 0.95, JS, card): ${ok(r.pass)}.` +
        (r.baseline
          ? ` Baseline: \`${path.relative(ROOT, r.baseline.dir) || r.baseline.dir}\` (BENCH_BASELINE), same machine, same run.`
          : ''),
    );
  },
  async seed() {
    const { seed } = await import('./seed.mjs');
    const info = seed();
    save('seed', info);
    writeSection(
      'seed',
      `${header('Seed')}| threads | steps | elements | tool calls | FTS rows (steps / names) | database | insert time |\n|---|---|---|---|---|---|---|\n` +
        `| ${info.stats.threads} | ${info.stats.steps} (one thread 1,000) | ${info.stats.elements} | ${info.stats.toolCalls} | ${info.fts.steps} / ${info.fts.names} | ${info.sizeMb} MB | ${info.insertSeconds} s |`,
    );
  },
  async history() {
    const { historyBench } = await import('./history.mjs');
    const r = await historyBench();
    save('history', r);
    const row = (label, x) =>
      `| ${label} | ${fmt(x.rps, 0)} | ${fmt(x.p50, 1)} | ${fmt(x.p99, 1)} | ${fmt(x.cpuMsPerReq, 2)} |`;
    const rounds = r.rounds
      .map(
        (x, i) =>
          `| round ${i + 1} | ${fmt(x.floor.rps, 0)} / ${fmt(x.graphql.rps, 0)} | ${fmt(x.floor.p99, 0)} / ${fmt(x.graphql.p99, 0)} | ${fmt(x.floor.cpuMsPerReq, 2)} / ${fmt(x.graphql.cpuMsPerReq, 2)} | ${fmt(x.ratio, 2)}× |` +
          (x.baseline
            ? ` ${fmt(x.baseline.rps, 0)}, ${fmt(x.baseline.cpuMsPerReq, 2)}, ${fmt(x.baselineRatio, 2)}× |`
            : ''),
      )
      .join('\n');
    writeSection(
      'history',
      `${header('History page (100 steps of the 1,000-step thread), 50 concurrent connections')}` +
        `Medians of ${r.rounds.length} alternating rounds of ${r.roundMs / 1000} s each (after 3 s warm-up each); page ${Math.round(r.pageBytes.graphql / 1024)} KB.\n\n` +
        `| server | req/s | p50 ms | p99 ms | server CPU ms/req |\n|---|---|---|---|---|\n` +
        `${row('floor: node:http + better-sqlite3', r.median.floor)}\n${row('GraphQL (npm start: Yoga + Pothos + read layer)', r.median.graphql)}\n` +
        (r.median.baseline ? `${row('GraphQL, baseline build (BENCH_HISTORY_BASELINE)', r.median.baseline)}\n` : '') +
        `\n` +
        `Throughput ratio GraphQL/floor **${fmt(r.median.ratio, 2)}×** (target ≥ ${r.target}×: ${ok(r.pass)}); CPU-per-request ratio ${fmt(r.median.cpuRatio, 2)}×.` +
        (r.median.baseline ? ` The baseline build: ${fmt(r.median.baselineRatio, 2)}×.` : '') +
        `\n\n| round | req/s floor / GraphQL | p99 ms floor / GraphQL | CPU ms/req floor / GraphQL | ratio |${r.median.baseline ? ' baseline req/s, CPU ms/req, ratio |' : ''}\n|---|---|---|---|---|${r.median.baseline ? '---|' : ''}\n${rounds}`,
    );
  },
  async search() {
    const { searchBench } = await import('./search.mjs');
    const r = await searchBench();
    save('search', r);
    const rows = Object.entries(r.graphqlByKind)
      .map(
        ([k, v]) =>
          `| ${k} | ${v.n} | ${fmt(v.p50, 2)} | ${fmt(v.p99, 2)} | ${fmt(r.sqlOnlyByKind[k].p50, 2)} | ${fmt(r.sqlOnlyByKind[k].p99, 2)} |`,
      )
      .join('\n');
    writeSection(
      'search',
      `${header('searchThreads, sequential queries through GraphQL')}` +
        `| queries | n | GraphQL p50 ms | GraphQL p99 ms | SQL alone p50 ms | SQL alone p99 ms |\n|---|---|---|---|---|---|\n` +
        `| **all** | ${r.graphql.n} | **${fmt(r.graphql.p50, 2)}** | **${fmt(r.graphql.p99, 2)}** | ${fmt(r.sqlOnly.p50, 2)} | ${fmt(r.sqlOnly.p99, 2)} |\n${rows}\n\n` +
        `Target p50 < 10 ms: ${ok(r.pass)}. One user owns all 10,000 threads (worst case). Common words (ranks 30–300) match ` +
        `${fmt(r.documentFrequency.common.p50, 0)} messages (median; max ${fmt(r.documentFrequency.common.max, 0)}), rare ones (ranks 3,000+) ` +
        `${fmt(r.documentFrequency.rare.p50, 0)}; ${fmt(r.avgHits, 1)} results per query on average, ${r.emptyResults} empty. ` +
        `The last word is searched as a prefix (3+ characters). Examples: ${r.examples.map((q) => `"${q}"`).join(', ')}.`,
    );
  },
  async streaming() {
    const { streamingBench } = await import('./streaming.mjs');
    const r = await streamingBench();
    save('streaming', r);
    const idleRow = (label, x) =>
      `| ${label} | ${x.started}/${x.subscriptions} | ${fmt(x.openSeconds, 1)} s (${fmt(x.openCpuMsEach, 1)} CPU ms each) | ${fmt(x.rssBeforeMb, 0)} | ${fmt(x.rssOpenMb, 0)} (${fmt(x.perSubscriptionKb, 0)} KB each) | **${fmt(x.rssSettledMb, 0)}** (${fmt(x.perSubscriptionSettledKb, 0)} KB each) | ${fmt(x.rssAfterDoneMb, 0)} |`;
    const w = r.watchers;
    const x = r.runs;
    const sameRun = x.lost === 0 && x.outOfOrder === 0 && x.duplicated === 0 && x.seqGaps === 0;
    writeSection(
      'streaming',
      `${header('Streaming (sendMessage / resumeRun over SSE, scripted OpenAI-compatible provider)')}` +
        `**(a) 1,000 idle subscriptions**, each its own live run waiting on a silent provider (AI_STALL_MS=600000). RSS = VmRSS of the server, ` +
        `sampled each second for ${r.idle.rssEachSecond.length} s after the last one opened: the peak of the first 5 s, and where it settled ` +
        `(V8's memory reducer collects the garbage of opening 1,000 runs once the server has been quiet for ~30-40 s).\n\n` +
        `| server | started | opened in | RSS before MB | RSS first 5 s MB | RSS settled MB | RSS after all finished MB |\n|---|---|---|---|---|---|---|\n` +
        `${idleRow('npm start (esbuild bundle, plain node)', r.idle)}\n` +
        (r.idleTsx ? `${idleRow('comparison: node --import tsx api/src/main.ts', r.idleTsx)}\n` : '') +
        `\nRSS each second: ${r.idle.rssEachSecond.map((v) => fmt(v, 0)).join(' ')}.\n\n` +
        `Target < 300 MB: ${ok(r.idle.pass)} once settled; ${r.idle.rssOpenMb < 300 ? 'also' : '**not**'} in the first seconds (${fmt(r.idle.rssOpenMb, 0)} MB). ` +
        `Watchers alone: ${w.watchers} resumeRun subscriptions on ${w.runs} stalled runs: ` +
        `RSS ${fmt(w.rssBeforeMb, 0)} → ${fmt(w.rssOpenMb, 0)} MB (${fmt(w.perWatcherKb, 0)} KB each), opened in ${fmt(w.openSeconds, 1)} s (${fmt(w.openCpuMsEach, 1)} CPU ms each).\n\n` +
        `**(b) ${x.runs} concurrent runs × ${x.chunksPerRun} chunks at ${x.eventsPerSecondPerRun} events/s** (${x.runs * x.eventsPerSecondPerRun} events/s in all; ` +
        `run i's chunks start i/${x.runs} of an interval after the others' (\`BENCH_PHASE=${x.phase}\`), as answers of different people do; ` +
        `latency: provider writes chunk → client parses its TextDelta; provider and clients share this process's clock).\n\n` +
        `| deltas received | lost | out of order | duplicated | seq gaps | latency p50 ms | p90 ms | p99 ms | max ms | mean ms | server CPU | bench loop delay p99 |\n|---|---|---|---|---|---|---|---|---|---|---|---|\n` +
        `| ${x.textDeltasReceived}/${x.runs * x.chunksPerRun} | ${x.lost} | ${x.outOfOrder} | ${x.duplicated} | ${x.seqGaps} | **${fmt(x.latencyMs.p50, 2)}** | ${fmt(x.latencyMs.p90, 2)} | ${fmt(x.latencyMs.p99, 2)} | ${fmt(x.latencyMs.max, 1)} | ${fmt(x.latencyMs.mean, 2)} | ${fmt(x.serverCpuShare * 100, 0)}% (${fmt(x.serverCpuMsPerEvent, 3)} ms/event) | ${fmt(x.benchLoopDelayMs.p99, 1)} ms |\n\n` +
        `Latency by third of the answer (p50 / p99 ms): ${x.latencyByThirdMs.map((t) => `${fmt(t.p50, 1)} / ${fmt(t.p99, 1)}`).join(', ')}.\n\n` +
        `Targets: 0 lost / out of order: ${ok(sameRun)}; added latency < 2 ms (median event): ${ok(x.latencyMs.p50 < 2)}. ` +
        `The ${x.runs} runs were started first (${fmt(x.openSeconds, 1)} s, ${fmt(x.openCpuMsEach, 1)} server CPU ms per sendMessage), each waiting for its first chunk; then all streamed together for ${fmt(x.seconds, 1)} s (CPU and latency are from that phase).`,
    );
  },
  async controls() {
    const { chatControlsBench } = await import('./chat-controls.mjs');
    const r = await chatControlsBench();
    save('controls', r);
    const row = (label, ms) =>
      `| open an answer: ${label} (server CPU ms each, ${r.opens} at once) | **${fmt(ms, 1)}** | ≤ 5 ms | ${ok(ms <= 5)} |`;
    writeSection(
      'controls',
      `${header('Chat controls (issue 13): opening an answer, stopping one (local provider, fresh SQLite)')}` +
        `| measure | result | target | |\n|---|---|---|---|\n` +
        `${row('sendMessage', r.cpuMsPerOpen.send)}\n${row('edit', r.cpuMsPerOpen.edit)}\n${row('regenerate', r.cpuMsPerOpen.regenerate)}\n` +
        `| stop → last delta the client receives (median / max of ${r.stop.runs}) | **${fmt(r.stop.lastDeltaMedianMs, 0)} ms** / ${fmt(r.stop.lastDeltaMaxMs, 0)} ms | ≤ 200 ms | ${ok(r.stop.lastDeltaMaxMs <= 200)} |\n` +
        `| stop → done (median) | ${fmt(r.stop.doneMedianMs, 0)} ms | | |`,
    );
  },
  async import() {
    const { importBench } = await import('./import.mjs');
    const r = await importBench();
    save('import', r);
    const row = (label, x, target) =>
      `| ${label}: ${x.imported} imported, ${x.skipped} already there, ${x.messages} messages, ${x.suggested} memories suggested; server RSS peak ${fmt(x.rssPeakMb, 0)} MB | **${fmt(x.ms / 1000, 1)} s** | ${target ? '≤ 20 s' : ''} | ${target ? ok(x.ms <= 20_000 && x.imported === r.conversations) : ''} |`;
    writeSection(
      'import',
      `${header(`Import ("Take it with you"): a generated ${r.conversations.toLocaleString('en-US')}-conversation ChatGPT export, POST /api/v1/import`)}` +
        `| measure | result | target | |\n|---|---|---|---|\n` +
        `${row(`conversations.json (${fmt(r.jsonMb, 1)} MB)`, r.first, true)}\n` +
        `${row(`the same as a ZIP (${fmt(r.zipMb, 1)} MB), another account`, r.zipped, true)}\n` +
        `${row('the ZIP again (nothing added)', r.again, false)}`,
    );
  },
  async 'import-large'() {
    const { importLargeBench } = await import('./import-large.mjs');
    const r = await importLargeBench();
    save('import-large', r);
    writeSection(
      'import-large',
      `${header(`A large import in bounded memory: a generated ${fmt(r.sizeMb, 0)} MB Claude conversations.json, POST /api/v1/import`)}` +
        `| measure | result | target | |\n|---|---|---|---|\n` +
        `| server peak memory (VmHWM) grew by, while ${r.imported.toLocaleString('en-US')} conversations (${r.messages.toLocaleString('en-US')} messages) were imported | **+${fmt(r.grewMb, 0)} MB** | ≤ +300 MB | ${ok(r.pass)} |\n` +
        `| time to the 201 | ${fmt(r.ms / 1000, 1)} s | | |`,
    );
  },
  async export() {
    const { exportBench } = await import('./export.mjs');
    const r = await exportBench();
    save('export', r);
    const a = r.account;
    const row = (label, x) =>
      `| ${label} (${fmt(x.bytes / 1024, 0)} KB; p50 / p95 / max of ${r.runs}) | **${fmt(x.p50, 1)}** / ${fmt(x.p95, 1)} / ${fmt(x.max, 1)} ms | p50 ≤ 200 ms | ${ok(x.p50 <= 200)} |`;
    writeSection(
      'export',
      `${header('Export ("Take it with you"): a 1,000-step thread, the whole bench account as a streamed ZIP')}` +
        `| measure | result | target | |\n|---|---|---|---|\n` +
        `${row('GET chat/threads/{id}/export?format=json, 1,000 steps', r.json)}\n${row('…?format=md', r.md)}\n` +
        `| GET account/export: ${a.conversations} conversations, ${fmt(a.mb, 1)} MB ZIP, ${a.entries} entries (expected ${r.expectedEntries}); first byte ${fmt(a.firstByteMs, 0)} ms | **${fmt(a.totalMs / 1000, 1)} s** | ≤ 30 s | ${ok(a.totalMs <= 30_000 && a.entries === r.expectedEntries)} |\n` +
        `| server RSS while it streams: ${fmt(a.rssBeforeMb, 0)} MB before, ${fmt(a.rssPeakMb, 0)} MB peak (sampled every 50 ms) | **+${fmt(a.rssGrowthMb, 0)} MB** | ≤ +100 MB | ${ok(a.rssGrowthMb <= 100)} |\n\n` +
        `Thread exports: sequential requests measured by the client over HTTP after 5 warm-up ones; the median is the target (as in the search bench). ` +
        `The account export is read by the client as fast as it comes; the ZIP's end record is checked for the entry count (conversations + files + 5).`,
    );
  },
  async retrieval() {
    const { retrievalBench } = await import('./retrieval.mjs');
    const r = await retrievalBench();
    save('retrieval', r);
    const row = (x, target) =>
      `| ${x.name} | ${x.n} | **${fmt(x.p50, 1)}** | ${fmt(x.p99, 1)} | ${fmt(x.max, 1)} | ${fmt(x.recall, 3)} | ${target} |`;
    const sizes = r.results
      .map(
        (x) =>
          `**${x.about}** (${x.dims} dimensions): ` +
          `${x.chunks.toLocaleString('en')} chunks of one person, one document in ten public, ${x.noise.toLocaleString('en')} other people's chunks; ` +
          `written in ${fmt(x.seedSeconds, 1)} s; filled from the tables by sync(): sqlite-vec in **${fmt(x.syncSeconds, 1)} s** (${x.synced.written} rows), ` +
          `usearch searchable in **${fmt(x.annSyncSeconds, 1)} s** (${x.annSynced.written} rows, answered exactly), its graphs whole in **${fmt(x.annBuildSeconds, 1)} s** (the event loop's delay meanwhile p50 ${fmt(x.buildStallMs.p50, 0)} / p99 ${fmt(x.buildStallMs.p99, 0)} / max ${fmt(x.buildStallMs.max, 0)} ms; the resident set grew by **${fmt(x.annMb, 0)} MB**); file ${fmt(x.fileMb, 0)} MB. ` +
          `1-minute load ${fmt(x.load.before, 2)} before the questions, ${fmt(x.load.after, 2)} after.\n\n` +
          `| search | questions | p50 ms | p99 ms | max ms | recall@10 | target |\n|---|---|---|---|---|---|---|\n` +
          `${row(x.ann, `p50 ≤ 5, p99 ≤ 20, recall ≥ 0.95: ${ok(x.ann.p50 <= 5)} / ${ok(x.ann.p99 <= 20)} / ${ok(x.ann.recall >= 0.95)}`)}\n` +
          `${row(x.building, 'until the graph is whole')}\n${row(x.vec, 'side by side (exact)')}\n${row(x.annPublic, '')}\n${row(x.vecPublic, '')}\n${row(x.today, 'side by side')}${x.full ? `\n${row(x.full, 'the exact answer')}` : ''}`,
      )
      .join('\n\n');
    writeSection(
      'retrieval',
      `${header('Retrieval (issues 34, 59): nearest() over 100,000 chunks of one person, usearch, sqlite-vec and the scan side by side')}` +
        `In the bench process on core 0 (no server): \`VectorIndex.nearest('chunk', { limit: 10, minSimilarity: 0 })\` on a migrated SQLite file, ` +
        `usearch (api/src/db/vector-index/usearch-index.ts and vector-set.ts: a set per person, model and visibility, in memory: f32 by component, answering a sparse question exactly, and an HNSW graph, f16, M 16, ef 96, whose candidates are rescored exactly) beside ` +
        `sqlite-vec's exact KNN (vec0, person and model partition keys, chunk_size 128) and the scan (api/src/db/vector-index/scan-index.ts): ` +
        `today's (the newest 5,000 rows through Prisma, ranked in JavaScript) and, on the local embedding's vectors, over every row. The cases take turns by halves of the questions. ` +
        `Recall@10 against the exact top 10 of every row of the person (public ones for the public search). ` +
        `The run started at a 1-minute load of ${fmt(r.startLoad, 2)} and measured at ${fmt(r.quietLoad, 2)} (it waits up to 5 min for one below 1.5).\n\n` +
        sizes,
    );
  },
  async 'retrieval-people'() {
    const { retrievalPeopleBench } = await import('./retrieval-people.mjs');
    const r = await retrievalPeopleBench();
    save('retrieval-people', r);
    const row = (x, target) =>
      `| ${x.name} | ${x.n} | **${fmt(x.p50, 2)}** | ${fmt(x.p99, 2)} | ${fmt(x.max, 1)} | ${fmt(x.recall, 3)} | ${target} |`;
    writeSection(
      'retrieval-people',
      `${header(`Retrieval at scale (issue 59): ${r.people.toLocaleString('en')} people of ${r.each.toLocaleString('en')} chunks each, usearch and sqlite-vec side by side`)}` +
        `In the bench process (no server), on a migrated SQLite file: each question one person's, of their own chunks (and of their public ones), limit 10; ` +
        `clustered vectors of ${r.dims} dimensions shaped like a real model's (bench/retrieval.mjs). The cases take turns by halves of the questions. ` +
        `Written in ${fmt(r.seedSeconds, 0)} s (file ${fmt(r.fileMb, 0)} MB); sqlite-vec filled in ${fmt(r.vecSyncSeconds, 1)} s; ` +
        `usearch filled in **${fmt(r.annSyncSeconds, 1)} s** (${r.annRows.toLocaleString('en')} rows; the resident set grew by **${fmt(r.annMb, 0)} MB**). ` +
        `1-minute load ${fmt(r.load.before, 2)} before the questions, ${fmt(r.load.after, 2)} after.\n\n` +
        `| search | questions | p50 ms | p99 ms | max ms | recall@10 | target |\n|---|---|---|---|---|---|---|\n` +
        `${row(r.ann, `p50 ≤ 20: ${ok(r.ann.p50 <= 20)}`)}\n${row(r.vec, 'side by side (exact)')}\n${row(r.annPublic, '')}\n${row(r.vecPublic, '')}`,
    );
  },
  async 'first-token-files'() {
    const { firstTokenFilesBench } = await import('./first-token-files.mjs');
    const r = await firstTokenFilesBench();
    save('first-token-files', r);
    const row = (label, x, target) =>
      `| ${label} | ${x.addedMs.n} | **${fmt(x.addedMs.p50, 1)}** / ${fmt(x.addedMs.p95, 1)} / ${fmt(x.addedMs.max, 1)} | ${fmt(x.requestChars.p50, 0)} | ` +
      `${target ? `≤ ${r.target} ms p50: ${ok(x.addedMs.p50 <= r.target)}` : 'side by side'} |`;
    const l = r.load;
    writeSection(
      'first-token-files',
      `${header('First token with a file (issue 34): server time added before the first token when the answer reads an attached PDF')}` +
        `A person attaches a ${r.pages}-page text PDF (read and embedded first: ${r.passages} passages) to each message; the server puts the ` +
        `passages nearest the question into the prompt (full text and the offline embedding's vectors, fused) before it asks the model. ` +
        `The scripted provider writes its one text chunk as soon as the request is read; "added" = send → first text at the client, less the provider's own time. ` +
        `${r.messages} messages per case after ${r.warm} warm-up ones, taking turns, one after another, ten per conversation, a model chosen per conversation ` +
        `(a connection added in the app). 1-minute load ${fmt(l.start, 2)} at the start, ${fmt(l.atMeasure, 2)} when measured${l.atMeasure >= l.maxLoad ? ` (≥ ${l.maxLoad}: measured anyway)` : ''}, ${fmt(l.end, 2)} at the end.\n\n` +
        `| case | messages | added, p50 / p95 / max ms | request to the model, characters (p50) | target |\n|---|---|---|---|---|\n` +
        `${row('the PDF attached', r.cases.files, true)}\n${row('nothing attached', r.cases.plain, false)}`,
    );
  },
  async 'first-token'() {
    const { firstTokenBench } = await import('./first-token.mjs');
    const r = await firstTokenBench();
    save('first-token', r);
    const three = (x) => (x ? `${fmt(x.p50, 1)} / ${fmt(x.p95, 1)} / ${fmt(x.max, 1)}` : 'n/a');
    const row = (label, x, target) =>
      `| ${label} | ${x.n} | ${three(x.toProviderMs)} | ${three(x.firstDeltaMs)} | ${x.toProviderMs ? fmt(x.providerOwnMs.p50, 2) : 'n/a'} | ` +
      `**${fmt(x.addedMs.p50, 1)}** / ${fmt(x.addedMs.p95, 1)} / ${fmt(x.addedMs.max, 1)} | ` +
      `${target ? `≤ ${r.target} ms p50: ${ok(x.addedMs.p50 <= r.target)}` : 'baseline'} |`;
    const c = r.cases;
    const l = r.load;
    const slow = (x) =>
      x.slowest.map((m) => `${fmt(m.addedMs, 1)}${m.unusual.length ? ` (${m.unusual.join(', ')})` : ''}`).join(', ');
    const kinds = (x) => x.statementKinds.map((k) => `${k.kind} (${k.messages})`).join(', ');
    const loadNote = l.quiet
      ? `1-minute load ${fmt(l.start, 2)} at the start${l.start >= l.maxLoad ? `, ${fmt(l.atMeasure, 2)} after waiting for one below ${l.maxLoad}` : ` (below ${l.maxLoad}: no wait)`}, ${fmt(l.end, 2)} at the end`
      : `**The machine stayed busy**: the 1-minute load was still ${fmt(l.atMeasure, 2)} (≥ ${l.maxLoad}) after the wait, measured anyway; ${fmt(l.end, 2)} at the end`;
    writeSection(
      'first-token',
      `${header('First token (issue 33): server time added before the first token, a model chosen per conversation')}` +
        `Each message: the client sends \`sendMessage\` (SSE, keep-alive) → the scripted OpenAI-compatible provider in the bench process ` +
        `receives the request and writes its one text chunk at once → the client parses the first TextDelta; one clock. ` +
        `"Added" = send → first text at the client, less the provider's own time (arrival → chunk written, reading the request). ` +
        `${r.messages} messages per case after ${r.warm} warm-up ones, one after another (${r.gapMs} ms apart, no concurrency), ` +
        `${r.perThread} per conversation; the cases take turns message by message. Two servers (npm start's bundle, each on a fresh SQLite database, ` +
        `both on the server core): the admin connects the provider in the app (addAiConnection, models from GET /models) and allows two of its models, ` +
        `a person chooses one per conversation (chooseThreadModel, alternating) or the offline brain (AI_LOCAL_CHUNK_DELAY_MS=0); ` +
        `the baseline server has AI_PROVIDER=openai-compatible on the same provider and no choice.\n\n` +
        `| case | messages | send → provider asked, p50 / p95 / max ms | send → first text, p50 / p95 / max ms | provider's own ms (p50) | added, p50 / p95 / max ms | target |\n|---|---|---|---|---|---|---|\n` +
        `${row('model chosen per conversation (bench-a, bench-b: a connection added in the app)', c.chosen, true)}\n` +
        `${row('offline brain chosen (`local`)', c.local, true)}\n` +
        `${row('environment model (AI_PROVIDER=openai-compatible), no choice', c.baseline, false)}\n\n` +
        `Where the time goes, p50 of each part (ms; the server's times are its Date.now(), whole milliseconds, so the parts need not add up to the total):\n\n` +
        `| case | send → server begins the turn (HTTP, GraphQL, session, thread, history, model) | the turn's transaction | turn begun → provider asked | provider's chunk → server has the text | turn begun → server has the text (firstTokenMs) | server has the text → client parsed it |\n|---|---|---|---|---|---|---|\n` +
        [
          ['chosen model', c.chosen],
          ['offline brain', c.local],
          ['environment model', c.baseline],
        ]
          .map(
            ([label, x]) =>
              `| ${label} | ${fmt(x.phases.requestIn.p50, 1)} | ${fmt(x.phases.transaction.p50, 0)} | ${x.phases.turnToProvider ? fmt(x.phases.turnToProvider.p50, 1) : 'n/a'} | ` +
              `${x.phases.providerToServer ? fmt(x.phases.providerToServer.p50, 1) : 'n/a'} | ${fmt(x.serverFirstTokenMs.p50, 0)} | ${fmt(x.phases.out.p50, 1)} |`,
          )
          .join('\n') +
        `\n\n` +
        `SQLite statements the server ran from the send until it asked the model (the offline brain: until its first text; bench/sql-probe.mjs), p50 (max): ` +
        `chosen ${c.chosen.statementsBefore.p50} (${c.chosen.statementsBefore.max}), offline brain ${c.local.statementsBefore.p50} (${c.local.statementsBefore.max}), environment model ${c.baseline.statementsBefore.p50} (${c.baseline.statementsBefore.max}); ` +
        `messages that read a model's settings on the way (AiModel, AiConnection, InstanceSetting, the person's last choice): chosen **${c.chosen.modelLookups}**, offline brain ${c.local.modelLookups}, environment model ${c.baseline.modelLookups} (a new conversation without a choice reads the person's last one). ` +
        `The chosen model's way, each kind of statement (in how many of the ${c.chosen.n} messages): ${kinds(c.chosen)}; the environment model's: ${kinds(c.baseline)}.\n\n` +
        `Kinds in a few messages only are background work that ran meanwhile (StepEmbedding: the offline embedding of answered messages, on the catalog server). ` +
        `Slowest messages (added ms, and such statements on their way): chosen ${slow(c.chosen)}; offline brain ${slow(c.local)}; environment model ${slow(c.baseline)}.\n\n` +
        `By model: bench-a added p50 ${fmt(r.byModel['bench-a'].addedMs.p50, 1)} ms, bench-b ${fmt(r.byModel['bench-b'].addedMs.p50, 1)} ms; ` +
        `a conversation's first message (after the choice) p50 ${fmt(c.chosen.firstInThreadAddedMs.p50, 1)} ms (chosen), ${fmt(c.baseline.firstInThreadAddedMs.p50, 1)} ms (baseline). ` +
        `Before the first text the client saw: chosen ${c.chosen.eventsBeforeText.map((e) => `\`${e}\``).join(', ')}; ` +
        `offline brain ${c.local.eventsBeforeText.map((e) => `\`${e}\``).join(', ')}. ` +
        `Server CPU per message (the whole answer and what follows it: saving, titles, the offline brain's embedding of answered messages): ${fmt(r.serverCpuMsPerMessage.catalog, 1)} ms (catalog server, chosen and offline), ${fmt(r.serverCpuMsPerMessage.baseline, 1)} ms (baseline).\n\n` +
        `Machine: ${loadNote}; other processes took ${fmt(l.othersCpuShare * 100, 0)} % of a core during the ${fmt(r.seconds, 0)} s measured. ` +
        `Target (issue 33): added ≤ ${r.target} ms p50 with a model chosen per conversation, connected and offline: ${ok(r.pass)}.`,
    );
  },
  async documents() {
    const { documentsBench } = await import('./documents.mjs');
    const r = await documentsBench();
    save('documents', r);
    const mb = (b) => (b < 1024 * 1024 ? `${fmt(b / 1024, 0)} KB` : `${fmt(b / 1024 / 1024, 1)} MB`);
    const s = (ms) => `${fmt(ms / 1000, 1)} s`;
    const row = (f) =>
      `| ${f.label} | ${mb(f.bytes)} | ${f.pages ?? '–'} / ${f.passages ?? '–'}${f.truncated ? ' (text cut at the cap)' : ''} | ` +
      `${f.ready}/${f.runs}${f.failures.length ? ` (failed: ${f.failures.join('; ')})` : ''} | **${s(f.readyMs.p50)}** / ${s(f.readyMs.max)} | ` +
      `${f.embeddedMs ? s(f.embeddedMs.p50) : '–'} | **+${fmt(f.peakAddedMb, 0)} MB** (sampled +${fmt(f.sampledAddedMb, 0)}) | ≤ 20 s, ≤ +200 MB | ${ok(f.pass)} |`;
    const runs = r.allRuns
      .map(
        (x, i) =>
          `| ${Math.floor(i / r.files.length) + 1} | ${x.file} | ${x.status} | ${s(x.uploadMs)} | ${s(x.rowWrittenMs)} | ${x.serverReadMs === null ? '–' : s(x.serverReadMs)} | ${s(x.readyMs)} | ` +
          `${fmt((x.cpuReadMs / x.readyMs) * 100, 0)} % | ${x.embeddedMs ? s(x.embeddedMs) : '–'} | ${fmt(x.idleMb, 0)} | +${fmt(x.peakAddedMb, 0)} | ${x.peakWithEmbeddingAddedMb === undefined ? '–' : `+${fmt(x.peakWithEmbeddingAddedMb, 0)}`} |`,
      )
      .join('\n');
    const st = (f) => f.stages;
    const pdf = r.files.find((f) => f.id === 'pdf');
    const docx = r.files.find((f) => f.id === 'docx');
    const dx = r.made.docx.about;
    const stagesText =
      pdf.stages && docx.stages
        ? `Stages alone in the bench process (core 0, no worker, the first run's files): the PDF's pdf.js reading ${s(st(pdf).parseMs)}, its ${st(pdf).chunks} passages cut in ${fmt(st(pdf).chunkMs, 0)} ms; ` +
          `the DOCX's zip check ${fmt(st(docx).zipCheckMs, 0)} ms, mammoth to HTML ${s(st(docx).mammothMs)} (${fmt(st(docx).htmlChars / 1e6, 1)} M characters of HTML), ` +
          `the HTML walked into ${st(docx).sections} sections **${s(st(docx).sectionsMs)}** (api/src/documents/sections.ts), ${st(docx).chunks} passages cut in ${fmt(st(docx).chunkMs, 0)} ms (${fmt(st(docx).chars / 1e6, 2)} M characters kept).`
        : 'Stages alone: skipped (BENCH_DOCUMENTS_STAGES=0).';
    writeSection(
      'documents',
      `${header('Documents: a 200-page text PDF and a ~5 MB DOCX from upload to searchable (npm start, fresh SQLite, local provider)')}` +
        `${r.runs} runs per file, each a new upload of a new file (the files take turns), measured by the client: request start → ` +
        `GET /api/v1/documents/:id says \`ready\` (polled every 100 ms): its passages written and found by full-text search; then until each passage has its ` +
        `vector (the offline embedding, in the background: searchable by meaning). Peak added = the server's VmHWM (reset before each run through /proc/<pid>/clear_refs) ` +
        `less its VmRSS just before the run, until ready; also VmRSS sampled every 50 ms. The server idled at ${fmt(r.freshIdleMb, 0)} MB after sign-up. ` +
        `The DOCX (first run's): ${dx.blocks.toLocaleString('en-US')} headings and paragraphs, ${fmt(dx.textChars / 1e6, 1)} M characters of text (the reader keeps 2 M), ` +
        `word/document.xml ${mb(dx.unpackedBytes)} unpacked, packed ${fmt(dx.ratio, 1)}× (the zip-bomb rule allows 100×).\n\n` +
        `| file | size | pages / passages | ready | upload → ready, p50 / max | → every passage embedded, p50 | peak added RSS (max of runs) | target | |\n|---|---|---|---|---|---|---|---|---|\n` +
        `${r.files.map(row).join('\n')}\n\n` +
        `| run | file | status | POST answered | row written (server clock) | row → read (server) | → ready seen | server CPU / wall | → embedded | RSS before MB | peak added MB | with embedding MB |\n|---|---|---|---|---|---|---|---|---|---|---|---|\n${runs}\n\n` +
        `${stagesText} Machine: 1-minute load ${fmt(r.load.start, 2)} at the start${r.load.quiet ? '' : ' (**still busy**)'}, ${fmt(r.load.atMeasure, 2)} when the runs began (waiting for one below ${r.load.maxLoad}), ${fmt(r.load.end, 2)} at the end; ` +
        `other processes took ${fmt(r.load.othersCpuShare * 100, 0)} % of a core meanwhile. Library quota over GraphQL at the end: ${r.quota ? `${r.quota.documents} documents, ${r.quota.passages} passages` : 'n/a'} (passages listed by REST: ${r.passagesListed}). ` +
        `Targets (≤ 20 s each on one core, peak ≤ +200 MB): ${ok(r.pass)}.`,
    );
  },
  async web() {
    const { webBench } = await import('./web.mjs');
    const r = await webBench();
    save('web', r);
    const budgets = r.budgets
      .map((b) => `| ${b.route} route JS | ${b.kb} KB gzip | ≤ ${b.budgetKb} KB | ${ok(b.kb <= b.budgetKb)} |`)
      .join('\n');
    writeSection(
      'web',
      `${header('Web (issues 6 and 13): route JS, opening a 5,000-step thread, keystrokes while streaming (Chromium)')}` +
        `| measure | result | target | |\n|---|---|---|---|\n${budgets}\n` +
        `| open /chat/{id} of a ${r.open.steps}-step thread → newest answer on screen (median of ${r.open.runsMs.length}: ${r.open.runsMs.join(', ')} ms) | **${r.open.medianMs} ms** | ≤ 700 ms | ${ok(r.open.pass)} |\n` +
        `| keystroke → input handled, while an answer streams (${r.keystrokes.n} keys; still streaming at the end: ${r.keystrokes.stillStreaming}) | p50 ${fmt(r.keystrokes.p50, 1)} / **p95 ${fmt(r.keystrokes.p95, 1)}** / max ${fmt(r.keystrokes.max, 1)} ms | < 16 ms | ${ok(r.keystrokes.pass)} |`,
    );
  },
  async 'long-thread'() {
    const { longThreadBench } = await import('./long-thread.mjs');
    const r = await longThreadBench();
    save('long-thread', r);
    const n = (v) => v.toLocaleString('en-US');
    const row = (label, cell) => `| ${label} | ${r.sizes.map(cell).join(' | ')} |`;
    const perPage = (s) => (s.pagesFetched ? s.longTasks.n / s.pagesFetched : NaN);
    writeSection(
      'long-thread',
      `${header('Long conversations: opening one and scrolling to its first message (Chromium)')}` +
        `| measure | ${r.sizes.map((s) => `${n(s.steps)} steps${s.baseline ? ' (baseline)' : ''}`).join(' | ')} |\n|---|${r.sizes.map(() => '---|').join('')}\n` +
        `${row('open /chat/{id} → newest answer on screen, median (runs)', (s) => `**${fmt(s.openMs.median, 0)} ms** (${s.openMs.runs.join(', ')})`)}\n` +
        `${row(`long tasks > ${r.longTaskMs} ms once loaded (Long Tasks API)`, (s) => `**${n(s.longTasks.n)}** (${fmt(perPage(s), 2)} per older page)`)}\n` +
        `${row('those tasks, p50 / p90 / longest', (s) => (s.longTasks.n ? `${fmt(s.longTasks.ms.p50, 0)} / ${fmt(s.longTasks.ms.p90, 0)} / **${fmt(s.longTasks.longestMs, 0)} ms**` : '–'))}\n` +
        `${row(`trace: RunTask > ${r.longTaskMs} ms on the renderer's main thread / longest RunTask`, (s) => `**${n(s.trace.long)}** / ${fmt(s.trace.longestMs, 0)} ms (of ${n(s.trace.runTasks)} tasks)`)}\n` +
        `${row('scroll to the first message (Home on the list, page by page)', (s) => `**${fmt(s.scrollMs / 1000, 1)} s**`)}\n` +
        `${row('older pages fetched (Home presses)', (s) => `${n(s.pagesFetched)} (${n(s.homePresses)})`)}\n` +
        `${row('Home → older page drawn, p50 / p90 / max', (s) => `${fmt(s.pageStepMs.p50, 0)} / ${fmt(s.pageStepMs.p90, 0)} / ${fmt(s.pageStepMs.max, 0)} ms`)}\n` +
        `${row('1-minute load when scrolling began', (s) => fmt(s.loadAtScroll, 2))}\n` +
        `${row(`no task > ${r.longTaskMs} ms once loaded`, (s) => ok(s.pass))}\n\n` +
        (r.baselineDist
          ? `Baseline: the web build in \`${r.baselineDist}\` (BENCH_LONG_THREAD_BASELINE), on its own server, measured just before each size. `
          : '') +
        `1-minute load ${fmt(r.load.start, 2)} at the start, ${fmt(r.load.atMeasure, 2)} when the first conversation opened (waiting for one below 1.5), ${fmt(r.load.end, 2)} at the end.`,
    );
  },
};

const t0 = performance.now();
for (const name of names) {
  const t = performance.now();
  console.log(`▶ ${name}`);
  await benches[name]();
  console.log(`  (${((performance.now() - t) / 1000).toFixed(0)} s)`);
}
// The tables as `npm run lint` wants them (aligned columns), so a run leaves nothing to format.
execFileSync(path.join(ROOT, 'node_modules/.bin/prettier'), ['--write', '--log-level', 'warn', RESULTS]);
console.log(
  `done in ${((performance.now() - t0) / 1000).toFixed(0)} s; tables in bench/RESULTS.md, raw figures in var/bench/*.json`,
);
process.exit(0);
