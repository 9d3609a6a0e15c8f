// Streaming benches on the real API with the scripted provider (bench/provider.mjs):
// (a) 1,000 concurrent idle sendMessage subscriptions (the provider stays silent): server RSS;
// (b) 200 concurrent runs at 50 events/s: events lost / out of order per subscription, and
//     the latency from the provider writing a chunk to the client receiving its TextDelta.
import fs from 'node:fs';
import http from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import {
  cpuMs,
  fmt,
  machine,
  machineCpuMs,
  readSeed,
  releaseRunClaims,
  rssMb,
  selfCpuMs,
  sleep,
  startApi,
  subscribeSse,
  summarize,
} from './lib.mjs';
import { providerEnv, startProvider } from './provider.mjs';

const SEND = `subscription Send($threadId: ID!, $input: String!) {
  sendMessage(threadId: $threadId, input: $input) {
    __typename
    ... on RunEventBase { seq }
    ... on TextDelta { delta }
    ... on RunDone { status }
    ... on RunErrorEvent { message }
    ... on RunRefused { reason message }
  }
}`;

const IDLE = Number(process.env.BENCH_IDLE_SUBS ?? 1000);
export const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const CHUNKS = Number(process.env.BENCH_CHUNKS ?? 150);
const EVERY_MS = Number(process.env.BENCH_EVERY_MS ?? 20);
const OPEN_PARALLEL = 25;
/**
 * How the runs' chunks line up once they all stream: 'spread' (default) gives run i a phase of
 * i/RUNS of the interval, as runs started by different people at different moments have, so the
 * server sees a steady RUNS × 50 events/s; 'lockstep' starts every run on the same millisecond, so
 * all RUNS chunks arrive as one burst every interval (a worst case: the last of a burst waits for
 * the whole burst however fast the server is).
 */
const PHASE = process.env.BENCH_PHASE ?? 'spread';

async function waitFor(what, cond, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (!cond()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** Opens one sendMessage subscription; resolves when its first event (RunStarted or a refusal) arrives. */
function openRun({ api, token, threadId, input, agent, onEvent }) {
  let first;
  const firstEvent = new Promise((r) => (first = r));
  const sub = subscribeSse({
    base: api.base,
    token,
    agent,
    query: SEND,
    variables: { threadId, input },
    onEvent: (payload, at) => {
      const ev = payload.data?.sendMessage ?? { __typename: 'GraphQLError', errors: payload.errors };
      first(ev);
      onEvent(ev, at);
    },
  });
  sub.done.catch((e) => first({ __typename: 'ClientError', message: String(e) }));
  return { sub, firstEvent };
}

async function inBatches(items, parallel, fn) {
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < items.length) {
        const i = next++;
        await fn(items[i], i);
      }
    }),
  );
}

/** Streams one answer to its end (warm-ups); throws if it does not finish with RunDone. */
async function runToDone({ api, token, threadId, input, agent, timeoutMs }) {
  let done;
  const finished = new Promise((r) => (done = r));
  const { sub } = openRun({
    api,
    token,
    threadId,
    input,
    agent,
    onEvent: (ev) => ['RunDone', 'RunRefused', 'RunErrorEvent', 'ClientError'].includes(ev.__typename) && done(ev),
  });
  const ev = await Promise.race([finished, sleep(timeoutMs).then(() => ({ __typename: 'timeout' }))]);
  sub.close();
  if (ev.__typename !== 'RunDone') throw new Error(`warm-up run did not finish: ${JSON.stringify(ev)}`);
}

const warmUp = (api, token, threadId, agent) =>
  runToDone({ api, token, threadId, input: 'bench-stream warm 5 5', agent, timeoutMs: 30_000 });

/**
 * A longer warm-up for the latency phase: WARM_RUNS runs streaming WARM_CHUNKS chunks together
 * through the same path, so the measured phase runs optimised code, as a server that has been up
 * for a while does (one 5-chunk run leaves most of the per-event path unoptimised).
 */
export const WARM_RUNS = Number(process.env.BENCH_WARM_RUNS ?? 50);
const WARM_CHUNKS = Number(process.env.BENCH_WARM_CHUNKS ?? 200);
async function warmUpStreaming(api, token, threadIds, agent) {
  await Promise.all(
    threadIds.slice(0, WARM_RUNS).map((threadId, i) =>
      runToDone({
        api,
        token,
        threadId,
        input: `bench-stream w${i} ${WARM_CHUNKS} ${EVERY_MS}`,
        agent,
        timeoutMs: 60_000,
      }),
    ),
  );
}

/**
 * Starts the scripted provider and the API (this variant, with `env` on top of the provider's
 * settings), hands them to `measure` with a fresh agent and a list for its subscriptions, and
 * closes all of them afterwards, whatever happens.
 */
async function onStreamingServer(variant, measure, { env = {}, gcProbe = false } = {}) {
  const seedInfo = readSeed();
  releaseRunClaims();
  const provider = await startProvider();
  const api = await startApi({ ...providerEnv(provider), ...env }, variant, { gcProbe });
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const subs = [];
  try {
    return await measure({ seedInfo, provider, api, agent, subs });
  } finally {
    for (const s of subs) s.close();
    agent.destroy();
    await api.stop();
    await provider.close();
  }
}

export function idleBench({ variant = 'start' } = {}) {
  return onStreamingServer(variant, async ({ seedInfo, provider, api, agent, subs }) => {
    const heap = async () => (variant === 'diag' ? api.heapAfterGc() : null);
    await warmUp(api, seedInfo.token, seedInfo.threadIds[IDLE + RUNS + 1], agent);
    await sleep(1000);
    const heapBefore = await heap();
    const rssBefore = rssMb(api.pid);
    const threads = seedInfo.threadIds.slice(0, IDLE);
    const openCpu0 = cpuMs(api.pid);
    const started = performance.now();
    const firstEvents = [];
    let done = 0;
    await inBatches(threads, OPEN_PARALLEL, async (threadId, i) => {
      const run = openRun({
        api,
        token: seedInfo.token,
        threadId,
        input: `bench-stall idle${i}`,
        agent,
        onEvent: (ev) => {
          if (ev.__typename === 'RunDone') done += 1;
        },
      });
      subs.push(run.sub);
      firstEvents.push(await run.firstEvent);
    });
    const openMs = performance.now() - started;
    const openCpuMs = cpuMs(api.pid) - openCpu0;
    const refused = firstEvents.filter((e) => e.__typename !== 'RunStarted');
    if (refused.length)
      console.log(`    ${refused.length} subscriptions did not start, e.g. ${JSON.stringify(refused[0])}`);
    await waitFor('the provider to hold every run', () => provider.stalledCount() >= IDLE - refused.length, 60_000);
    await sleep(2000);
    const cpu0 = cpuMs(api.pid);
    // RSS each second while the subscriptions sit idle. Right after 1,000 runs opened, the heap
    // still holds the garbage of opening them; V8's memory reducer collects it once the server has
    // been quiet for a while (~30-40 s here). Both are reported: the peak of the first 5 s, and the
    // settled RSS at the end of the window.
    const samples = [];
    const idleSeconds = Number(process.env.BENCH_IDLE_SECONDS ?? 60);
    for (let i = 0; i < idleSeconds; i++) {
      samples.push(rssMb(api.pid));
      await sleep(1000);
    }
    const idleCpuMsPerS = (cpuMs(api.pid) - cpu0) / idleSeconds;
    const rssOpen = Math.max(...samples.slice(0, 5));
    const rssSettled = samples.at(-1);
    const heapOpen = await heap();
    // Let the answers finish; every subscription should see its RunDone.
    provider.releaseStalled();
    await waitFor('every idle run to finish', () => done >= IDLE - refused.length, 120_000).catch((e) =>
      console.log(`    ${e.message} (${done} done)`),
    );
    await sleep(1000);
    const rssAfterDone = rssMb(api.pid);
    const heapAfterDone = await heap();
    const result = {
      variant,
      ...(heapBefore ? { heapBefore, heapOpen, heapAfterDone } : {}),
      subscriptions: IDLE,
      started: IDLE - refused.length,
      openSeconds: openMs / 1000,
      openCpuMsEach: openCpuMs / IDLE,
      rssBeforeMb: rssBefore,
      rssOpenMb: rssOpen,
      rssSettledMb: rssSettled,
      rssEachSecond: samples,
      rssAfterDoneMb: rssAfterDone,
      perSubscriptionKb: ((rssOpen - rssBefore) * 1024) / IDLE,
      perSubscriptionSettledKb: ((rssSettled - rssBefore) * 1024) / IDLE,
      idleCpuMsPerS,
      finished: done,
      pass: rssSettled < 300 && refused.length === 0,
    };
    if (heapBefore)
      console.log(
        `  after full GC: before ${JSON.stringify(heapBefore)}\n    open ${JSON.stringify(heapOpen)}\n    done ${JSON.stringify(heapAfterDone)}`,
      );
    console.log(
      `  idle [${variant}]: ${result.started}/${IDLE} open in ${fmt(result.openSeconds)} s (server CPU ${fmt(result.openCpuMsEach)} ms each); RSS ${fmt(rssBefore, 0)} → ${fmt(rssOpen, 0)} MB ` +
        `(${fmt(result.perSubscriptionKb, 0)} KB each) in the first 5 s, ${fmt(rssSettled, 0)} MB after ${idleSeconds} s idle ` +
        `(${fmt(result.perSubscriptionSettledKb, 0)} KB each), idle CPU ${fmt(idleCpuMsPerS, 1)} ms/s; all done → ${fmt(rssAfterDone, 0)} MB (${done} finished)\n` +
        `    RSS each second: ${samples.map((v) => fmt(v, 0)).join(' ')}`,
    );
    return result;
  });
}

const RESUME = `subscription Resume($threadId: ID!, $afterSeq: Int!) {
  resumeRun(threadId: $threadId, afterSeq: $afterSeq) {
    __typename
    ... on RunEventBase { seq }
    ... on RunRefused { reason message }
  }
}`;

/**
 * (a') The cost of a subscription alone: 1,000 resumeRun watchers spread over
 * 10 stalled runs (100 each), so the runs' own cost stays out of the delta.
 */
export function watchersBench({ variant = 'start' } = {}) {
  return onStreamingServer(variant, async ({ seedInfo, provider, api, agent, subs }) => {
    const RUN_COUNT = 10;
    await warmUp(api, seedInfo.token, seedInfo.threadIds[IDLE + RUNS + 3], agent);
    const threads = seedInfo.threadIds.slice(IDLE + RUNS + 10, IDLE + RUNS + 10 + RUN_COUNT);
    for (const [i, threadId] of threads.entries()) {
      const run = openRun({
        api,
        token: seedInfo.token,
        threadId,
        input: `bench-stall w${i}`,
        agent,
        onEvent: () => undefined,
      });
      subs.push(run.sub);
      await run.firstEvent;
    }
    await waitFor('the stalled runs', () => provider.stalledCount() >= RUN_COUNT, 30_000);
    await sleep(1000);
    const rssBefore = rssMb(api.pid);
    let started = 0;
    const openCpu0 = cpuMs(api.pid);
    const t0 = performance.now();
    await inBatches(
      Array.from({ length: IDLE }, (_, i) => threads[i % RUN_COUNT]),
      OPEN_PARALLEL,
      async (threadId) => {
        let opened;
        const ok = new Promise((r) => (opened = r));
        const sub = subscribeSse({
          base: api.base,
          token: seedInfo.token,
          agent,
          query: RESUME,
          variables: { threadId, afterSeq: 0 },
          onEvent: (payload) => {
            if (payload.data?.resumeRun?.__typename === 'RunStarted') started += 1;
            opened();
          },
        });
        sub.done.catch(() => opened());
        subs.push(sub);
        await ok;
      },
    );
    const openMs = performance.now() - t0;
    const openCpuMs = cpuMs(api.pid) - openCpu0;
    await sleep(2000);
    const samples = [];
    for (let i = 0; i < 3; i++) {
      samples.push(rssMb(api.pid));
      await sleep(1000);
    }
    const rssOpen = Math.max(...samples);
    const result = {
      variant,
      watchers: IDLE,
      runs: RUN_COUNT,
      replayedRunStarted: started,
      openSeconds: openMs / 1000,
      openCpuMsEach: openCpuMs / IDLE,
      rssBeforeMb: rssBefore,
      rssOpenMb: rssOpen,
      perWatcherKb: ((rssOpen - rssBefore) * 1024) / IDLE,
    };
    console.log(
      `  watchers [${variant}]: ${IDLE} resumeRun subscriptions on ${RUN_COUNT} stalled runs (${started} replayed from seq 1) in ${fmt(result.openSeconds)} s (server CPU ${fmt(result.openCpuMsEach)} ms each); ` +
        `RSS ${fmt(rssBefore, 0)} → ${fmt(rssOpen, 0)} MB (${fmt(result.perWatcherKb, 0)} KB each)`,
    );
    provider.releaseStalled();
    return result;
  });
}

/**
 * (b) RUNS answers streaming together. Options (for a side-by-side of two settings): `env`
 * on top of the server's settings, `chunks` per answer, `threads` (RUNS thread ids) and `warmThreads`
 * (WARM_RUNS + 1) to use instead of the streaming bench's own, `gcProbe` to report the server's GC
 * during the streaming phase.
 */
export function runsBench({ env = {}, chunks = CHUNKS, threads: threadsGiven, warmThreads, gcProbe = false } = {}) {
  return onStreamingServer(
    undefined,
    async ({ seedInfo, provider, api, agent, subs }) => {
      const loop = monitorEventLoopDelay({ resolution: 1 });
      const warm = warmThreads ?? [seedInfo.threadIds[IDLE + RUNS + 2], ...seedInfo.threadIds.slice(IDLE + RUNS + 30)];
      await warmUp(api, seedInfo.token, warm[0], agent);
      await warmUpStreaming(api, seedInfo.token, warm.slice(1), agent);
      const threads = threadsGiven ?? seedInfo.threadIds.slice(IDLE, IDLE + RUNS);
      const perRun = threads.map(() => ({
        seqs: [],
        chunks: [],
        latencies: [],
        // BENCH_LATENCY_DUMP=<file>: every [sent at, latency] pair goes there, to look at latency over time.
        sentAt: process.env.BENCH_LATENCY_DUMP ? [] : undefined,
        status: null,
        first: null,
        error: null,
      }));
      const rss0 = rssMb(api.pid);
      const cpu0 = cpuMs(api.pid);
      const started = performance.now();
      await inBatches(threads, OPEN_PARALLEL, async (threadId, i) => {
        const rec = perRun[i];
        const run = openRun({
          api,
          token: seedInfo.token,
          threadId,
          input: `bench-stream-wait r${i} ${chunks} ${EVERY_MS} ${PHASE === 'lockstep' ? 0 : ((i * EVERY_MS) / RUNS).toFixed(3)}`,
          agent,
          onEvent: (ev, at) => {
            if (typeof ev.seq === 'number') rec.seqs.push(ev.seq);
            if (ev.__typename === 'TextDelta') {
              for (const m of ev.delta.matchAll(/\[r(\d+):(\d+):([\d.]+)\]/g)) {
                if (Number(m[1]) !== i) rec.error ??= `chunk of run ${m[1]} on subscription ${i}`;
                rec.chunks.push(Number(m[2]));
                rec.latencies.push(at - Number(m[3]));
                rec.sentAt?.push(Number(m[3]));
              }
            } else if (ev.__typename === 'RunDone') rec.status = ev.status;
            else if (
              ev.__typename === 'RunErrorEvent' ||
              ev.__typename === 'RunRefused' ||
              ev.__typename === 'GraphQLError' ||
              ev.__typename === 'ClientError'
            ) {
              rec.error ??= JSON.stringify(ev);
            }
          },
        });
        subs.push(run.sub);
        rec.first = await run.firstEvent;
      });
      const openMs = performance.now() - started;
      const openCpuMs = cpuMs(api.pid) - cpu0;
      // Every run is started and waits for its first chunk: now they all stream at once.
      await waitFor('the provider to hold every run', () => provider.waitingCount() >= RUNS, 60_000);
      await sleep(500);
      if (gcProbe) await api.gcProbe();
      const streamCpu0 = cpuMs(api.pid);
      const machine0 = machineCpuMs();
      const self0 = selfCpuMs();
      const streamStarted = performance.now();
      loop.enable();
      provider.go();
      await waitFor('every run to finish', () => perRun.every((r) => r.status || r.error), 120_000).catch((e) =>
        console.log(`    ${e.message}`),
      );
      const elapsed = performance.now() - streamStarted;
      loop.disable();
      const cpu = cpuMs(api.pid) - streamCpu0;
      // What other processes on the machine took meanwhile (the bench's own load and provider excluded).
      const othersCpu = machineCpuMs() - machine0 - cpu - (selfCpuMs() - self0);
      const gc = gcProbe ? await api.gcProbe() : null;
      const rssEnd = rssMb(api.pid);
      let lost = 0;
      let outOfOrder = 0;
      let duplicated = 0;
      let seqGaps = 0;
      let badRuns = 0;
      for (const r of perRun) {
        const seen = new Set();
        let prev = -1;
        let bad = false;
        for (const c of r.chunks) {
          if (seen.has(c)) duplicated += 1;
          if (c < prev) outOfOrder += 1;
          seen.add(c);
          prev = c;
        }
        const missing = chunks - seen.size;
        lost += missing;
        for (let k = 1; k < r.seqs.length; k++) if (r.seqs[k] !== r.seqs[k - 1] + 1) seqGaps += 1;
        if (r.seqs[0] !== 1) seqGaps += 1;
        if (missing || r.status !== 'completed' || r.error) bad = true;
        if (bad) badRuns += 1;
      }
      const firstBad = perRun.find((r) => r.error || r.status !== 'completed');
      if (firstBad)
        console.log(
          `    e.g. a bad run: status ${firstBad.status}, error ${firstBad.error}, first ${JSON.stringify(firstBad.first)}`,
        );
      const latency = summarize(perRun.flatMap((r) => r.latencies));
      if (process.env.BENCH_LATENCY_DUMP) {
        const pairs = perRun.flatMap((r) => r.latencies.map((l, j) => [r.sentAt[j], l]));
        fs.writeFileSync(process.env.BENCH_LATENCY_DUMP, JSON.stringify(pairs.sort((a, b) => a[0] - b[0])));
      }
      // Latency by thirds of the answer: the start (all runs begin at once), the middle, the end.
      const third = Math.ceil(chunks / 3);
      const byThird = [0, 1, 2].map((k) =>
        summarize(perRun.flatMap((r) => r.latencies.filter((_, j) => Math.floor(r.chunks[j] / third) === k))),
      );
      const events = perRun.reduce((a, r) => a + r.seqs.length, 0);
      const result = {
        runs: RUNS,
        chunksPerRun: chunks,
        eventsPerSecondPerRun: 1000 / EVERY_MS,
        phase: PHASE,
        openSeconds: openMs / 1000,
        openCpuMs,
        openCpuMsEach: openCpuMs / RUNS,
        seconds: elapsed / 1000,
        textDeltasReceived: latency.n,
        eventsReceived: events,
        lost,
        outOfOrder,
        duplicated,
        seqGaps,
        badRuns,
        latencyMs: latency,
        latencyByThirdMs: byThird.map((x) => ({ p50: x.p50, p99: x.p99 })),
        serverCpuMsPerEvent: cpu / Math.max(1, events),
        serverCpuShare: cpu / elapsed,
        othersCpuShare: Math.max(0, othersCpu) / elapsed,
        ...(gc
          ? { gc: { ...gc, share: gc.pauseMs / gc.ms, kbPerEvent: (gc.allocatedMb * 1024) / Math.max(1, events) } }
          : {}),
        rssStartMb: rss0,
        rssEndMb: rssEnd,
        benchLoopDelayMs: { p50: loop.percentile(50) / 1e6, p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 },
        providerChunks: provider.stats.chunksWritten,
      };
      // The target is the latency a typical event gets (the median); p90, p99, max and the mean are reported too.
      result.pass = lost === 0 && outOfOrder === 0 && duplicated === 0 && seqGaps === 0 && latency.p50 < 2;
      console.log(
        `  runs: ${RUNS} × ${chunks} chunks at ${result.eventsPerSecondPerRun}/s (${PHASE}): ${latency.n}/${RUNS * chunks} deltas, lost ${lost}, ` +
          `out of order ${outOfOrder}, duplicated ${duplicated}, seq gaps ${seqGaps}, bad runs ${badRuns}; ` +
          `latency p50 ${fmt(latency.p50, 2)} / p90 ${fmt(latency.p90, 2)} / p99 ${fmt(latency.p99, 2)} / max ${fmt(latency.max, 1)} / mean ${fmt(latency.mean, 2)} ms ` +
          `(p50/p99 by third of the answer: ${byThird.map((x) => `${fmt(x.p50, 1)}/${fmt(x.p99, 1)}`).join(', ')}); ` +
          `server CPU ${fmt(result.serverCpuShare * 100, 0)}% (${fmt(result.serverCpuMsPerEvent, 3)} ms/event); ` +
          `bench loop delay p99 ${fmt(result.benchLoopDelayMs.p99, 1)} ms`,
      );
      return result;
    },
    { env, gcProbe },
  );
}

export async function streamingBench() {
  const idle = await idleBench();
  const watchers = await watchersBench();
  // Comparison, not a target (BENCH_TSX=1): the same idle test with the sources run through tsx.
  const idleTsx = process.env.BENCH_TSX ? await idleBench({ variant: 'tsx' }) : null;
  const runs = await runsBench();
  return { machine: machine(), idle, watchers, idleTsx, runs };
}
