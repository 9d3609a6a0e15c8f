// The framework bypasses side by side with their stock paths (issue 31), at the load one server
// really sees: 200 live answers streaming at 50 chunks a second from the scripted OpenAI-compatible
// provider on 127.0.0.1 (bench/provider.mjs), the streaming bench's (b) (bench/streaming.mjs).
// For each switch, rounds alternate between its two settings (bypass, stock, bypass, stock …), each
// round on a fresh provider and server, in this one process; every round gets threads of its own.
// The run starts when the machine's 1-minute load is below MAX_LOAD; each round when the other
// processes take less than MAX_OTHERS of a core (the load average would still count our last round).
//
// The rule, fixed before the figures (verdict() below): a bypass stays only if
//   (1) its range over the rounds does not overlap the stock path's (a gain outside the noise), and
//   (2) the gain is one a person would feel at this load: server CPU per event at least
//       CPU_GAIN_FELT lower (the headroom of one server: that many more live answers on a core), or
//       event latency (p50 or p99) at least LATENCY_GAIN_FELT_MS lower (a frame at 60 Hz).
// Otherwise the bypass goes back to the stock path.
import {
  fmt,
  load1,
  machineCpuMs,
  MAX_LOAD,
  MAX_LOAD_WAIT_S as MAX_WAIT_S,
  median,
  quietMachine,
  readSeed,
  selfCpuMs,
  sleep,
} from './lib.mjs';
import { RUNS, runsBench, WARM_RUNS } from './streaming.mjs';

export const SWITCHES = [
  {
    name: 'AGENT_LOOP',
    bypass: 'duet',
    stock: 'ai-sdk',
    folder: 'api/src/agent/loop/',
    what: "who runs an answer's turn (the model's stream, its tool calls): Duet's loop (`duet`) or the AI SDK's `streamText` (`ai-sdk`)",
  },
  {
    name: 'AI_STREAM_READER',
    bypass: 'duet',
    stock: 'ai-sdk',
    folder: 'api/src/agent/openai-stream/',
    what: "who reads the OpenAI-compatible provider's streamed answer: Duet's reader (`duet`) or the AI SDK's own (`ai-sdk`)",
  },
  {
    name: 'GRAPHQL_SUBSCRIPTIONS',
    bypass: 'duet',
    stock: 'yoga',
    folder: 'api/src/http/subscriptions/',
    what: "who streams subscription events over SSE: Duet's path with graphql-jit (`duet`) or Yoga's pipeline with graphql-js (`yoga`)",
  },
];

export const CPU_GAIN_FELT = 0.1;
export const LATENCY_GAIN_FELT_MS = 16;

const ROUNDS = Number(process.env.BENCH_BYPASS_ROUNDS ?? 4);
const CHUNKS = Number(process.env.BENCH_BYPASS_CHUNKS ?? 250);
const MAX_OTHERS = Number(process.env.BENCH_MAX_OTHERS ?? 0.25);
/** The streaming bench uses the first 2,000 seeded threads; each round here takes threads of its own after them. */
const FIRST_THREAD = 2000;
const PER_ROUND = RUNS + WARM_RUNS + 1;

/** Share of one core the machine's other processes take over 2 s while this bench is idle. */
async function othersBusy() {
  const m0 = machineCpuMs();
  const s0 = selfCpuMs();
  const t0 = performance.now();
  await sleep(2000);
  return (machineCpuMs() - m0 - (selfCpuMs() - s0)) / (performance.now() - t0);
}

/**
 * Between rounds the 1-minute load still counts this bench's own last round (both cores busy), so
 * there it waits (up to MAX_WAIT_S) until the other processes take less than MAX_OTHERS of a core
 * while the bench is idle; returns that share.
 */
async function othersQuiet() {
  const deadline = Date.now() + MAX_WAIT_S * 1000;
  let busy = await othersBusy();
  while (busy >= MAX_OTHERS && Date.now() < deadline) {
    await sleep(8_000);
    busy = await othersBusy();
  }
  return busy;
}

const spread = (xs) => ({ median: median(xs), min: Math.min(...xs), max: Math.max(...xs) });

function summarizeSetting(rounds) {
  return {
    rounds: rounds.length,
    cpuMsPerEvent: spread(rounds.map((r) => r.serverCpuMsPerEvent)),
    p50: spread(rounds.map((r) => r.latencyMs.p50)),
    p99: spread(rounds.map((r) => r.latencyMs.p99)),
    gcShare: spread(rounds.map((r) => r.gc?.share ?? NaN)),
    kbPerEvent: spread(rounds.map((r) => r.gc?.kbPerEvent ?? NaN)),
    serverCpuShare: spread(rounds.map((r) => r.serverCpuShare)),
    lost: rounds.reduce((a, r) => a + r.lost + r.outOfOrder + r.duplicated + r.seqGaps, 0),
  };
}

/** The rule above, applied to one switch's figures. */
export function verdict(bypass, stock) {
  const cpuApart = bypass.cpuMsPerEvent.max < stock.cpuMsPerEvent.min;
  const cpuGain = 1 - bypass.cpuMsPerEvent.median / stock.cpuMsPerEvent.median;
  const latency = ['p50', 'p99'].map((p) => ({
    p,
    apart: bypass[p].max < stock[p].min,
    gainMs: stock[p].median - bypass[p].median,
  }));
  const cpuFelt = cpuApart && cpuGain >= CPU_GAIN_FELT;
  const latencyFelt = latency.filter((l) => l.apart && l.gainMs >= LATENCY_GAIN_FELT_MS).map((l) => l.p);
  return {
    cpuApart,
    cpuGain,
    latency,
    cpuFelt,
    latencyFelt,
    keep: cpuFelt || latencyFelt.length > 0,
  };
}

/** A round during which other processes took more than MAX_OTHERS of a core is run again, up to REDO times. */
const REDO = Number(process.env.BENCH_BYPASS_REDO ?? 2);

async function sideBySide(sw, seedInfo, slots) {
  const rounds = [];
  const disturbed = [];
  for (let k = 0; k < ROUNDS * 2; k++) {
    const setting = k % 2 === 0 ? sw.bypass : sw.stock;
    for (let attempt = 0; ; attempt++) {
      const slot = slots.next++ * PER_ROUND;
      const at = FIRST_THREAD + (slot % (seedInfo.threadIds.length - FIRST_THREAD - PER_ROUND + 1));
      const ids = seedInfo.threadIds.slice(at, at + PER_ROUND);
      const others = await othersQuiet();
      const load = load1();
      const r = await runsBench({
        env: { [sw.name]: setting },
        chunks: CHUNKS,
        threads: ids.slice(0, RUNS),
        warmThreads: ids.slice(RUNS),
        gcProbe: true,
      });
      const round = { switch: sw.name, setting, load1: load, load1After: load1(), othersIdle: others, ...r };
      const again = r.othersCpuShare > MAX_OTHERS && attempt < REDO;
      console.log(
        `  ${sw.name}=${setting} (round ${Math.floor(k / 2) + 1}, load ${fmt(load, 2)}): ${fmt(r.serverCpuMsPerEvent, 4)} CPU ms/event, ` +
          `p50 ${fmt(r.latencyMs.p50, 2)} / p99 ${fmt(r.latencyMs.p99, 1)} ms, GC ${fmt((r.gc?.share ?? NaN) * 100, 1)}%, ` +
          `${fmt(r.gc?.kbPerEvent, 1)} KB/event, others ${fmt(r.othersCpuShare * 100, 0)}% of a core${again ? ': disturbed, run again' : ''}`,
      );
      if (!again) {
        rounds.push(round);
        break;
      }
      disturbed.push(round);
    }
  }
  const bypass = summarizeSetting(rounds.filter((r) => r.setting === sw.bypass));
  const stock = summarizeSetting(rounds.filter((r) => r.setting === sw.stock));
  return {
    ...sw,
    rounds,
    disturbed,
    bypassFigures: bypass,
    stockFigures: stock,
    verdict: verdict(bypass, stock),
  };
}

export async function bypassesBench() {
  const seedInfo = readSeed();
  if (seedInfo.threadIds.length < FIRST_THREAD + PER_ROUND) {
    throw new Error('The seed has too few threads for this bench: run `node bench/run.mjs seed` again.');
  }
  const only = process.env.BENCH_SWITCHES?.split(',').map((s) => s.trim());
  const switches = SWITCHES.filter((s) => !only || only.includes(s.name));
  const startLoad = await quietMachine();
  console.log(`  1-minute load at the start: ${fmt(startLoad, 2)}`);
  const results = [];
  const slots = { next: 0 };
  for (const sw of switches) results.push(await sideBySide(sw, seedInfo, slots));
  return {
    runs: RUNS,
    chunksPerRun: CHUNKS,
    roundsEach: ROUNDS,
    maxLoad: MAX_LOAD,
    maxOthers: MAX_OTHERS,
    redo: REDO,
    startLoad,
    switches: results,
  };
}
